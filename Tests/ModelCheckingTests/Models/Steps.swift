import ModelChecking

/// A counter from 0 that may add 1 or 3 while it is below `limit`, and stops at or past it.
/// Paths of different lengths reach the same numbers, so "shortest" is something to get right.
struct Steps: Model {
    enum Action: Hashable, Sendable, CustomStringConvertible {
        case addOne, addThree
        var description: String { self == .addOne ? "+1" : "+3" }
    }

    var limit: Int
    /// Salt mixed into every state's hash: changes where states sit in the engine's table and
    /// nothing else.
    var salt = 0

    var initialStates: [Number] { [Number(value: 0, salt: salt)] }

    func actions(in state: Number, into actions: inout [Action]) {
        guard state.value < limit else { return }
        actions.append(.addOne)
        actions.append(.addThree)
    }

    func next(after state: Number, on action: Action) -> Number? {
        Number(value: state.value + (action == .addOne ? 1 : 3), salt: salt)
    }
}

extension Property where M == Steps {
    static func valueIsNot(_ forbidden: Int) -> Property {
        .always("not\(forbidden)", "the counter never shows \(forbidden)") { $0.value != forbidden }
    }

    /// Breaks where +3 is taken from an odd number.
    static var threeOnlyFromEven: Property {
        .step("even3", "+3 only from an even number") { before, action, _ in action != .addThree || before.value % 2 == 0 }
    }

    /// Holds: no step adds more than 3.
    static var smallSteps: Property {
        .step("jump", "no step adds more than 3") { before, _, after in after.value - before.value <= 3 }
    }
}
