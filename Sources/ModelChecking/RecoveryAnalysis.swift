/// Judges `recover` properties on a completely explored state graph: which states can reach a
/// goal state without an excluded action.
///
/// The graph's edges are recomputed from the model once, for every `recover` property at once,
/// each edge marked with the properties that permit its action. Then, per property, the
/// permitted edges are reversed and a search from every goal state marks what can recover. The
/// first stuck state in exploration order is one of the nearest, so its trace is a shortest
/// counterexample.
///
/// `@inlinable`, like the checker: recomputing every edge calls the model's `actions` and
/// `next` once per state, so it is specialized for the model where the checker is.
@usableFromInline
struct RecoveryAnalysis<M: Model> {
    @usableFromInline
    typealias Condition = (from: (M.State) -> Bool, to: (M.State) -> Bool, without: (M.Action) -> Bool)

    @usableFromInline let model: M

    @inlinable
    init(model: M) {
        self.model = model
    }

    /// For each condition, the position of the first state of `store` matching `from` that
    /// cannot reach one matching `to` without an action `without` accepts; nil where every such
    /// state can.
    @inlinable
    func firstStuckStates(
        _ conditions: [Condition], in store: borrowing StateStore<M.State>
    ) throws(ModelCheckingError) -> [UInt32?] {
        precondition(conditions.count <= 64, "at most 64 recover properties in one run")
        guard !conditions.isEmpty else { return [] }
        var sources: [UInt32] = []
        var targets: [UInt32] = []
        var permits: [UInt64] = []
        var actions: [M.Action] = []
        for index in 0..<store.count {
            let state = store.states[index]
            actions.removeAll(keepingCapacity: true)
            model.actions(in: state, into: &actions)
            for action in actions {
                guard let successor = model.next(after: state, on: action) else { continue }
                guard let target = store.position(of: successor) else {
                    throw .nondeterministic(
                        step: store.path(to: UInt32(index)).count, detail: "(\(action)) led to a state never explored")
                }
                var mask: UInt64 = 0
                for (number, condition) in conditions.enumerated() where !condition.without(action) {
                    mask |= 1 << number
                }
                guard mask != 0 else { continue }
                sources.append(UInt32(index))
                targets.append(target)
                permits.append(mask)
            }
        }
        var stuck: [UInt32?] = []
        for number in conditions.indices {
            stuck.append(firstStuckState(conditions[number], bit: 1 << number, sources, targets, permits, in: store))
        }
        return stuck
    }

    @inlinable
    func firstStuckState(
        _ condition: Condition, bit: UInt64, _ sources: [UInt32], _ targets: [UInt32], _ permits: [UInt64],
        in store: borrowing StateStore<M.State>
    ) -> UInt32? {
        let count = store.count
        // Predecessors of j by permitted edges: predecessors[starts[j]..<starts[j + 1]].
        var starts = [UInt32](repeating: 0, count: count + 1)
        for edge in permits.indices where permits[edge] & bit != 0 { starts[Int(targets[edge]) + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var fill = starts
        var predecessors = [UInt32](repeating: 0, count: Int(starts[count]))
        for edge in permits.indices where permits[edge] & bit != 0 {
            let target = Int(targets[edge])
            predecessors[Int(fill[target])] = sources[edge]
            fill[target] += 1
        }
        var canRecover = [Bool](repeating: false, count: count)
        var queue: [UInt32] = []
        for index in 0..<count where condition.to(store.states[index]) {
            canRecover[index] = true
            queue.append(UInt32(index))
        }
        var head = 0
        while head < queue.count {
            let target = Int(queue[head])
            head += 1
            for source in predecessors[Int(starts[target])..<Int(starts[target + 1])] where !canRecover[Int(source)] {
                canRecover[Int(source)] = true
                queue.append(source)
            }
        }
        for index in 0..<count where !canRecover[index] && condition.from(store.states[index]) {
            return UInt32(index)
        }
        return nil
    }
}
