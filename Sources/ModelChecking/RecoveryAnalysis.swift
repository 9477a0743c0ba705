/// Judges `recover` properties on a completely explored state graph: which states can reach a
/// goal state without an excluded action.
///
/// Works backwards: the graph's permitted edges are recomputed from the model and reversed, then
/// a search from every goal state marks what can recover. The first stuck state in exploration
/// order is one of the nearest, so its trace is a shortest counterexample.
struct RecoveryAnalysis<M: Model> {
    let model: M
    let store: StateStore<M.State>

    /// The position of the first state matching `from` that cannot reach one matching `to`
    /// without an action `isExcluded` accepts, or nil when every such state can.
    func firstStuckState(
        from: (M.State) -> Bool, to: (M.State) -> Bool, without isExcluded: (M.Action) -> Bool
    ) throws(ModelCheckingError) -> UInt32? {
        let count = store.count
        // Reverse edges in compressed form: predecessors of j are sources[starts[j]..<starts[j+1]].
        var starts = [UInt32](repeating: 0, count: count + 1)
        try forEachPermittedEdge(isExcluded) { _, target in starts[Int(target) + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var fill = starts
        var sources = [UInt32](repeating: 0, count: Int(starts[count]))
        try forEachPermittedEdge(isExcluded) { source, target in
            sources[Int(fill[Int(target)])] = source
            fill[Int(target)] += 1
        }

        var canRecover = [Bool](repeating: false, count: count)
        var queue: [UInt32] = []
        for index in 0..<count where to(store.states[index]) {
            canRecover[index] = true
            queue.append(UInt32(index))
        }
        var head = 0
        while head < queue.count {
            let target = Int(queue[head])
            head += 1
            for source in sources[Int(starts[target])..<Int(starts[target + 1])] where !canRecover[Int(source)] {
                canRecover[Int(source)] = true
                queue.append(source)
            }
        }
        for index in 0..<count where !canRecover[index] && from(store.states[index]) {
            return UInt32(index)
        }
        return nil
    }

    private func forEachPermittedEdge(
        _ isExcluded: (M.Action) -> Bool, _ body: (UInt32, UInt32) -> Void
    ) throws(ModelCheckingError) {
        var actions: [M.Action] = []
        for index in 0..<store.count {
            let state = store.states[index]
            actions.removeAll(keepingCapacity: true)
            model.actions(in: state, into: &actions)
            for action in actions where !isExcluded(action) {
                guard let successor = model.next(after: state, on: action) else { continue }
                guard let target = store.position(of: successor) else {
                    throw .nondeterministic(
                        step: store.path(to: UInt32(index)).count,
                        detail: "(\(action)) led to a state never explored")
                }
                body(UInt32(index), target)
            }
        }
    }
}
