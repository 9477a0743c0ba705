/// What a property claims, with the predicates that judge it.
public enum PropertyKind<M: Model>: Sendable {
    case always(@Sendable (M.State) -> Bool)
    case step(@Sendable (M.State, M.Action, M.State) -> Bool)
    case reach(@Sendable (M.State) -> Bool)
    case recover(
        from: @Sendable (M.State) -> Bool,
        to: @Sendable (M.State) -> Bool,
        without: @Sendable (M.Action) -> Bool)
    case deadlockFree(endStates: @Sendable (M.State) -> Bool)

    /// The kind's name as reports print it.
    public var name: String {
        switch self {
        case .always: "always"
        case .step: "step"
        case .reach: "reach"
        case .recover: "recover"
        case .deadlockFree: "deadlock"
        }
    }
}
