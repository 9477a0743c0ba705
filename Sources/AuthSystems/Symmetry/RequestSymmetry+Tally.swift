import AuthModel
import Foundation

extension RequestSymmetry {
    /// The states seen so far, and the counts; called by one worker, one state at a time.
    package final class Tally: @unchecked Sendable {
        package typealias State = WorldState<ReferenceClient>
        let world: AuthWorld<ReferenceDesign>
        /// Every permutation of 1 to the world's bound on requests but the identity, worked out once.
        let permutations: [[UInt8]]
        /// The states visited so far, exactly: only membership is asked, so its order reaches nothing.
        private var seen = Set<State>()
        private let lock = NSLock()
        private(set) var measure = Measure()
        private var events: [Event] = []
        private var renamedEvents: [Event] = []

        package init(world: AuthWorld<ReferenceDesign>) {
            self.world = world
            permutations = Self.permutations(of: world.options.requests)
        }

        package func visit(_ state: State) {
            lock.lock()
            defer { lock.unlock() }
            measure.states += 1
            var others = 0
            var known = false
            var leaving: Event?? = nil
            for numbers in renamings(of: state) {
                let renamed = renaming(state, numbers)
                if leaving == nil, let event = stepLeavingOrbit(from: state, renamed) { leaving = event }
                guard renamed != state else { continue }
                others += 1
                if seen.contains(renamed) { known = true }
            }
            if others > 0 { measure.renameable += 1 }
            if let leaving {
                measure.leavingOrbit += 1
                if measure.firstLeavingOrbit == nil { measure.firstLeavingOrbit = (state, leaving) }
            }
            if !known { measure.orbits += 1 }
            seen.insert(state)
        }

        /// Whether `state` and its renaming `renamed` step alike: they offer the same events (which
        /// name slots, never requests), and each leads to two states of one orbit. Returns the
        /// first event that does not (`.some(nil)` when the events differ), or nil. A renaming
        /// that leaves the state unchanged passes: its successors are one state.
        private func stepLeavingOrbit(from state: State, _ renamed: State) -> Event?? {
            events.removeAll(keepingCapacity: true)
            renamedEvents.removeAll(keepingCapacity: true)
            world.actions(in: state, into: &events)
            world.actions(in: renamed, into: &renamedEvents)
            guard events == renamedEvents else { return .some(nil) }
            for event in events {
                let successor = world.next(after: state, on: event)
                let renamedSuccessor = world.next(after: renamed, on: event)
                switch (successor, renamedSuccessor) {
                case (nil, nil): continue
                case (let successor?, let renamedSuccessor?) where sameOrbit(successor, renamedSuccessor): continue
                case (nil, _), (_, nil), (_?, _?): return .some(event)
                }
            }
            return nil
        }

        /// Whether some renaming of `state` (the identity included) is `other`.
        package func sameOrbit(_ state: State, _ other: State) -> Bool {
            state == other
                || renamings(of: state).contains { renaming(state, $0) == other }
        }

        /// Every renaming of `state`'s requests but the identity: a permutation of the numbers 1
        /// to the world's bound on requests (which counts every process's, so no number is higher),
        /// that keeps the running app's numbers among themselves, as its dense slots need. Calls
        /// of an earlier process, orphaned by a crash, are renamed with the same numbers.
        package func renamings(of state: State) -> [[UInt8]] {
            let running = state.fields.client?.requestCount ?? 0
            precondition(running <= world.options.requests, "more requests in memory than the world's bound")
            return permutations.filter { numbers in
                numbers.prefix(running).allSatisfy { Int($0) <= running }
            }
        }

        /// Every permutation of 1 through `count` but the identity.
        package static func permutations(of count: Int) -> [[UInt8]] {
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

        /// `state` with its requests renamed: its memory's (`ReferenceClient.renumberingRequests`),
        /// and the calls and queued effects that name them, with the causes and the device's
        /// records of why something happened.
        package func renaming(_ state: State, _ numbers: [UInt8]) -> State {
            var fields = state.fields
            fields.client = fields.client.map { $0.renumberingRequests(Array(numbers.prefix($0.requestCount))) }
            fields.device.failedTokenDelete = fields.device.failedTokenDelete.map { renaming($0, numbers) }
            var failedSaves = FailedSaves()
            for failed in fields.device.failedSaves.records {
                if let renamed = FailedSave(failing: renaming(failed.cause, numbers), at: failed.store, failed.key) {
                    failedSaves.record(renamed)
                }
            }
            fields.device.failedSaves = failedSaves
            fields.device.promptCause = fields.device.promptCause.map { renaming($0, numbers) }
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

        /// A number past the renaming's keeps its number. A call of an earlier process is renamed
        /// with the running one's numbers when it has one of them: numbers are labels, and a
        /// renaming relabels every one alike.
        func renaming(_ endpoint: Endpoint, _ numbers: [UInt8]) -> Endpoint {
            guard case .protected(let number) = endpoint, Int(number) <= numbers.count else { return endpoint }
            return .protected(numbers[Int(number) - 1])
        }
    }
}
