import ModelChecking

/// A counter from 0 that may add 1 or 2, or idle (a step back to the same state), while it is
/// below `limit`: every expanded state has a successor equal to itself, which the engine knows
/// at its parent's position without a lookup, and two paths meet at most numbers, so a chunk of a
/// round holds repeats it finds before asking the store.
struct Idling: Model {
    enum Action: Hashable, Sendable, CustomStringConvertible {
        case addOne, addTwo, idle
        var description: String {
            switch self {
            case .addOne: "+1"
            case .addTwo: "+2"
            case .idle: "idle"
            }
        }
    }

    var limit: Int

    var initialStates: [Number] { [Number(value: 0)] }

    func actions(in state: Number, into actions: inout [Action]) {
        guard state.value < limit else { return }
        actions.append(contentsOf: [.addOne, .addTwo, .idle])
    }

    func next(after state: Number, on action: Action) -> Number? {
        switch action {
        case .addOne: Number(value: state.value + 1)
        case .addTwo: Number(value: state.value + 2)
        case .idle: state
        }
    }
}

extension Property where M == Idling {
    /// Breaks on the step that idles at `value`.
    static func neverIdlesAt(_ value: Int) -> Property {
        .step("idle\(value)", "the counter does not idle at \(value)") { before, action, _ in
            action != .idle || before.value != value
        }
    }
}
