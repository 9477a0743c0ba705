@testable import ModelChecking
import Testing

/// A store whose table holds whole hashes keeps a state's key only until the state is expanded,
/// keeps its action index instead, and grows its table by doublings; traces still replay to
/// the states explored. A store of positions keeps every key and grows by quarters.
@Suite struct ForgottenKeysTests {
    typealias Word = WholeHashTableTests.Word
    typealias Store = StateStore<PackedStates<Word, Word>>

    static var page: Int { ChunkedBuffer<UInt64>.pageSize }

    /// Forgetting frees the key pages wholly before the cursor and no others; a forgotten
    /// position then answers whether a state was stored at all, a live one whether it is the
    /// state there. A table of positions forgets nothing: its lookups read the keys.
    @Test(arguments: [false, true]) func aWholeHashStoreForgetsTheKeysBeforeTheCursor(locating: Bool) {
        var store = Store(keying: PackedStates(salt: 5), locatesStoredStates: locating)
        let count = 2 * Self.page + 100
        for value in 0..<UInt64(count) {
            _ = store.insert(Word(value * 3), parent: value == 0 ? Store.root : 0, actionIndex: UInt16(value % 7))
        }
        #expect(store.recordsActionIndices == !locating)
        let before = store.reservedBytes
        store.forgetKeys(before: 2 * Self.page - 1)
        #expect(store.keys.firstLiveIndex == (locating ? 0 : Self.page))
        #expect(before - store.reservedBytes == (locating ? 0 : Self.page * MemoryLayout<UInt64>.stride))
        // Position 10 held the word 30, now forgotten where the table holds whole hashes.
        let (itself, another, unstored) = (store.holds(Word(30), at: 10), store.holds(Word(33), at: 10),
                                           store.holds(Word(31), at: 10))
        #expect(itself && another == !locating && !unstored)
        // A live position is compared whole.
        let live = Self.page + 5
        let (liveItself, liveAnother) = (store.holds(Word(UInt64(live) * 3), at: live), store.holds(Word(30), at: live))
        #expect(liveItself && !liveAnother)
        if !locating { #expect(store.actionIndices[live] == UInt16(live % 7)) }
        store.checkInvariants()
    }

    /// By doublings for whole hashes, by a quarter to a seventh for positions.
    @Test(arguments: [false, true]) func aWholeHashTableGrowsByDoublings(locating: Bool) {
        var store = Store(keying: PackedStates(salt: 5), locatesStoredStates: locating)
        var sizes = [store.slotCount]
        for value in 0..<UInt64(7000) {
            _ = store.insert(Word(value), parent: Store.root, actionIndex: 0)
            if store.slotCount != sizes.last { sizes.append(store.slotCount) }
        }
        #expect(sizes == (locating
            ? [1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096, 5120, 6144, 7168, 8192, 10240]
            : [1024, 2048, 4096, 8192, 16384]))
        #expect(sizes.last == Store.slotCount(holding: 7000, byDoubling: !locating))
    }

    /// A walk up the grid's left edge, found broken early in a run that goes on to store over
    /// two pages of states (a `reach` it never witnesses keeps it going), so that the key of
    /// every state on the path is forgotten when the trace is built. The trace goes up, as
    /// exploration did: recomputing each action from the parent (the first whose successor is the
    /// state) would take the first action to any visited state, `right`, and miss it.
    @Test func aTraceThroughForgottenStatesReplaysTheActionsTaken() throws {
        let model = Lattice(limit: 520)
        let properties: [Property<Lattice>] = [
            .always("low", "y stays below 5") { $0.y < 5 },
            .reach("never", "x is negative") { $0.x < 0 },
        ]
        for workers in [1, 2] {
            let result = try Checker(model: model, properties: properties, workers: workers).run()
            #expect(result.statistics.distinct > 2 * Self.page)
            guard case .violated(let trace) = result.judgements[0].verdict else {
                Issue.record("y reached 5 and was not reported: \(result.judgements[0].verdict)")
                continue
            }
            #expect(trace.steps.map(\.action) == Array(repeating: .up, count: 5))
            #expect(trace.finalState.y == 5 && trace.finalState.x == 0)
            guard case .unwitnessed = result.judgements[1].verdict else {
                Issue.record("x went negative: \(result.judgements[1].verdict)")
                continue
            }
        }
    }

    /// A model that answers differently on replay, through states whose keys are forgotten: each
    /// replayed state was visited, so the replay cannot tell, but the trace no longer shows the
    /// violation at its end (never 5: it counts 0, 2, … 10), or shows it before (never 6: 6 after
    /// three steps of six), and the run says the model is nondeterministic rather than report it.
    /// The same model answering the same on replay gives the trace explored.
    @Test(arguments: [5, 6]) func aReplayThatDriftsThroughForgottenStatesIsCaughtAtItsEnd(avoided: UInt64) throws {
        let limit = UInt64(2 * Self.page + 10)
        let properties: [Property<DriftingWord>] = [
            .always("not\(avoided)", "never \(avoided)") { $0.value != avoided },
            .reach("never", "past the limit") { $0.value > limit },
        ]
        let honest = DriftingWord(honestCalls: .max, limit: limit)
        let result = try Checker(model: honest, properties: properties).run()
        #expect(result.verdict(of: "not\(avoided)")?.trace?.states.map(\.value) == Array(0...avoided))
        // Honest while exploring: as many calls as the honest run made, less those of its replay.
        let drifting = DriftingWord(honestCalls: honest.calls.load(ordering: .relaxed) - Int(avoided), limit: limit)
        #expect(throws: ModelCheckingError.nondeterministic(
            step: Int(avoided), detail: "did not show not\(avoided) as exploration did")) {
            try Checker(model: drifting, properties: properties).run()
        }
    }

    /// A run cut back part-way through a round after a page of keys was forgotten: its one
    /// property is witnessed at (600,0), which the first parents of their level reach, so the
    /// round (the whole level, 599 parents) stores the next level's states and then drops all but
    /// those of the parents up to there. The dropped states' keys are still held; the run is the
    /// one a round of one parent gives, and the same for 1, 2 and 4 workers under several salts.
    @Test func aCutBackAfterKeysWereForgotten() throws {
        let far = Property<Lattice>.reach("far", "reaches (600,0)") { $0.x == 600 && $0.y == 0 }
        // States (x, y) of the grid at most `depth` steps from (0,0): y + ⌈x/2⌉ ≤ depth.
        func states(through depth: Int) -> Int { (0...2 * depth).reduce(0) { $0 + depth - ($1 + 1) / 2 + 1 } }
        let determinism = DeterminismTests()
        var serial = Checker(model: Lattice(limit: 700), properties: [far])
        serial.roundSize = 1
        let oneByOne = try serial.run()
        let summary = try determinism.expectSameForEveryWorkerCount(Lattice(limit: 700), [far], roundSizes: [4096])
        #expect(summary == determinism.everything(oneByOne, bytes: false))
        let distinct = oneByOne.statistics.distinct
        #expect(distinct > states(through: 299) && distinct < states(through: 300) && states(through: 298) > Self.page)
        #expect(oneByOne.verdict(of: "far")?.trace?.steps.count == 300)
    }

    /// The bound on a sized table is checked against the table the store will make: a table of
    /// whole hashes for 100,000 states has 262,144 slots (2 MiB), not the 163,840 a table of
    /// positions would.
    @Test func aGuessIsCheckedAgainstTheTableByDoublings() throws {
        var checker = Checker(
            model: Lattice(limit: 40), properties: [.always("any", "anything") { _ in true }],
            bounds: Bounds(maxMemoryBytes: 3 << 19))
        checker.expectedStates = 100_000
        #expect(throws: ModelCheckingError.expectedStatesPastMemoryBound(
            expectedStates: 100_000, tableBytes: 262_144 * 8, availableBytes: 3 << 19)) { try checker.run() }
    }

    /// A factory whose closures, like a `ClauseJudge` that drops what it decided, answer "holds"
    /// once they have seen their violation: the trace is checked with a list of its own, which
    /// finds the violation where exploration did.
    @Test func aTraceIsCheckedWithClosuresOfItsOwn() throws {
        final class Seen: @unchecked Sendable { var violation = false }
        let checker = Checker(model: Lattice(limit: 520)) {
            let seen = Seen()
            return [
                .always("low", "y stays below 5") { state in
                    guard !seen.violation, state.y >= 5 else { return true }
                    seen.violation = true
                    return false
                },
                .reach("never", "x is negative") { $0.x < 0 },
            ]
        }
        let result = try checker.run()
        #expect(result.statistics.distinct > 2 * Self.page)
        #expect(result.verdict(of: "low")?.trace?.steps.map(\.action) == Array(repeating: .up, count: 5))
    }
}
