import AuthModel
import AuthSystems
import ModelChecking
import Testing

/// `authcheck-bench symmetry`'s measure: orbits are counted right, both ways.
@Suite struct RequestSymmetryTests {
    /// The distinct states the plain checker finds in the same world.
    func distinctStates(_ options: WorldOptions) throws -> Int {
        try Checker(model: AuthWorld(design: ReferenceDesign(), options: options), properties: []).run().statistics.distinct
    }

    @Test func oneRequestLeavesNothingToRename() throws {
        let options = WorldOptions.quiet()
        let measure = try RequestSymmetry.measure(options: options)
        #expect(measure.states == (try distinctStates(options)))
        #expect(measure.renameable == 0)
        #expect(measure.orbits == measure.states)
    }

    /// Two requests sent together, answered in either order: the state where request 1 is answered
    /// and request 2 in flight is request 2 answered and 1 in flight, renamed.
    @Test func twoRequestsMergeTheStatesThatDifferOnlyByNumber() throws {
        let options = WorldOptions.quiet { $0.requests = 2 }
        let measure = try RequestSymmetry.measure(options: options)
        #expect(measure.states == (try distinctStates(options)))
        #expect(measure.renameable > 0)
        #expect(measure.orbits < measure.states)
        // An orbit of two requests holds at most two states.
        #expect(measure.orbits * 2 >= measure.states)
        // Nothing goes wrong here, so no refresh gathers waiting requests: renaming commutes.
        #expect(measure.noncommuting == 0)
    }

    /// Revoked on the server, both requests get a 401 and wait for one refresh, which retries
    /// them in slot order: request 1's call queues first, whatever the numbers say. Renaming
    /// leaves that state alone but not the order of its successor's queue, so it is no symmetry.
    @Test func aRefreshRetryingInSlotOrderBreaksTheSymmetry() throws {
        let measure = try RequestSymmetry.measure(options: .quiet {
            $0.requests = 2
            $0.serverEvents = 1
            $0.disturbances = 1
        })
        #expect(measure.noncommuting > 0)
        #expect(measure.noncommuting < measure.states)
        let (state, event) = try #require(measure.firstNoncommuting)
        #expect(event == .perform)
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet())
        #expect(Array(world.observe(state).client.requests) == [RequestStage.waitingForRefresh, .waitingForRefresh])
    }

    @Test func renamingTwoRequestsTwiceGivesTheStateBack() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.requests = 2 })
        let tally = RequestSymmetry.Tally(world: world)
        var renamed = 0
        var seen = Set(world.initialStates)
        var frontier = world.initialStates
        var events: [Event] = []
        while let state = frontier.popLast() {
            if state.fields.client?.requestCount == 2 {
                let swapped = try #require(tally.renaming(state, [2, 1]))
                #expect(tally.renaming(swapped, [2, 1]) == state)
                if swapped != state { renamed += 1 }
            }
            events.removeAll()
            world.actions(in: state, into: &events)
            for successor in events.compactMap({ world.next(after: state, on: $0) }) where seen.insert(successor).inserted {
                frontier.append(successor)
            }
        }
        #expect(renamed > 0)
        #expect(tally.permutations(of: 3).count == 5)
        #expect(tally.permutations(of: 1).isEmpty)
    }
}
