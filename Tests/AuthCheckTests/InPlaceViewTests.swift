import AuthCheck
import Testing

/// A team's clause walks an observation's queue, calls and requests in place
/// (`pendingInPlace`, `callsInPlace`, `requestsInPlace`) through `import AuthCheck` alone, and
/// reads what the copies (`pending`, `calls`, `client.requests`) hold, on every state of a reference
/// world and on the after-side of every step into it.
@Suite struct InPlaceViewTests {
    @Test func theViewsReadWhatTheCopiesHoldOnEveryStateAndStep() {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.requests = 2; $0.logouts = 1; $0.crashes = 1 })
        var frontier = world.initialStates
        var seen = Set(frontier)
        var observed = 0, withWork = 0, withCalls = 0, withRequests = 0
        func compare(_ observation: Observation) {
            #expect(Array(observation.pendingInPlace) == Array(observation.pending))
            #expect(Array(observation.callsInPlace) == Array(observation.calls))
            #expect(Array(observation.requestsInPlace) == Array(observation.client.requests))
            // The scans a clause makes, on the view and on the copy.
            let refreshes = observation.callsInPlace.count { $0.call.endpoint == .refresh }
            #expect(refreshes == observation.calls.filter { $0.call.endpoint == .refresh }.count)
            #expect(observation.pendingInPlace.contains { $0.cause == .launch }
                == observation.pending.contains { $0.cause == .launch })
            observed += 1
            if !observation.pendingInPlace.isEmpty { withWork += 1 }
            if !observation.callsInPlace.isEmpty { withCalls += 1 }
            if !observation.requestsInPlace.isEmpty { withRequests += 1 }
        }
        while let state = frontier.popLast() {
            compare(world.observe(state))
            var events: [Event] = []
            world.actions(in: state, into: &events)
            for event in events {
                guard let next = world.next(after: state, on: event) else { continue }
                compare(world.observe(next, after: event, from: state))
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        // The world has queues, calls and requests to read, not only empty slots.
        #expect(observed > 1_000 && withWork > 0 && withCalls > 0 && withRequests > 0,
                "\(observed) \(withWork) \(withCalls) \(withRequests)")
    }
}
