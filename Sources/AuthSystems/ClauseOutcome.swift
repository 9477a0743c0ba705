import AuthModel

/// A clause and the verdict on it.
public struct ClauseOutcome: Sendable {
    public let clause: Clause
    public let verdict: ClauseVerdict
}
