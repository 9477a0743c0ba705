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
    /// In fingerprint mode, the chance a state was missed (`CheckResult.missedStateProbability`);
    /// nil in the exact mode.
    public let missedStateProbability: Double?

    @usableFromInline
    init(
        system: String, outcomes: [ClauseOutcome], statistics: Statistics, stoppedBy: Bound?, stoppedDecided: Bool,
        elapsedSeconds: Double, missedStateProbability: Double? = nil
    ) {
        self.missedStateProbability = missedStateProbability
        self.system = system
        self.outcomes = outcomes
        self.statistics = statistics
        self.stoppedBy = stoppedBy
        self.stoppedDecided = stoppedDecided
        self.elapsedSeconds = elapsedSeconds
    }
}
