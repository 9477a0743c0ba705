/// One worker's predicates of the properties still undecided, grouped by what they are judged
/// on, so the hot loop touches only what can still change. `@inlinable` with the checker's loop.
@usableFromInline
struct PendingProperties<M: Model> {
    @usableFromInline var always: [StatePredicate<M>] = []
    @usableFromInline var step: [StepPredicate<M>] = []
    @usableFromInline var reach: [StatePredicate<M>] = []
    @usableFromInline var deadlock: [StatePredicate<M>] = []
    /// Recovery is decided only once exploration is complete, from the edges and the `from`/`to`
    /// bits recorded while exploring: these are never removed.
    @usableFromInline var recover: [RecoverCondition<M>] = []
    /// Whether the panel answers some recover condition: it is then asked about every new state.
    @usableFromInline var panelJudgesRecover = false
    /// The panel that judges the members below, asked once per state or step for all of them.
    @usableFromInline var panel: PropertyPanel<M>?
    /// Its `always` members (`deciding` false: broken when the bit is clear) and `reach` members
    /// (`deciding` true: witnessed when it is set).
    @usableFromInline var panelState: [(number: Int, member: Int, deciding: Bool)] = []
    @usableFromInline var panelStep: [(number: Int, member: Int)] = []
    @usableFromInline let isEmpty: Bool

    @inlinable
    init(_ properties: [Property<M>]) {
        for (number, property) in properties.enumerated() {
            if let (panel, member) = property.panel {
                precondition(self.panel.map { $0 === panel } ?? true, "one panel per list of properties")
                self.panel = panel
                switch property.kind {
                case .always: panelState.append((number, member, false))
                case .reach: panelState.append((number, member, true))
                case .step: panelStep.append((number, member))
                case .recover(let from, let to, let without):
                    guard let recovered = property.recoveredMember else { preconditionFailure("a recover member without its to member") }
                    recover.append(
                        RecoverCondition(number: number, from: from, to: to, without: without, members: (member, recovered)))
                    panelJudgesRecover = true
                case .deadlockFree: preconditionFailure("a deadlock property does not join a panel")
                }
                continue
            }
            switch property.kind {
            case .always(let holds): always.append(StatePredicate(number: number, test: holds))
            case .step(let holds): step.append(StepPredicate(number: number, test: holds))
            case .reach(let isWitness): reach.append(StatePredicate(number: number, test: isWitness))
            case .deadlockFree(let isEnd): deadlock.append(StatePredicate(number: number, test: isEnd))
            case .recover(let from, let to, let without):
                recover.append(RecoverCondition(number: number, from: from, to: to, without: without))
            }
        }
        precondition(recover.count <= 64, "at most 64 recover properties in one run")
        self.isEmpty = properties.isEmpty
    }

    @inlinable var hasRecover: Bool { !recover.isEmpty }

    /// True when nothing more can be learnt by exploring further.
    @inlinable
    var allDecided: Bool {
        !isEmpty && !hasRecover && always.isEmpty && step.isEmpty && reach.isEmpty && deadlock.isEmpty
            && panelState.isEmpty && panelStep.isEmpty
    }

    /// Drops what is decided; called only when a verdict changed, not once per state.
    @inlinable
    mutating func removeDecided(_ status: [PropertyStatus]) {
        always.removeAll { !status[$0.number].isPending }
        step.removeAll { !status[$0.number].isPending }
        reach.removeAll { !status[$0.number].isPending }
        deadlock.removeAll { !status[$0.number].isPending }
        panelState.removeAll { !status[$0.number].isPending }
        panelStep.removeAll { !status[$0.number].isPending }
    }

    /// The `from` bits (low half of the words) and `to` bits (high half) of `state`, one per
    /// recover condition, into `words`: read from `verdicts`, the panel's answers on `state`,
    /// for a condition the panel answers, else from the condition's own closures.
    @inlinable
    func recoverBits(of state: M.State, verdicts: PanelVerdicts, into words: UnsafeMutableBufferPointer<UInt64>) {
        for index in words.indices { words[index] = 0 }
        recover.withUnsafeBufferPointer { conditions in
            for bit in conditions.indices {
                let toBit = conditions.count + bit
                let (from, to) = conditions.withUnretained(bit) { condition in
                    if let members = condition.members {
                        (verdicts[members.from], verdicts[members.to])
                    } else {
                        (condition.from(state), condition.to(state))
                    }
                }
                if from { words[bit >> 6] |= 1 << UInt64(bit & 63) }
                if to { words[toBit >> 6] |= 1 << UInt64(toBit & 63) }
            }
        }
    }

    /// The recover conditions that permit `action`, one bit each.
    @inlinable
    func permits(_ action: M.Action) -> UInt64 {
        // By index through the buffer, each condition unretained: the array's list stays
        // unchanged during the loop, so it keeps every condition alive.
        recover.withUnsafeBufferPointer { conditions in
            var mask: UInt64 = 0
            for bit in conditions.indices
            where !conditions.withUnretained(bit, { $0.without(action) }) {
                mask |= 1 << UInt64(bit)
            }
            return mask
        }
    }
}
