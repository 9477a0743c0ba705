import ModelChecking
import Synchronization

/// `Steps` with its states packed by a packer of its own (`PackingModel`): each number is
/// interned in a table and a state is stored as its number. Results must be those of `Steps`.
struct InternedSteps: PackingModel {
    var steps: Steps

    var initialStates: [Number] { steps.initialStates }

    func actions(in state: Number, into actions: inout [Steps.Action]) { steps.actions(in: state, into: &actions) }

    func next(after state: Number, on action: Steps.Action) -> Number? { steps.next(after: state, on: action) }

    func makePacker() -> Packer { Packer() }

    /// Interns numbers; each costs `bytesPerValue` once a stored state claims it.
    final class Packer: StatePacker {
        static let bytesPerValue = 100
        let table = Mutex<(values: [Number], numbers: [Number: UInt64], claimed: [Bool])>(([], [:], []))

        func pack(_ state: Number) -> UInt64 {
            table.withLock { table in
                if let known = table.numbers[state] { return known }
                let number = UInt64(table.values.count)
                table.values.append(state)
                table.numbers[state] = number
                table.claimed.append(false)
                return number
            }
        }

        func unpack(_ packed: UInt64) -> Number { table.withLock { $0.values[Int(packed)] } }

        func claim(_ packed: UInt64) -> Int {
            table.withLock { table in
                defer { table.claimed[Int(packed)] = true }
                return table.claimed[Int(packed)] ? 0 : Self.bytesPerValue
            }
        }

        func unclaimedBytes(_ packed: UInt64) -> Int {
            table.withLock { $0.claimed[Int(packed)] ? 0 : Self.bytesPerValue }
        }
    }
}
