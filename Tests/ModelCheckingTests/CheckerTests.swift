import ModelChecking
import Testing

/// Every property kind on a small model where it holds and on one where it breaks, with the
/// exact shortest trace.
@Suite struct CheckerTests {
    func run<M: Model>(_ model: M, _ properties: [Property<M>], bounds: Bounds = .none) throws -> CheckResult<M> {
        try Checker(model: model, properties: properties, bounds: bounds).run()
    }

    @Test func countsFollowTLC() throws {
        // 0 →(+1) 1, →(+3) 3; 1 → 2, 4; 3 → 4, 6; 2 → 3, 5; 4, 5, 6 stop.
        let result = try run(Steps(limit: 4), [])
        #expect(result.statistics == Statistics(generated: 9, distinct: 7, depth: 4))
        #expect(result.stoppedBy == nil)
    }

    @Test func alwaysHolds() throws {
        let result = try run(Steps(limit: 4), [.valueIsNot(100)])
        #expect(result.judgements.map(\.verdict.name) == ["holds"])
    }

    @Test func alwaysViolatedWithShortestTrace() throws {
        // 6 is 1+1+1+3, 3+3, …: the shortest is two steps.
        let result = try run(Steps(limit: 10), [.valueIsNot(6)])
        let trace = try #require(result.verdict(of: "not6")?.trace)
        #expect(result.verdict(of: "not6")?.name == "violated")
        #expect(trace.actions == [.addThree, .addThree])
        #expect(trace.states.map(\.value) == [0, 3, 6])
    }

    @Test func alwaysViolatedInAnInitialState() throws {
        let result = try run(Steps(limit: 10), [.valueIsNot(0)])
        let trace = try #require(result.verdict(of: "not0")?.trace)
        #expect(trace.steps.isEmpty)
        #expect(trace.initialState.value == 0)
    }

    @Test func stepHoldsAndIsViolatedWithShortestTrace() throws {
        let (noThreeFromOdd, bigJumps) = (Property<Steps>.threeOnlyFromEven, Property<Steps>.smallSteps)
        let result = try run(Steps(limit: 10), [noThreeFromOdd, bigJumps])
        // From 1 (reached by +1) the first +3 comes from an odd number; 3+3 is as short but later.
        #expect(result.verdict(of: "even3")?.trace?.actions == [.addOne, .addThree])
        #expect(result.verdict(of: "jump")?.name == "holds")
    }

    @Test func reachWitnessedWithShortestTraceOrUnwitnessed() throws {
        let five = Property<Steps>.reach("five", "the counter shows 5") { $0.value == 5 }
        let hundred = Property<Steps>.reach("hundred", "the counter shows 100") { $0.value == 100 }
        let result = try run(Steps(limit: 10), [five, hundred])
        #expect(result.verdict(of: "five")?.name == "witnessed")
        #expect(result.verdict(of: "five")?.trace?.actions == [.addOne, .addOne, .addThree])
        #expect(result.verdict(of: "hundred")?.name == "unwitnessed")
    }

    @Test func deadlockFoundWithShortestTraceUnlessAnEndState() throws {
        let anyStop = Property<Steps>.deadlockFree("deadlock", "the counter never stops")
        let acceptedStop = Property<Steps>.deadlockFree("ends", "it stops only at the limit") { $0.value >= 4 }
        let result = try run(Steps(limit: 4), [anyStop, acceptedStop])
        // Level 2 is 2, 4, 6 in that order; 4 is the first that stops.
        #expect(result.verdict(of: "deadlock")?.trace?.actions == [.addOne, .addThree])
        #expect(result.verdict(of: "ends")?.name == "holds")
    }

    @Test func recoverHolds() throws {
        let result = try run(Link(), [Link.recovers])
        #expect(result.verdict(of: "recover")?.name == "holds")
    }

    @Test func recoverViolatedWithShortestTraceToAStuckState() throws {
        let result = try run(Link(canBreak: true), [Link.recovers])
        let trace = try #require(result.verdict(of: "recover")?.trace)
        #expect(result.verdict(of: "recover")?.name == "violated")
        // Offline can still restore; broken comes back only through logout and a new login.
        #expect(trace.actions == [.drop, .breakDown])
    }

    @Test func recoverPropertiesInOneRunKeepTheirOwnExclusions() throws {
        // With login allowed, even a broken link comes back; without it, it does not.
        let withLogin = Property<Link>.recover(
            "any", "comes back somehow", from: { $0 == .offline || $0 == .broken }, to: { $0 == .online })
        let result = try run(Link(canBreak: true), [Link.recovers, withLogin])
        #expect(result.verdict(of: "recover")?.trace?.actions == [.drop, .breakDown])
        #expect(result.verdict(of: "any")?.name == "holds")
    }

    @Test func everyPropertyIsJudgedInOneRun() throws {
        let properties: [Property<Steps>] = [
            .valueIsNot(6), .reach("five", "shows 5") { $0.value == 5 }, .deadlockFree("deadlock", "never stops"),
        ]
        let result = try run(Steps(limit: 10), properties)
        #expect(result.judgements.map(\.property.id) == ["not6", "five", "deadlock"])
        #expect(result.judgements.map(\.verdict.name) == ["violated", "witnessed", "violated"])
        #expect(result.stoppedDecided)
    }
}
