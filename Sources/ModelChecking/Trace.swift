/// A path through a model: an initial state and the actions taken from it, with each state they
/// led to. Replaying `actions` from `initialState` gives back `states` exactly.
public struct Trace<M: Model>: Sendable {
    public let initialState: M.State
    public let steps: [TraceStep<M>]

    @inlinable
    public init(initialState: M.State, steps: [TraceStep<M>]) {
        self.initialState = initialState
        self.steps = steps
    }

    @inlinable
    public var actions: [M.Action] { steps.map(\.action) }

    /// The initial state followed by the state after each step.
    @inlinable
    public var states: [M.State] { [initialState] + steps.map(\.state) }

    @inlinable
    public var finalState: M.State { steps.last?.state ?? initialState }
}

extension Trace: Equatable where M.State: Equatable, M.Action: Equatable {
    public static func == (lhs: Trace, rhs: Trace) -> Bool {
        lhs.initialState == rhs.initialState && lhs.steps == rhs.steps
    }
}
