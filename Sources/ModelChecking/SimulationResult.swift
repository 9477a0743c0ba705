/// What random simulation found: a verdict per property, in the order given, and its counts.
public struct SimulationResult<M: Model>: Sendable {
    public let judgements: [Judgement<M>]
    @usableFromInline let index: JudgementIndex
    /// Walks made; fewer than asked when every property was decided early.
    public let walks: Int
    /// Steps taken over all walks.
    public let steps: Int
    /// The bound (time or memory) that stopped the walks before they were all made; nil when none did.
    public let stoppedBy: Bound?

    @usableFromInline
    init(judgements: [Judgement<M>], walks: Int, steps: Int, stoppedBy: Bound? = nil) {
        self.judgements = judgements
        index = JudgementIndex(judgements)
        self.walks = walks
        self.steps = steps
        self.stoppedBy = stoppedBy
    }

    /// The verdict on the property with this ID (the first, if two share it); looked up, not
    /// searched (`JudgementIndex`).
    public func verdict(of id: String) -> Verdict<M>? {
        index.position(of: id).map { judgements[$0].verdict }
    }
}
