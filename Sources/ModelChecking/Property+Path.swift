extension Property {
    /// The property's verdict on one path. For `recover`, each state of the path that matches
    /// `from` is searched, breadth first and without the excluded actions, for a way to a state
    /// matching `to`; the first from which there is none is the violation. A search that visits
    /// more than `searchLimit` states without deciding leaves the verdict inconclusive.
    @inlinable
    public func judge(path trace: Trace<M>, of model: M, searchLimit: Int = 200_000) -> PathVerdict {
        switch kind {
        case .always, .step, .deadlockFree:
            return exhibit(in: trace, of: model).map { .violated(step: $0) } ?? .holds
        case .reach:
            return exhibit(in: trace, of: model).map { .witnessed(step: $0) } ?? .unwitnessed
        case .recover(let from, let to, let isExcluded):
            for (index, state) in trace.states.enumerated() where from(state) {
                switch model.reaches(to, from: state, without: isExcluded, limit: searchLimit) {
                case true?: continue
                case false?: return .violated(step: index)
                case nil: return .inconclusive(step: index)
                }
            }
            return .holds
        }
    }
}

extension Model {
    /// Whether a state matching `target` is reachable from `start` by actions that are not
    /// excluded; nil when more than `limit` states were visited without finding one. The set
    /// only answers membership: its order never reaches the search order, which follows
    /// `actions(in:into:)`.
    @inlinable
    func reaches(
        _ target: (State) -> Bool, from start: State, without isExcluded: (Action) -> Bool, limit: Int
    ) -> Bool? {
        var seen: Set<State> = [start]
        var frontier = [start]
        var actions: [Action] = []
        while !frontier.isEmpty {
            var next: [State] = []
            for state in frontier {
                if target(state) { return true }
                actions.removeAll(keepingCapacity: true)
                self.actions(in: state, into: &actions)
                for action in actions where !isExcluded(action) {
                    guard let successor = self.next(after: state, on: action), seen.insert(successor).inserted else {
                        continue
                    }
                    guard seen.count <= limit else { return nil }
                    next.append(successor)
                }
            }
            frontier = next
        }
        return false
    }
}
