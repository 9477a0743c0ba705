import AuthModel
import ModelChecking

extension SystemReport {
    /// The reports of several worlds of one system as one, on `clauses`, each judged by the
    /// worlds whose reports list it: a clause is violated (or witnessed) if it is in any of them,
    /// by the shortest trace (the first world's on a tie); inconclusive if one of them could not
    /// decide it; and holds (or is unwitnessed) only if every one of them says so.
    public static func combined(_ reports: [(world: String, report: SystemReport)], clauses: [Clause]) -> SystemReport {
        precondition(!reports.isEmpty, "nothing to combine")
        let first = reports[0].report
        let outcomes = clauses.map { clause in
            let verdicts = judgements(of: clause, in: reports.map { ($0.world, $0.report.outcomes) })
            guard !verdicts.isEmpty else { return ClauseOutcome(clause: clause, verdict: .notJudged) }
            return ClauseOutcome(clause: clause, verdict: combine(verdicts), world: world(of: verdicts))
        }
        var statistics = Statistics()
        for (_, report) in reports {
            statistics.generated += report.statistics.generated
            statistics.distinct += report.statistics.distinct
            statistics.depth = max(statistics.depth, report.statistics.depth)
        }
        return SystemReport(
            system: first.system, outcomes: outcomes, statistics: statistics,
            stoppedBy: reports.compactMap(\.report.stoppedBy).first,
            stoppedDecided: reports.contains { $0.report.stoppedDecided },
            elapsedSeconds: reports.map(\.report.elapsedSeconds).reduce(0, +),
            engineBytes: reports.map(\.report.engineBytes).max() ?? 0,
            // At most the sum of the worlds' chances (a union bound).
            missedStateProbability: reports.allSatisfy { $0.report.missedStateProbability == nil }
                ? nil : reports.compactMap(\.report.missedStateProbability).reduce(0, +))
    }

    /// The reports of worlds that all judge the same clauses, as one (the form before 0.9.5).
    public static func combined(_ reports: [(world: String, report: SystemReport)]) -> SystemReport {
        combined(reports, clauses: reports.first?.report.outcomes.map(\.clause) ?? [])
    }

    /// Each world's verdict on `clause`, from the worlds that judged it.
    static func judgements(of clause: Clause, in reports: [(world: String, outcomes: [ClauseOutcome])])
        -> [(world: String, verdict: ClauseVerdict)] {
        reports.compactMap { world, outcomes in
            outcomes.first { $0.clause.id == clause.id }.map { (world, $0.verdict) }
        }
    }

    static func decisive(_ verdicts: [(world: String, verdict: ClauseVerdict)]) -> (world: String, verdict: ClauseVerdict)? {
        let traced = verdicts.filter { $0.verdict.trace != nil }
        let violated = traced.filter { $0.verdict.name == "violated" }
        let candidates = violated.isEmpty ? traced : violated
        return candidates.min { $0.verdict.trace!.steps.count < $1.verdict.trace!.steps.count }
    }

    private static func combine(_ verdicts: [(world: String, verdict: ClauseVerdict)]) -> ClauseVerdict {
        if let decisive = decisive(verdicts) { return decisive.verdict }
        if let inconclusive = verdicts.first(where: { $0.verdict.name == "inconclusive" }) { return inconclusive.verdict }
        return verdicts[0].verdict
    }

    private static func world(of verdicts: [(world: String, verdict: ClauseVerdict)]) -> String? {
        decisive(verdicts)?.world
    }
}
