/// The honesty clauses: a design's declared features against what it does (`FeatureUse`).
extension ClauseCatalogue {
    /// For each feature with a sign, its witness when declared and its ban when not.
    public static let features: [Clause] = FeatureUse.observable.flatMap { feature -> [Clause] in
        guard let sign = FeatureUse.sign(of: feature) else { return [] }
        return [
            Clause.witness(
                "F-\(feature.rawValue)", "A design that declares \(feature.rawValue) shows it: \(sign.words)",
                source: Source.features, requires: [feature],
                note: """
                    Missing, the design claims a part it never exercises within the spec's bounds, and every \
                    clause that needs the part is judged on runs that never use it.
                    """,
                sign.shows),
            Clause(
                id: "F-no-\(feature.rawValue)",
                title: "A design that does not declare \(feature.rawValue) never shows it: \(sign.words)",
                kind: .always { !sign.shows($0) }, source: Source.features, requires: [], lacks: [feature],
                note: """
                    Violated, the design does what it says it lacks, and the clauses about that part were \
                    skipped as n/a: declare the feature.
                    """),
        ]
    }
}
