/// One step of a trace: the action taken and the state it led to.
public struct TraceStep<M: Model>: Sendable, Equatable {
    public let action: M.Action
    public let state: M.State

    @inlinable
    public init(action: M.Action, state: M.State) {
        self.action = action
        self.state = state
    }
}
