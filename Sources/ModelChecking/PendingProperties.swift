/// The predicates of the properties still undecided, grouped by what they are judged on, so the
/// hot loop touches only what can still change.
struct PendingProperties<M: Model> {
    private(set) var always: [(Int, @Sendable (M.State) -> Bool)] = []
    private(set) var step: [(Int, @Sendable (M.State, M.Action, M.State) -> Bool)] = []
    private(set) var reach: [(Int, @Sendable (M.State) -> Bool)] = []
    private(set) var deadlock: [(Int, @Sendable (M.State) -> Bool)] = []
    /// Recovery is decided only once exploration is complete.
    private let hasRecover: Bool
    private let isEmpty: Bool

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
    var allDecided: Bool {
        !isEmpty && !hasRecover && always.isEmpty && step.isEmpty && reach.isEmpty && deadlock.isEmpty
    }

    mutating func removeDecided(_ status: [PropertyStatus]) {
        always.removeAll { status[$0.0] != .pending }
        step.removeAll { status[$0.0] != .pending }
        reach.removeAll { status[$0.0] != .pending }
        deadlock.removeAll { status[$0.0] != .pending }
    }
}
