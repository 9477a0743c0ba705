import ModelChecking
import Testing

/// A run stopped by a bound says inconclusive and names the bound; it never says holds.
@Suite struct BoundsTests {
    let unreachable = Property<Steps>.valueIsNot(-1)
    let negative = Property<Steps>.reach("negative", "shows a negative number") { $0.value < 0 }

    func verdicts(limit: Int, _ bounds: Bounds) throws -> (CheckResult<Steps>, [String]) {
        let result = try Checker(model: Steps(limit: limit), properties: [unreachable, negative], bounds: bounds).run()
        return (result, result.judgements.map(\.verdict.name))
    }

    @Test func depthBound() throws {
        let (result, names) = try verdicts(limit: 10, Bounds(maxDepth: 3))
        #expect(names == ["inconclusive", "inconclusive"])
        #expect(result.stoppedBy == .depth(3))
        #expect(result.statistics.depth == 3)
        guard case .inconclusive(let bound) = result.judgements[0].verdict else { Issue.record(); return }
        #expect(bound.description == "depth 3")
    }

    @Test func depthBoundThatCutsNothingDecides() throws {
        // Limit 4 reaches depth 4 at most: a bound of 4 stops nothing.
        let (result, names) = try verdicts(limit: 4, Bounds(maxDepth: 4))
        #expect(names == ["holds", "unwitnessed"])
        #expect(result.stoppedBy == nil)
    }

    @Test func statesBound() throws {
        let (result, names) = try verdicts(limit: 10, Bounds(maxStates: 5))
        #expect(names == ["inconclusive", "inconclusive"])
        #expect(result.stoppedBy == .states(5))
        #expect(result.statistics.distinct == 5)
    }

    @Test func timeBound() throws {
        let (result, names) = try verdicts(limit: 200_000, Bounds(maxSeconds: 0))
        #expect(names == ["inconclusive", "inconclusive"])
        #expect(result.stoppedBy == .time(seconds: 0))
        #expect(Bound.time(seconds: 0).description == "time 0 s")
    }

    @Test func memoryBound() throws {
        let (result, names) = try verdicts(limit: 200_000, Bounds(maxMemoryBytes: 4 << 20))
        #expect(names == ["inconclusive", "inconclusive"])
        #expect(result.stoppedBy == .memory(bytes: 4 << 20))
        #expect(result.storageBytes <= 4 << 20)
        #expect(Bound.memory(bytes: 1024).description == "memory 1024 bytes")
    }

    /// The peak is what the run needs: a memory bound of exactly that lets it finish, and one byte
    /// less stops it. It can pass what the engine holds at the end, which no longer counts the
    /// old table of the last growth.
    @Test func thePeakIsTheLeastMemoryBoundThatLetsTheRunFinish() throws {
        let (free, _) = try verdicts(limit: 3_000, Bounds())
        #expect(free.stoppedBy == nil && free.peakBytes >= free.storageBytes)
        let (enough, names) = try verdicts(limit: 3_000, Bounds(maxMemoryBytes: free.peakBytes))
        #expect(enough.stoppedBy == nil && names == ["holds", "unwitnessed"] && enough.peakBytes == free.peakBytes)
        let (short, _) = try verdicts(limit: 3_000, Bounds(maxMemoryBytes: free.peakBytes - 1))
        #expect(short.stoppedBy == .memory(bytes: free.peakBytes - 1))
    }

    /// The baseline is the process's part of the bound: with 3 of 4 MiB taken by it, the engine
    /// stores far fewer states than alone, and holds less.
    @Test func theBaselineCountsTowardTheMemoryBound() throws {
        let (alone, _) = try verdicts(limit: 200_000, Bounds(maxMemoryBytes: 4 << 20))
        var bounds = Bounds(maxMemoryBytes: 4 << 20)
        bounds.baselineBytes = 3 << 20
        let (shared, names) = try verdicts(limit: 200_000, bounds)
        #expect(names == ["inconclusive", "inconclusive"])
        #expect(shared.stoppedBy == .memory(bytes: 4 << 20))
        #expect(shared.storageBytes < alone.storageBytes)
        #expect(shared.statistics.distinct * 3 < alone.statistics.distinct)
    }

    @Test func violationFoundBeforeTheBoundStands() throws {
        let result = try Checker(model: Steps(limit: 10), properties: [.valueIsNot(6), unreachable],
                                 bounds: Bounds(maxDepth: 3)).run()
        #expect(result.judgements.map(\.verdict.name) == ["violated", "inconclusive"])
    }

    @Test func aStepPastTheDepthBoundIsNotJudged() throws {
        // From depth 1 (0) every step leads to depth 2: outside a bound of 1, like its states.
        let noAddThree = Property<Steps>.step("no3", "never +3") { _, action, _ in action != .addThree }
        let bounded = try Checker(model: Steps(limit: 10), properties: [noAddThree], bounds: Bounds(maxDepth: 1)).run()
        #expect(bounded.judgements.map(\.verdict.name) == ["inconclusive"])
        let wider = try Checker(model: Steps(limit: 10), properties: [noAddThree], bounds: Bounds(maxDepth: 2)).run()
        #expect(wider.verdict(of: "no3")?.trace?.actions == [.addThree])
    }

    @Test func recoverIsInconclusiveUnderABound() throws {
        let result = try Checker(model: Link(canBreak: true), properties: [Link.recovers], bounds: Bounds(maxDepth: 2)).run()
        #expect(result.judgements.map(\.verdict.name) == ["inconclusive"])
    }
}

/// The memory bound counts what states point to, through the model's `heapBytes(of:)`.
@Suite struct HeapBytesTests {
    /// `Steps` whose every state claims to point to `bytesPerState` bytes.
    struct HeavySteps: Model {
        var steps: Steps
        var bytesPerState: Int
        var initialStates: [Number] { steps.initialStates }
        func actions(in state: Number, into actions: inout [Steps.Action]) { steps.actions(in: state, into: &actions) }
        func next(after state: Number, on action: Steps.Action) -> Number? { steps.next(after: state, on: action) }
        func heapBytes(of state: Number) -> Int { bytesPerState }
    }

    func run(bytesPerState: Int, workers: Int) throws -> CheckResult<HeavySteps> {
        let model = HeavySteps(steps: Steps(limit: 200_000), bytesPerState: bytesPerState)
        return try Checker(model: model, properties: [.always("any", "anything") { _ in true }], workers: workers,
                           bounds: Bounds(maxMemoryBytes: 8 << 20)).run()
    }

    @Test func heavierStatesStopSoonerAtTheSameCountForOneAndTwoWorkers() throws {
        let light = try run(bytesPerState: 0, workers: 1)
        let heavy = try run(bytesPerState: 100, workers: 1)
        let heavyTwo = try run(bytesPerState: 100, workers: 2)
        #expect(light.stoppedBy == .memory(bytes: 8 << 20) && heavy.stoppedBy == .memory(bytes: 8 << 20))
        #expect(heavy.statistics.distinct < light.statistics.distinct / 2)
        #expect(heavy.statistics == heavyTwo.statistics && heavy.storageBytes == heavyTwo.storageBytes)
        #expect(heavy.storageBytes <= 8 << 20 && heavy.storageBytes >= heavy.statistics.distinct * 100)
    }
}
