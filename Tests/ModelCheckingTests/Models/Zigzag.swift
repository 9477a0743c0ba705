import ModelChecking

/// A chain of `length` nodes whose only way forward is `walk`, reached from the start by jumps
/// that give the odd nodes the first positions and the even ones the last: every step along the
/// chain turns back in exploration order, the case where the recover analysis's sweeps do not
/// settle and it reverses the edges. With `brokenAt`, that node cannot walk on.
struct Zigzag: Model {
    enum Action: Hashable, Sendable { case jump(Int), walk }

    var length = 60
    var brokenAt: Int?

    var initialStates: [Int] { [0] }

    func actions(in state: Int, into actions: inout [Action]) {
        if state == 0 {
            actions.append(contentsOf: stride(from: 1, through: length, by: 2).map(Action.jump))
            actions.append(contentsOf: stride(from: 2, through: length, by: 2).map(Action.jump))
        } else if state < length, state != brokenAt {
            actions.append(.walk)
        }
    }

    func next(after state: Int, on action: Action) -> Int? {
        switch action {
        case .jump(let node): state == 0 ? node : nil
        case .walk: state > 0 && state < length && state != brokenAt ? state + 1 : nil
        }
    }

    var reachesTheEnd: Property<Zigzag> {
        let length = length
        return .recover(
            "end", "every node can walk to the last", from: { $0 != 0 }, to: { $0 == length },
            without: { if case .jump = $0 { true } else { false } })
    }

    /// Only the node before the last must reach it: the first sweeps decide that, though they
    /// do not settle the rest.
    var lastStepReachesTheEnd: Property<Zigzag> {
        let length = length
        return .recover(
            "last", "the node before the last can walk to it", from: { $0 == length - 1 }, to: { $0 == length },
            without: { if case .jump = $0 { true } else { false } })
    }
}
