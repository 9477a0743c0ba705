/// The predicates of the properties still undecided, grouped by what they are judged on, so the
/// hot loop touches only what can still change. `@inlinable` with the checker's loop.
@usableFromInline
struct PendingProperties<M: Model> {
    @usableFromInline var always: [(Int, @Sendable (M.State) -> Bool)] = []
    @usableFromInline var step: [(Int, @Sendable (M.State, M.Action, M.State) -> Bool)] = []
    @usableFromInline var reach: [(Int, @Sendable (M.State) -> Bool)] = []
    @usableFromInline var deadlock: [(Int, @Sendable (M.State) -> Bool)] = []
    /// Recovery is decided only once exploration is complete.
    @usableFromInline let hasRecover: Bool
    @usableFromInline let isEmpty: Bool

    @inlinable
    init(_ properties: [Property<M>]) {
        var hasRecover = false
        for (number, property) in properties.enumerated() {
            switch property.kind {
            case .always(let holds): always.append((number, holds))
            case .step(let holds): step.append((number, holds))
            case .reach(let isWitness): reach.append((number, isWitness))
            case .deadlockFree(let isEnd): deadlock.append((number, isEnd))
            case .recover: hasRecover = true
            }
        }
        self.hasRecover = hasRecover
        self.isEmpty = properties.isEmpty
    }

    /// True when nothing more can be learnt by exploring further.
    @inlinable
    var allDecided: Bool {
        !isEmpty && !hasRecover && always.isEmpty && step.isEmpty && reach.isEmpty && deadlock.isEmpty
    }

    @inlinable
    mutating func removeDecided(_ status: [PropertyStatus]) {
        always.removeAll { !status[$0.0].isPending }
        step.removeAll { !status[$0.0].isPending }
        reach.removeAll { !status[$0.0].isPending }
        deadlock.removeAll { !status[$0.0].isPending }
    }
}
