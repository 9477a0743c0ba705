import AuthModel
import Foundation

extension RequestSymmetry {
    /// The states seen so far, and the counts; called by one worker, one state at a time.
    package final class Tally: @unchecked Sendable {
        package typealias State = WorldState<ReferenceClient>
        let world: AuthWorld<ReferenceDesign>
        private var seen = Set<Int>()
        private let lock = NSLock()
        private(set) var measure = Measure()
        private var events: [Event] = []
        private var renamedEvents: [Event] = []

        package init(world: AuthWorld<ReferenceDesign>) {
            self.world = world
        }

        package func visit(_ state: State) {
            lock.lock()
            defer { lock.unlock() }
            measure.states += 1
            var renamings = 0
            var known = false
            var noncommuting = false
            for numbers in permutations(of: state.fields.client?.requestCount ?? 0) {
                guard let renamed = renaming(state, numbers) else { preconditionFailure("a state's own requests rename") }
                // A state its renaming leaves alone must still have renamed successors.
                if !commutes(state, renamed, numbers) { noncommuting = true }
                guard renamed != state else { continue }
                renamings += 1
                if seen.contains(renamed.hashValue) { known = true }
            }
            if renamings > 0 { measure.renameable += 1 }
            if noncommuting { measure.noncommuting += 1 }
            if !known { measure.orbits += 1 }
            seen.insert(state.hashValue)
        }

        /// Whether renaming commutes with every step from `state`: the renamed state offers the
        /// same events (they name slots, never requests), and each leads to the renamed successor.
        /// A symmetry reduction is sound only where it does.
        package func commutes(_ state: State, _ renamed: State, _ numbers: [UInt8]) -> Bool {
            events.removeAll(keepingCapacity: true)
            renamedEvents.removeAll(keepingCapacity: true)
            world.actions(in: state, into: &events)
            world.actions(in: renamed, into: &renamedEvents)
            guard events == renamedEvents else {
                if measure.firstNoncommuting == nil { measure.firstNoncommuting = (state, nil) }
                return false
            }
            for event in events
            where world.next(after: renamed, on: event) != world.next(after: state, on: event).flatMap({ renaming($0, numbers) }) {
                if measure.firstNoncommuting == nil { measure.firstNoncommuting = (state, event) }
                return false
            }
            return true
        }

        /// Every permutation of 1 through `count` but the identity.
        package func permutations(of count: Int) -> [[UInt8]] {
            guard count > 1 else { return [] }
            var result: [[UInt8]] = [[]]
            for number in 1...UInt8(count) {
                result = result.flatMap { partial in
                    (0...partial.count).map { place in
                        var next = partial
                        next.insert(number, at: place)
                        return next
                    }
                }
            }
            return result.filter { $0 != Array(1...UInt8(count)) }
        }

        /// `state` with its requests renamed (`ReferenceClient.renumberingRequests`), or nil when
        /// its memory cannot show the renaming.
        package func renaming(_ state: State, _ numbers: [UInt8]) -> State? {
            var fields = state.fields
            if let client = fields.client {
                guard let renamed = client.renumberingRequests(numbers) else { return nil }
                fields.client = renamed
            }
            for index in fields.calls.indices {
                fields.calls[index].call = renaming(fields.calls[index].call, numbers)
                fields.calls[index].cause = renaming(fields.calls[index].cause, numbers)
            }
            for index in fields.pending.indices {
                if case .send(let call) = fields.pending[index].effect {
                    fields.pending[index].effect = .send(renaming(call, numbers))
                }
                fields.pending[index].cause = renaming(fields.pending[index].cause, numbers)
            }
            return State(fields)
        }

        func renaming(_ call: Call, _ numbers: [UInt8]) -> Call {
            var call = call
            call.endpoint = renaming(call.endpoint, numbers)
            return call
        }

        func renaming(_ cause: Cause, _ numbers: [UInt8]) -> Cause {
            guard case .response(let endpoint, let response) = cause else { return cause }
            return .response(renaming(endpoint, numbers), response)
        }

        /// A request beyond the memory's count (a call of an earlier process) keeps its number.
        func renaming(_ endpoint: Endpoint, _ numbers: [UInt8]) -> Endpoint {
            guard case .protected(let number) = endpoint, Int(number) <= numbers.count else { return endpoint }
            return .protected(numbers[Int(number) - 1])
        }
    }
}
