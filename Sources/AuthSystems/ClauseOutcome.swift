import AuthModel

/// A clause and the verdict on it.
public struct ClauseOutcome: Sendable {
    public let clause: Clause
    public let verdict: ClauseVerdict
    /// The world of the spec whose exploration gave the verdict's trace, when there is one.
    public let world: String?

    public init(clause: Clause, verdict: ClauseVerdict, world: String? = nil) {
        self.clause = clause
        self.verdict = verdict
        self.world = world
    }
}
