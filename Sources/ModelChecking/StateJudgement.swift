/// What judging one contiguous chunk of newly stored states found: the first state (lowest
/// position) breaking each `always` property and witnessing each `reach` property, with each
/// state's recover bits written beside. One worker fills it with its own predicates.
@usableFromInline
struct StateJudgement {
    @usableFromInline var alwaysBreaks: [(number: Int, position: Int)] = []
    @usableFromInline var witnesses: [(number: Int, position: Int)] = []
    /// Scratch for the panel's answers.
    @usableFromInline var verdicts = PanelVerdicts(memberCount: 0)

    @inlinable init() {}

    /// Judges the states at `positions`, `states[position - firstPosition]` each; writes their
    /// recover bits to `bits`, whose first word belongs to position `firstPosition`.
    @inlinable
    mutating func judge<M: Model>(
        _ positions: Range<Int>, states: [M.State], pending: PendingProperties<M>,
        bits: UnsafeMutableBufferPointer<UInt64>, wordsPerState: Int, firstPosition: Int
    ) {
        alwaysBreaks.removeAll(keepingCapacity: true)
        witnesses.removeAll(keepingCapacity: true)
        guard !pending.always.isEmpty || !pending.reach.isEmpty || !pending.panelState.isEmpty || pending.hasRecover
        else { return }
        var alwaysBroken = [Bool](repeating: false, count: pending.always.count)
        var witnessed = [Bool](repeating: false, count: pending.reach.count)
        var panelDecided = [Bool](repeating: false, count: pending.panelState.count)
        let panel = pending.panelState.isEmpty && !pending.panelJudgesRecover ? nil : pending.panel
        if let panel, verdicts.words.count * 64 < panel.memberCount { verdicts = PanelVerdicts(memberCount: panel.memberCount) }
        var watch = PanelWatch(wordCount: verdicts.words.count)
        for (_, member, deciding) in pending.panelState { watch.watch(member, decidedWhen: deciding) }
        for position in positions {
            let state = states[position - firstPosition]
            pending.always.withUnsafeBufferPointer { always in
                for index in always.indices where !alwaysBroken[index] && !always.withUnretained(index, { $0.test(state) }) {
                    alwaysBroken[index] = true
                    alwaysBreaks.append((always[index].number, position))
                }
            }
            pending.reach.withUnsafeBufferPointer { reach in
                for index in reach.indices where !witnessed[index] && reach.withUnretained(index, { $0.test(state) }) {
                    witnessed[index] = true
                    witnesses.append((reach[index].number, position))
                }
            }
            if let panel {
                panel.judgeState(state, &verdicts)
                if watch.decidesAny(verdicts) {
                    for (index, (property, member, deciding)) in pending.panelState.enumerated()
                    where !panelDecided[index] && verdicts[member] == deciding {
                        panelDecided[index] = true
                        watch.unwatch(member, decidedWhen: deciding)
                        if deciding { witnesses.append((property, position)) } else { alwaysBreaks.append((property, position)) }
                    }
                }
            }
            if pending.hasRecover {
                let start = (position - firstPosition) * wordsPerState
                pending.recoverBits(
                    of: state, verdicts: verdicts, into: UnsafeMutableBufferPointer(rebasing: bits[start..<start + wordsPerState]))
            }
        }
    }
}
