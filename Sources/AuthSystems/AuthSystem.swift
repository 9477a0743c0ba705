import AuthModel
import ModelChecking

/// A design the checker can audit, with its world's type erased, so the command line holds
/// every design in one list and reports on all of them alike.
public struct AuthSystem: Sendable {
    public let name: String
    /// One line: where the design comes from.
    public let summary: String
    public let features: [Feature]
    /// Changes whenever the model changes in a way that could change a trace; traces record it.
    public let modelVersion: String
    /// Why each part of the catalogue the design lacks is missing, in the catalogue's order.
    public let absences: [FeatureAbsence]
    private let explore: @Sendable (SystemRun) throws(ModelCheckingError) -> SystemReport
    private let replayEvents: @Sendable (WorldOptions, [Event], Clause?) -> SystemReplay
    private let digest: FingerprintCache

    /// `absences` gives the document's reason for each feature the design leaves out; the audit
    /// shows it beside every `n/a` (a feature without one shows as "the design has no …").
    public init<Design: AuthDesign>(
        _ design: Design, summary: String, version: Int, absences: [FeatureAbsence] = []
    ) {
        name = design.name
        self.summary = summary
        features = design.features
        self.absences = Feature.allCases.compactMap { feature in
            absences.first { $0.feature == feature }
        }
        modelVersion = "\(design.name)-\(version)/world-\(AuthWorldVersion.current)"
        explore = { run throws(ModelCheckingError) in try Self.explore(design, run) }
        replayEvents = { options, events, clause in
            SystemReplay.run(design, options: options, events: events, clause: clause)
        }
        digest = FingerprintCache { ModelFingerprint.digest(of: design) }
    }

    /// The document's reason a clause does not apply, or nil when it does.
    public func reasonNotApplicable(_ clause: Clause) -> String? {
        guard !clause.applies(to: features) else { return nil }
        let missing = clause.requires.filter { !features.contains($0) }
        return missing.map { feature in
            absences.first { $0.feature == feature }?.reason ?? "the design has no \(feature.rawValue)"
        }.joined(separator: "; ")
    }

    /// Takes `events` in order in the design's world, and judges `clause` on the path they make.
    public func replay(_ events: [Event], options: WorldOptions, clause: Clause?) -> SystemReplay {
        replayEvents(options, events, clause)
    }

    /// A digest of the design's behaviour (see `ModelFingerprint`); a trace records it, and
    /// replay refuses a trace whose digest is not the model's. Costs a few thousand steps, once
    /// per process.
    public func fingerprint() -> String {
        digest.value
    }

    /// Explores the design's world under `run` and judges each of its clauses that applies.
    public func check(_ run: SystemRun) throws(ModelCheckingError) -> SystemReport {
        try explore(run)
    }

    private static func explore<Design: AuthDesign>(_ design: Design, _ run: SystemRun)
        throws(ModelCheckingError) -> SystemReport {
        let world = AuthWorld(design: design, options: run.options)
        let cache = ObservationCache(world: world)
        let judged = run.clauses.filter { $0.applies(to: design.features) }
        let properties = judged.compactMap { $0.property(in: world, cache: cache) }
        let result = try Checker(model: world, properties: properties, bounds: run.bounds, progress: run.progress).run()
        let outcomes = run.clauses.map { clause -> ClauseOutcome in
            guard clause.applies(to: design.features) else { return ClauseOutcome(clause: clause, verdict: .notApplicable) }
            guard let verdict = result.verdict(of: clause.id) else { return ClauseOutcome(clause: clause, verdict: .notJudged) }
            return ClauseOutcome(clause: clause, verdict: ClauseVerdict(verdict, world: world))
        }
        return SystemReport(
            system: design.name, outcomes: outcomes, statistics: result.statistics, stoppedBy: result.stoppedBy,
            stoppedDecided: result.stoppedDecided, elapsedSeconds: result.elapsedSeconds)
    }
}
