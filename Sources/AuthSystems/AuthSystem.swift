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
    private let explore: @Sendable (SystemRun) throws(ModelCheckingError) -> SystemReport

    public init<Design: AuthDesign>(_ design: Design, summary: String, version: Int) {
        name = design.name
        self.summary = summary
        features = design.features
        modelVersion = "\(design.name)-\(version)/world-\(AuthWorldVersion.current)"
        explore = { run throws(ModelCheckingError) in try Self.explore(design, run) }
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
