extension Model {
    /// The trace that taking `actions` in order from `initialState` gives, or nil when one of
    /// them is not enabled where it is taken (not listed by `actions(in:into:)`, or disabled by
    /// `next(after:on:)`). Actions are matched by value, so a trace can be edited or written by
    /// hand and still replay.
    @inlinable
    public func replay(from initialState: State, actions: [Action]) -> Trace<Self>? {
        var state = initialState
        var steps: [TraceStep<Self>] = []
        var listed: [Action] = []
        for action in actions {
            listed.removeAll(keepingCapacity: true)
            self.actions(in: state, into: &listed)
            guard listed.contains(action), let successor = next(after: state, on: action) else { return nil }
            steps.append(TraceStep(action: action, state: successor))
            state = successor
        }
        return Trace(initialState: initialState, steps: steps)
    }
}
