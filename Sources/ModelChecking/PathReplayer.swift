/// Rebuilds traces by replaying the actions that reached each state from an initial state, and
/// checks on the way that the model gives back exactly the states it gave during exploration.
/// Where the store does not record action indices (packed states, but for a table of whole
/// hashes), the action is recomputed: the first of the parent's actions whose successor is the
/// state, which is the one exploration took (a parent's successors are stored in action order,
/// so its first action to a new state is the one that stored it). In fingerprint mode the store
/// no longer holds the states on the path, only their hashes, which is what the replayed states
/// are compared with; a table of whole hashes no longer holds the expanded ones either, and for
/// those says only that the replayed state was visited (`Checker` then checks that the trace
/// shows what exploration found there).
/// `@inlinable` with the checker, so a trace replays through the model's specialized code.
@usableFromInline
struct PathReplayer<M: Model> {
    @usableFromInline let model: M

    @inlinable
    init(model: M) {
        self.model = model
    }

    /// The trace from an initial state to the state at `position` in `store`.
    @inlinable
    func trace<Keying: StateKeying>(
        to position: UInt32, in store: borrowing StateStore<Keying>
    ) throws(ModelCheckingError) -> Trace<M> where Keying.State == M.State {
        let path = store.path(to: position)
        let root = Int(path[0])
        let initialStates = model.initialStates
        let initialNumber: Int
        if store.recordsActionIndices {
            initialNumber = Int(store.actionIndices[root])
        } else {
            initialNumber = initialStates.firstIndex { store.holds($0, at: root) } ?? initialStates.count
        }
        guard initialNumber < initialStates.count, store.holds(initialStates[initialNumber], at: root) else {
            throw .nondeterministic(step: 0, detail: "initial state \(initialNumber) differs from the one explored")
        }
        var state = initialStates[initialNumber]
        var steps: [TraceStep<M>] = []
        for (number, position) in path.dropFirst().enumerated() {
            let step: TraceStep<M>
            if store.recordsActionIndices {
                step = try replay(from: state, actionIndex: store.actionIndices[Int(position)], step: number + 1)
            } else {
                step = try replay(from: state, to: Int(position), in: store, step: number + 1)
            }
            guard store.holds(step.state, at: Int(position)) else {
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
    func trace<Keying: StateKeying>(
        to parent: UInt32, then actionIndex: UInt16, in store: borrowing StateStore<Keying>
    ) throws(ModelCheckingError) -> Trace<M> where Keying.State == M.State {
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

    /// The step by the first action of `state` that leads to the state stored at `position`.
    @inlinable
    func replay<Keying: StateKeying>(
        from state: M.State, to position: Int, in store: borrowing StateStore<Keying>, step: Int
    ) throws(ModelCheckingError) -> TraceStep<M> where Keying.State == M.State {
        var actions: [M.Action] = []
        model.actions(in: state, into: &actions)
        for action in actions {
            if let successor = model.next(after: state, on: action), store.holds(successor, at: position) {
                return TraceStep(action: action, state: successor)
            }
        }
        throw .nondeterministic(step: step, detail: "no action led to the state explored")
    }
}
