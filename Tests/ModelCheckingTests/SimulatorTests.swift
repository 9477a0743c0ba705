import ModelChecking
import Testing

@Suite struct SimulatorTests {
    let model = Steps(limit: 60)
    let not50 = Property<Steps>.valueIsNot(50)

    @Test func sameSeedSameWalksAndVerdicts() {
        let first = Simulator(model: model, properties: [not50], seed: 7, walks: 20, maxDepth: 40).run()
        let second = Simulator(model: model, properties: [not50], seed: 7, walks: 20, maxDepth: 40).run()
        #expect(first.verdict(of: "not50")?.trace == second.verdict(of: "not50")?.trace)
        #expect(first.steps == second.steps)
        #expect(first.walks == second.walks)
    }

    @Test func violationIsShrunkUntilNoStepIsRemovable() throws {
        let result = Simulator(model: model, properties: [not50], seed: 1, walks: 200, maxDepth: 60).run()
        let trace = try #require(result.verdict(of: "not50")?.trace)
        #expect(result.verdict(of: "not50")?.name == "violated")
        #expect(trace.finalState.value == 50)
        for removed in trace.steps.indices {
            var actions = trace.actions
            actions.remove(at: removed)
            let shorter = model.replay(from: trace.initialState, actions: actions)
            #expect(shorter.flatMap { not50.exhibit(in: $0, of: model) } == nil, "step \(removed + 1) is removable")
        }
    }

    @Test func shrinkerRemovesDetours() throws {
        // Reaches 9 or more at 10, the long way round: 1, 2, 3, 6, 7, 10.
        let actions: [Steps.Action] = [.addOne, .addOne, .addOne, .addThree, .addOne, .addThree, .addThree]
        let belowNine = Property<Steps>.always("below9", "stays below 9") { $0.value < 9 }
        let trace = try #require(model.replay(from: model.initialStates[0], actions: actions))
        let shrunk = Shrinker(model: model, property: belowNine).shrink(trace)
        // The tail after the first violation goes; no chunk of three can go; then the first
        // single step that can go is the first +1.
        #expect(shrunk.actions == [.addOne, .addOne, .addThree, .addOne, .addThree])
        #expect(shrunk.states.map(\.value) == [0, 1, 2, 5, 6, 9])
    }

    @Test func shrinkerLeavesATraceThatCannotShrink() throws {
        let trace = try #require(model.replay(from: model.initialStates[0], actions: [.addThree, .addThree]))
        let shrunk = Shrinker(model: model, property: .valueIsNot(6)).shrink(trace)
        #expect(shrunk == trace)
    }

    @Test func whatAWalkDoesNotFindStaysInconclusive() {
        let backToZero = Property<Steps>.recover("zero", "back to 0", from: { _ in true }, to: { $0.value == 0 })
        let result = Simulator(model: model, properties: [.valueIsNot(-1), backToZero], seed: 3, walks: 5, maxDepth: 10).run()
        #expect(result.judgements.map(\.verdict.name) == ["inconclusive", "inconclusive"])
        guard case .inconclusive(let bound) = result.judgements[0].verdict else { Issue.record(); return }
        #expect(bound.description == "simulation (5 walks of depth 10)")
    }

    @Test func aMemoryBoundTooSmallForAWalkStopsTheWalksInconclusive() {
        // Room for 5 states of a walk: the first walk outgrows it and the run stops there.
        let bytes = 5 * MemoryLayout<TraceStep<Steps>>.stride
        let result = Simulator(
            model: model, properties: [.valueIsNot(-1)], seed: 3, walks: 5, maxDepth: 10, bounds: Bounds(maxMemoryBytes: bytes)).run()
        #expect(result.stoppedBy == .memory(bytes: bytes))
        #expect(result.walks == 1)
        #expect(result.steps == 4)
        #expect(result.judgements[0].verdict.name == "inconclusive")
        guard case .inconclusive(let bound) = result.judgements[0].verdict else { Issue.record(); return }
        #expect(bound == .memory(bytes: bytes))
        // Room for the whole walk: every walk is made.
        let roomy = Simulator(
            model: model, properties: [.valueIsNot(-1)], seed: 3, walks: 5, maxDepth: 10,
            bounds: Bounds(maxMemoryBytes: 10 * MemoryLayout<TraceStep<Steps>>.stride)).run()
        #expect(roomy.stoppedBy == nil)
        #expect(roomy.walks == 5)
    }

    @Test func aSpentTimeBoundStopsTheWalksInconclusive() {
        let result = Simulator(
            model: model, properties: [.valueIsNot(-1)], seed: 3, walks: 5, maxDepth: 10, bounds: Bounds(maxSeconds: 0)).run()
        #expect(result.stoppedBy == .time(seconds: 0))
        #expect(result.walks == 0)
        guard case .inconclusive(let bound) = result.judgements[0].verdict else { Issue.record(); return }
        #expect(bound == .time(seconds: 0))
    }

    @Test func reachIsWitnessedByAShrunkWalk() throws {
        let result = Simulator(model: model, properties: [.reach("r", "shows 9") { $0.value == 9 }], seed: 5, walks: 50, maxDepth: 30).run()
        #expect(result.verdict(of: "r")?.name == "witnessed")
        // 1-minimal, not globally shortest: no single step of it can go and still reach 9.
        #expect(result.verdict(of: "r")?.trace?.actions == [.addOne, .addOne, .addOne, .addThree, .addThree])
    }

    @Test func splitMixMatchesItsPublishedSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        var bounded = SplitMix64(seed: 42)
        let draws = (0..<1000).map { _ in bounded.next(below: 7) }
        #expect(draws.allSatisfy { (0..<7).contains($0) })
        #expect(Set(draws).count == 7)
    }
}
