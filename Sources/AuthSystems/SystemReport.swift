import ModelChecking

/// What one exploration of a system found: a verdict per clause asked for, in that order.
public struct SystemReport: Sendable {
    public let system: String
    public let outcomes: [ClauseOutcome]
    public let statistics: Statistics
    public let stoppedBy: Bound?
    /// Exploration stopped early because every clause was decided; the counts are partial.
    public let stoppedDecided: Bool
    /// Differs run to run: keep it out of anything that must be byte-identical.
    public let elapsedSeconds: Double
    /// The most the engine held at once (`CheckResult.peakBytes`: what a memory bound counts,
    /// without the bound's fixed part for the rest of the process); for several worlds, the
    /// largest world's, as the bound applies to each world. Goes with the times on standard
    /// error, not into a report.
    public let engineBytes: Int
    /// In fingerprint mode, the chance a state was missed (`CheckResult.missedStateProbability`);
    /// nil in the exact mode.
    public let missedStateProbability: Double?

    @usableFromInline
    init(
        system: String, outcomes: [ClauseOutcome], statistics: Statistics, stoppedBy: Bound?, stoppedDecided: Bool,
        elapsedSeconds: Double, engineBytes: Int, missedStateProbability: Double? = nil
    ) {
        self.engineBytes = engineBytes
        self.missedStateProbability = missedStateProbability
        self.system = system
        self.outcomes = outcomes
        self.statistics = statistics
        self.stoppedBy = stoppedBy
        self.stoppedDecided = stoppedDecided
        self.elapsedSeconds = elapsedSeconds
    }
}
