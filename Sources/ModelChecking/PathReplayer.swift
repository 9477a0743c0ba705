/// Rebuilds traces by replaying recorded action indices from an initial state, and checks on the
/// way that the model gives back exactly the states it gave during exploration. `@inlinable`
/// with the checker, so a trace replays through the model's specialized code.
@usableFromInline
struct PathReplayer<M: Model> {
    @usableFromInline let model: M

    @inlinable
    init(model: M) {
        self.model = model
    }

    /// The trace from an initial state to the state at `position` in `store`.
    @inlinable
    func trace(to position: UInt32, in store: borrowing StateStore<M.State>) throws(ModelCheckingError) -> Trace<M> {
        let path = store.path(to: position)
        let root = Int(path[0])
        let initialNumber = Int(store.actionIndices[root])
        let initialStates = model.initialStates
        guard initialNumber < initialStates.count, initialStates[initialNumber] == store.states[root] else {
            throw .nondeterministic(step: 0, detail: "initial state \(initialNumber) differs from the one explored")
        }
        var state = initialStates[initialNumber]
        var steps: [TraceStep<M>] = []
        for (number, position) in path.dropFirst().enumerated() {
            let step = try replay(from: state, actionIndex: store.actionIndices[Int(position)], step: number + 1)
            guard step.state == store.states[Int(position)] else {
                throw .nondeterministic(
                    step: number + 1, detail: "(\(step.action)) led to a state other than the one explored")
            }
            steps.append(step)
            state = step.state
        }
        return Trace(initialState: initialStates[initialNumber], steps: steps)
    }

    /// The trace to the state at `parent`, followed by its action number `actionIndex`.
    @inlinable
    func trace(
        to parent: UInt32, then actionIndex: UInt16, in store: borrowing StateStore<M.State>
    ) throws(ModelCheckingError) -> Trace<M> {
        let prefix = try trace(to: parent, in: store)
        let last = try replay(from: prefix.finalState, actionIndex: actionIndex, step: prefix.steps.count + 1)
        return Trace(initialState: prefix.initialState, steps: prefix.steps + [last])
    }

    @inlinable
    func replay(from state: M.State, actionIndex: UInt16, step: Int) throws(ModelCheckingError) -> TraceStep<M> {
        var actions: [M.Action] = []
        model.actions(in: state, into: &actions)
        let index = Int(actionIndex)
        guard index < actions.count else {
            throw .nondeterministic(step: step, detail: "lists \(actions.count) actions, not the \(index + 1) explored")
        }
        guard let successor = model.next(after: state, on: actions[index]) else {
            throw .nondeterministic(step: step, detail: "(\(actions[index])) is now disabled")
        }
        return TraceStep(action: actions[index], state: successor)
    }
}
