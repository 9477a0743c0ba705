/// What an exhaustive run found: a verdict per property, in the order the properties were given,
/// and the run's counts.
public struct CheckResult<M: Model>: Sendable {
    public let judgements: [Judgement<M>]
    @usableFromInline let index: JudgementIndex
    public let statistics: Statistics
    /// The bound that stopped exploration, if one did.
    public let stoppedBy: Bound?
    /// True when exploration stopped early because every property was already decided.
    public let stoppedDecided: Bool
    /// Bytes the engine held at the end of the run, with the most the recover analysis held
    /// beside them, as `Bounds.maxMemoryBytes` counts them;
    /// deterministic, the same for every number of workers.
    public let storageBytes: Int
    /// The most the engine held at once during the run, as `Bounds.maxMemoryBytes` counts it
    /// (beyond `storageBytes`: the moments the table grew, old and new held together, and the
    /// keys the fingerprint mode freed): a bound of `baselineBytes` more lets the run finish.
    public let peakBytes: Int
    /// Wall time of the run. The only figure here that differs between runs: keep it out of
    /// anything that must be byte-identical.
    public let elapsedSeconds: Double
    /// In fingerprint mode (`Checker.storesFingerprints`), the chance that two distinct states
    /// shared a fingerprint, so that one was taken for the other and never explored, for d
    /// distinct states and g generated: the larger of TLC's "optimistic" estimate, d·(g − d) / 2⁶⁴
    /// (each lookup of a state already seen could have matched another), and the birthday bound
    /// over the states stored, d·(d − 1) / 2 / 2⁶⁴ (which TLC's reads as 0 when every successor is
    /// new). Nil in the default, exact mode.
    public let missedStateProbability: Double?

    @usableFromInline
    init(
        judgements: [Judgement<M>], statistics: Statistics, stoppedBy: Bound?, stoppedDecided: Bool,
        storageBytes: Int, peakBytes: Int, elapsedSeconds: Double, byFingerprint: Bool = false
    ) {
        self.peakBytes = peakBytes
        let distinct = Double(statistics.distinct), generated = Double(statistics.generated)
        let pairs = max(distinct * max(0, generated - distinct), distinct * max(0, distinct - 1) / 2)
        missedStateProbability = byFingerprint ? pairs / 0x1p64 : nil
        self.judgements = judgements
        index = JudgementIndex(judgements)
        self.statistics = statistics
        self.stoppedBy = stoppedBy
        self.stoppedDecided = stoppedDecided
        self.storageBytes = storageBytes
        self.elapsedSeconds = elapsedSeconds
    }

    /// The verdict on the property with this ID (the first, if two share it); looked up, not
    /// searched (`JudgementIndex`).
    public func verdict(of id: String) -> Verdict<M>? {
        index.position(of: id).map { judgements[$0].verdict }
    }
}
