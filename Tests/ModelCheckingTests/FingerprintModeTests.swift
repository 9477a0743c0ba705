@testable import ModelChecking
import Testing

/// Fingerprint mode gives the exact mode's verdicts, traces and counts (for any number of
/// workers) unless two states share a fingerprint, which it then reports as a chance, and which
/// a model built to collide shows it missing.
@Suite struct FingerprintModeTests {
    func run<M: Model>(_ model: M, _ properties: [Property<M>], workers: Int, fingerprints: Bool) throws -> CheckResult<M> {
        var checker = Checker(model: model, properties: properties, workers: workers)
        checker.storesFingerprints = fingerprints
        checker.roundSize = 3
        return try checker.run()
    }

    @Test func verdictsTracesAndCountsAreTheExactOnesForEveryWorkerCount() throws {
        let determinism = DeterminismTests()
        let lattice: [Property<Lattice>] = [
            .reach("corner", "reaches (3,2)") { $0.x == 3 && $0.y == 2 },
            .always("below", "y stays at most 3") { $0.y <= 3 },
            .step("flat", "no +2 at y = 2") { before, action, _ in action != .rightTwo || before.y != 2 },
            .deadlockFree("stuck", "never stops"),
        ]
        let steps = [Property<Steps>.valueIsNot(17), .threeOnlyFromEven, .smallSteps].map(DeterminismTests.interned)
        for workers in [1, 2, 4] {
            let exact = try run(Lattice(limit: 12), lattice, workers: 1, fingerprints: false)
            let printed = try run(Lattice(limit: 12), lattice, workers: workers, fingerprints: true)
            #expect(determinism.everything(printed, bytes: false) == determinism.everything(exact, bytes: false))
            #expect(exact.missedStateProbability == nil)
            let distinct = Double(printed.statistics.distinct), generated = Double(printed.statistics.generated)
            #expect(printed.missedStateProbability
                == max(distinct * (generated - distinct), distinct * (distinct - 1) / 2) / 0x1p64)

            let interned = InternedSteps(steps: Steps(limit: 40))
            let exactSteps = try run(interned, steps, workers: 1, fingerprints: false)
            let printedSteps = try run(interned, steps, workers: workers, fingerprints: true)
            #expect(determinism.everything(printedSteps, bytes: false) == determinism.everything(exactSteps, bytes: false))
        }
    }

    /// Past a page of states, keys of expanded states are freed while exploration goes on.
    @Test func aRunLongerThanAPageOfKeysMatchesTheExactOne() throws {
        let determinism = DeterminismTests()
        // The `recover` property, which nothing breaks, keeps the exact run's table one of
        // positions, which keeps every key: a table of whole hashes forgets them too.
        let properties: [Property<Lattice>] = [
            .reach("far", "reaches (600,0)") { $0.x == 600 && $0.y == 0 },
            .recover("none", "nothing to recover from", from: { _ in false }, to: { _ in true }),
        ]
        var exactChecker = Checker(model: Lattice(limit: 560), properties: properties, workers: 2)
        exactChecker.storesFingerprints = false
        let exact = try exactChecker.run()
        var printedChecker = Checker(model: Lattice(limit: 560), properties: properties, workers: 2)
        printedChecker.storesFingerprints = true
        let printed = try printedChecker.run()
        #expect(exact.statistics.distinct > 2 * ChunkedBuffer<UInt64>.pageSize)
        #expect(determinism.everything(printed, bytes: false) == determinism.everything(exact, bytes: false))
        // Lattice's key is one word, as its hash is: the mode adds a page of hashes per page of
        // states and frees the pages of keys already expanded, here at least one.
        let page = ChunkedBuffer<UInt64>.pageSize * 8
        let hashes = (exact.statistics.distinct + ChunkedBuffer<UInt64>.pageSize - 1) / ChunkedBuffer<UInt64>.pageSize * page
        #expect(printed.storageBytes + page <= exact.storageBytes + hashes)
    }

    @Test func aSharedFingerprintHidesAStateThatTheExactModeExplores() throws {
        #expect(Twins.twin != Twins.other)
        #expect(WordMix.hash(of: Twins.twin.packed, salt: 0) == WordMix.hash(of: Twins.other.packed, salt: 0))
        let neverBad = Property<Twins>.always("good", "never bad") { $0 != Twins.bad }
        let exact = try run(Twins(), [neverBad], workers: 1, fingerprints: false)
        #expect(exact.judgements[0].verdict.name == "violated")
        #expect(exact.statistics.distinct == 4)
        let printed = try run(Twins(), [neverBad], workers: 1, fingerprints: true)
        #expect(printed.judgements[0].verdict.name == "holds")
        #expect(printed.statistics.distinct == 2)
        #expect((printed.missedStateProbability ?? 0) > 0)
    }

    /// A state that does not pack has no hash that is the same in every process: refused.
    @Test func aModelWhoseStatesDoNotPackIsRefused() throws {
        var checker = Checker(model: Steps(limit: 5), properties: [.valueIsNot(3)])
        checker.storesFingerprints = true
        #expect(throws: ModelCheckingError.fingerprintsNeedPackedStates) { try checker.run() }
        #expect(ModelCheckingError.fingerprintsNeedPackedStates.description
            == "fingerprint mode needs states that pack (a CompactState, or a PackingModel's packer): "
                + "a state's own hash is seeded per process")
        checker.storesFingerprints = false
        #expect(try checker.run().judgements[0].verdict.name == "violated")
    }

    /// Expanded states' keys go, a page at a time; what is counted goes with them.
    @Test func freedPagesAreNoLongerCounted() {
        var buffer = ChunkedBuffer<UInt64>()
        let page = ChunkedBuffer<UInt64>.pageSize
        for value in 0..<(3 * page + 5) { buffer.append(UInt64(value)) }
        let before = buffer.reservedBytes
        buffer.freePages(before: 2 * page + 1)
        #expect(buffer.reservedBytes == before - 2 * page * 8)
        #expect(buffer.firstLiveIndex == 2 * page)
        #expect(buffer[2 * page] == UInt64(2 * page) && buffer[3 * page + 4] == UInt64(3 * page + 4))
        buffer.freePages(before: 3 * page + 5)
        #expect(buffer.firstLiveIndex == 3 * page)
        buffer.append(7)
        #expect(buffer.count == 3 * page + 6 && buffer[3 * page + 5] == 7)
    }
}
