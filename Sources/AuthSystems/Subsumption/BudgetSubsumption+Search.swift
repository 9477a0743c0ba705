import ModelChecking

extension BudgetSubsumption {
    /// One measure's breadth-first search, level by level.
    struct Search<M: Model, Rest: Hashable> {
        let model: M
        let split: (M.State) -> (rest: Rest, counts: [UInt8])
        let join: (Rest, [UInt8]) -> M.State
        /// By rest, the counts of the kept states no other kept state covers: only looked up.
        /// The states themselves are not kept (`join` makes one again when a check needs it),
        /// which halves what a measure holds.
        var kept: [Rest: [[UInt8]]] = [:]
        var measure = Measure<M.State, M.Action>()
        /// Scratch lists of events, reused so that a step allocates none: the expanded state's,
        /// and a checked state's and its covering state's.
        var actions: [M.Action] = []
        var checkedActions: [M.Action] = []
        var coveringActions: [M.Action] = []

        init(
            model: M, split: @escaping (M.State) -> (rest: Rest, counts: [UInt8]),
            join: @escaping (Rest, [UInt8]) -> M.State
        ) {
            self.model = model
            self.split = split
            self.join = join
        }

        /// Whether every count of `counts` is at least `other`'s.
        static func covers(_ counts: [UInt8], _ other: [UInt8]) -> Bool {
            precondition(counts.count == other.count, "split gave two states counts of different lengths")
            return zip(counts, other).allSatisfy { $0 >= $1 }
        }

        /// Runs the search; false, stopping there, once it would keep more than `maximumStates`
        /// states.
        mutating func run(maximumStates: Int) -> Bool {
            var level: [M.State] = []
            for state in model.initialStates where visit(state) {
                guard measure.kept <= maximumStates else { return false }
                level.append(state)
            }
            while !level.isEmpty {
                measure.depth += 1
                var next: [M.State] = []
                for state in level {
                    actions.removeAll(keepingCapacity: true)
                    model.actions(in: state, into: &actions)
                    for action in actions {
                        guard let successor = model.next(after: state, on: action), visit(successor) else { continue }
                        guard measure.kept <= maximumStates else { return false }
                        next.append(successor)
                    }
                }
                level = next
            }
            return true
        }

        /// Keeps `state` unless a kept state covers it; true when kept.
        mutating func visit(_ state: M.State) -> Bool {
            let (rest, counts) = split(state)
            assert(join(rest, counts) == state, "join is not the inverse of split")
            if let covering = kept[rest]?.first(where: { Self.covers($0, counts) }) {
                if covering != counts {
                    measure.covered += 1
                    check(state, coveredBy: join(rest, covering))
                }
                return false
            }
            kept[rest, default: []].removeAll { Self.covers(counts, $0) }
            kept[rest, default: []].append(counts)
            measure.kept += 1
            return true
        }

        /// Counts `state` in `notSimulated` unless `covering` can take each of its steps.
        mutating func check(_ state: M.State, coveredBy covering: M.State) {
            checkedActions.removeAll(keepingCapacity: true)
            coveringActions.removeAll(keepingCapacity: true)
            model.actions(in: state, into: &checkedActions)
            model.actions(in: covering, into: &coveringActions)
            for action in checkedActions {
                guard let successor = model.next(after: state, on: action) else { continue }
                let offered = coveringActions.contains(action)
                if offered, let coveringSuccessor = model.next(after: covering, on: action) {
                    let (rest, counts) = split(successor)
                    let (coveringRest, coveringCounts) = split(coveringSuccessor)
                    if rest == coveringRest && Self.covers(coveringCounts, counts) { continue }
                }
                measure.notSimulated += 1
                if measure.firstNotSimulated == nil {
                    measure.firstNotSimulated = (state, covering, action, offered)
                }
                return
            }
        }
    }
}
