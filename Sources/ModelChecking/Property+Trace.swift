extension Property {
    /// The number of steps of the shortest prefix of `trace` that shows this property's
    /// situation: a violation of `always`, `step` or `deadlockFree`, a witness of `reach`. Nil
    /// when the trace shows none, and always nil for `recover`, which no single path decides.
    @inlinable
    public func exhibit(in trace: Trace<M>, of model: M) -> Int? {
        let states = trace.states
        switch kind {
        case .always(let holds):
            return states.firstIndex { !holds($0) }
        case .reach(let isWitness):
            return states.firstIndex(where: isWitness)
        case .step(let holds):
            return trace.steps.indices.first { index in
                !holds(states[index], trace.steps[index].action, states[index + 1])
            }.map { $0 + 1 }
        case .deadlockFree(let isEnd):
            return states.firstIndex { model.successors(of: $0).isEmpty && !isEnd($0) }
        case .recover:
            return nil
        }
    }
}

extension Property {
    /// Whether a single path can decide the property (all kinds but `recover`).
    @inlinable
    var isDecidableByWalk: Bool {
        if case .recover = kind { return false }
        return true
    }
}
