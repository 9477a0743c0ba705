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

    /// A world larger than the bound is not measured at all: a count of part of it would mean nothing.
    @Test func aWorldPastTheBoundGivesNoMeasure() throws {
        let options = WorldOptions.quiet { $0.requests = 2 }
        #expect(try RequestSymmetry.measure(options: options, maximumStates: 10) == nil)
        #expect(try RequestSymmetry.measure(options: options, maximumStates: try distinctStates(options)) != nil)
    }

    @Test func oneRequestLeavesNothingToRename() throws {
        let options = WorldOptions.quiet()
        let measure = try #require(try RequestSymmetry.measure(options: options))
        #expect(measure.states == (try distinctStates(options)))
        #expect(measure.renameable == 0)
        #expect(measure.orbits == measure.states)
    }

    /// Two requests sent together, answered in either order: the state where request 1 is answered
    /// and request 2 in flight is request 2 answered and 1 in flight, renamed. The orbits are
    /// counted again here another way: every state, less one for each pair of reachable states
    /// that swapping the two requests maps onto each other (a count that holds only while an
    /// orbit has at most two states: two requests).
    @Test func twoRequestsMergeTheStatesThatDifferOnlyByNumber() throws {
        let options = WorldOptions.quiet { $0.requests = 2 }
        let measure = try #require(try RequestSymmetry.measure(options: options))
        #expect(measure.states == (try distinctStates(options)))
        #expect(measure.renameable > 0)
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        let tally = RequestSymmetry.Tally(world: world)
        let reachable = Set(Self.reachable(world))
        var pairedStates = 0
        for state in reachable {
            for numbers in tally.renamings(of: state) {
                let swapped = tally.renaming(state, numbers)
                #expect(tally.renaming(swapped, numbers) == state, "a swap undone by itself")
                if swapped != state, reachable.contains(swapped) { pairedStates += 1 }
            }
        }
        #expect(pairedStates > 0)
        #expect(measure.orbits == reachable.count - pairedStates / 2)
        // Nothing goes wrong here: from a state and its renaming, every step stays in one orbit.
        #expect(measure.leavingOrbit == 0)
    }

    /// Two requests both waiting for one refresh are retried in slot order, request 1's call
    /// queued first. Swapping them leaves that state alone but not its successor: the step does not
    /// commute exactly (which step clauses of a reduction would need), yet it stays in one orbit,
    /// as both retried requests are alike.
    @Test func aRefreshForTwoWaitingRequestsStaysInTheOrbitWithoutCommuting() throws {
        let options = WorldOptions.quiet {
            $0.requests = 2
            $0.serverEvents = 1
            $0.disturbances = 1
        }
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        let tally = RequestSymmetry.Tally(world: world)
        // The first, in breadth-first order, that the swap leaves alone and whose next effect
        // ends the refresh.
        let waiting = try #require(Self.reachable(world).first { state in
            Array(world.observe(state).client.requests) == [RequestStage.waitingForRefresh, .waitingForRefresh]
                && world.observe(state).client.refreshing && tally.renaming(state, [2, 1]) == state
                && world.next(after: state, on: .perform).map { !world.observe($0).client.refreshing } == true
        })
        let retried = try #require(world.next(after: waiting, on: .perform))
        let swapped = tally.renaming(retried, [2, 1])
        #expect(swapped != retried, "the retries queue in slot order")
        #expect(tally.sameOrbit(retried, swapped))
        let measure = try #require(try RequestSymmetry.measure(options: options))
        #expect(measure.renameable > 0)
        #expect(measure.leavingOrbit == 0)
    }

    /// A crash leaves request 1's call in flight, orphaned; the next process numbers its first
    /// request 1 again. Renamed, the orphaned call is request 2, and the two states' successors
    /// on that request are no renaming of each other: one renaming cannot give number 1 to the
    /// new request and take it from the orphaned call.
    @Test func numbersReusedAfterACrashLeaveTheOrbit() throws {
        let measure = try #require(try RequestSymmetry.measure(options: .quiet {
            $0.requests = 2
            $0.crashes = 1
            $0.disturbances = 1
        }))
        #expect(measure.leavingOrbit > 0)
        #expect(measure.leavingOrbit < measure.states)
        let (state, event) = try #require(measure.firstLeavingOrbit)
        #expect(event == .user(.request))
        #expect(state.fields.calls.contains { $0.orphaned && $0.call.endpoint == .protected(1) })
        #expect(state.fields.client?.requestCount == 0)
    }

    /// Every state the world reaches, breadth first.
    static func reachable(_ world: AuthWorld<ReferenceDesign>) -> [WorldState<ReferenceClient>] {
        WorldPackerTests.reachable(ReferenceDesign(), options: world.options)
    }

    @Test func renamingsKeepTheRunningAppsNumbersAmongThemselves() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.requests = 3 })
        let tally = RequestSymmetry.Tally(world: world)
        #expect(RequestSymmetry.Tally.permutations(of: 3).count == 5)
        #expect(RequestSymmetry.Tally.permutations(of: 1).isEmpty)
        // No app running: any of the three numbers may go anywhere.
        #expect(tally.renamings(of: world.initialStates[0]).count == 5)
        // One request in memory keeps number 1; the other two may swap.
        let oneRequest = try #require(Self.reachable(world).first { $0.fields.client?.requestCount == 1 })
        #expect(tally.renamings(of: oneRequest) == [[1, 3, 2]])
    }
}
