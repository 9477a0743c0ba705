import ModelChecking

/// A walk on a grid from (0, 0): right by 1 or 2, up by 1, while x + y is below `limit`. Its
/// state is a `CompactState` (x and y in one word), so the engine stores it packed: with a
/// `recover` property, in a table of positions, and finds the action that reached a state again
/// when it builds a trace; without, in a table of whole hashes that keeps each state's action.
struct Lattice: Model {
    struct State: CompactState, CustomStringConvertible {
        var x: Int
        var y: Int

        init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }

        init(packed: UInt64) {
            x = Int(packed & 0xFFFF_FFFF)
            y = Int(packed >> 32)
        }

        var packed: UInt64 { UInt64(x) | UInt64(y) << 32 }

        var description: String { "(\(x),\(y))" }
    }

    enum Action: Hashable, Sendable { case right, rightTwo, up }

    var limit: Int

    var initialStates: [State] { [State(x: 0, y: 0)] }

    func actions(in state: State, into actions: inout [Action]) {
        guard state.x + state.y < limit else { return }
        actions.append(contentsOf: [.right, .rightTwo, .up])
    }

    func next(after state: State, on action: Action) -> State? {
        switch action {
        case .right: State(x: state.x + 1, y: state.y)
        case .rightTwo: State(x: state.x + 2, y: state.y)
        case .up: State(x: state.x, y: state.y + 1)
        }
    }
}
