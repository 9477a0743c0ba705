@testable import ModelChecking
import Testing

/// `Checker.expectedStates`: the table starts sized for the guess and does not grow until the
/// guess is passed; whatever the guess, every count, position, trace and verdict is the same, for
/// every number of workers; the memory bound counts the table it sized.
extension DeterminismTests {
    /// The store keeps its first table while the states fit it at 3/4, then grows; without a
    /// guess it grows from the smallest size. Positions and lookups match the oracle either way.
    @Test(arguments: [0, 1, 1000, 5000])
    func aTableSizedForItsStatesDoesNotGrowUntilThen(expectedStates: Int) {
        var store = StateStore(keying: HashedStates<Number>(salt: 0), expectedStates: expectedStates)
        let first = store.slotCount
        #expect(first == StateStore<HashedStates<Number>>.slotCount(holding: expectedStates))
        var sizes = [first]
        for value in 0..<6000 {
            let (isNew, position) = store.insert(
                Number(value: value), parent: value == 0 ? StateStore<HashedStates<Number>>.root : 0, actionIndex: 0)
            #expect(isNew && position == UInt32(value))
            if store.slotCount != sizes.last { sizes.append(store.slotCount) }
            if value < expectedStates { #expect(store.slotCount == first, "grew at \(value + 1) states") }
        }
        #expect((0..<6000).allSatisfy { store.position(of: Number(value: $0)) == UInt32($0) })
        #expect(store.position(of: Number(value: 6000)) == nil)
        store.checkInvariants()
        // 6,000 states need a larger table than 5,000 do, so every guess grows at least once.
        #expect(sizes.count > 1 && sizes.last == StateStore<HashedStates<Number>>.slotCount(holding: 6000))
        // Sized for 5,000, it grows once (to hold 6,000); sized for fewer, step by step.
        #expect(expectedStates == 5000 ? sizes.count == 2 : sizes.count > 2, "\(sizes)")
    }

    /// A run cut back inside a round leaves the table as it was when it held the states kept: the
    /// size it started with while they fit it, as the bytes counted must match a run that stopped
    /// there. Both tables: positions (rebuilt) and whole hashes (filed again from the keys).
    @Test(arguments: [false, true])
    func aCutBackKeepsTheTableItStartedWith(locating: Bool) {
        typealias Store = StateStore<PackedStates<Lattice.State, Lattice.State>>
        for (guess, kept) in [(0, 1000), (5000, 1000), (1000, 2000)] {
            var store = Store(keying: PackedStates(salt: 0), locatesStoredStates: locating, expectedStates: guess)
            #expect(store.holdsWholeHashes == !locating)
            for x in 0..<3000 { _ = store.insert(Lattice.State(x: x, y: 0), parent: Store.root, actionIndex: 0) }
            store.truncate(to: kept)
            #expect(store.slotCount == max(Store.slotCount(holding: guess), Store.slotCount(holding: kept)),
                    "sized for \(guess), cut back to \(kept)")
            #expect((0..<3000).allSatisfy { x in
                (store.position(of: Lattice.State(x: x, y: 0)) != nil) == (x < kept)
            })
            store.checkInvariants()
        }
    }

    /// The most states a table can be sized for are what 2^32 slots hold at 3/4, not one more.
    @Test func theLargestGuessFillsTheLargestTable() {
        let most = Checker<Steps>.mostExpectedStates
        #expect(StateStore<HashedStates<Number>>.slotCount(holding: most) == 1 << 32)
        #expect(StateStore<HashedStates<Number>>.slotCount(holding: most + 1) > 1 << 32)
    }

    /// Every kind of property, with guesses below, at and far above the states, gives the
    /// one-worker result of no guess: the guess moves states around the table only.
    @Test(arguments: [1, 50, 301, 100_000])
    func aGuessChangesNoResult(expectedStates: Int) throws {
        let properties: [Property<Steps>] = [
            .valueIsNot(29), .reach("r", "shows 37") { $0.value == 37 }, .deadlockFree("d", "never stops"),
            .smallSteps,
        ]
        let unguessed = try expectSameForEveryWorkerCount(Steps(limit: 300), properties)
        let guessed = try expectSameForEveryWorkerCount(Steps(limit: 300), properties, expectedStates: expectedStates)
        #expect(guessed == unguessed)
        #expect(guessed.contains("not29 violated") && guessed.contains("r witnessed") && guessed.contains("d violated"))
        let recover = try expectSameForEveryWorkerCount(Link(canBreak: true), [Link.recovers], expectedStates: expectedStates)
        #expect(recover.contains("recover violated online drop->offline breakDown->broken"))
        // A one-word state, whose table holds whole hashes, and a run cut back inside a round.
        let packed = try expectSameForEveryWorkerCount(
            Lattice(limit: 40), [.always("any", "anything") { _ in true }], bounds: Bounds(maxStates: 100),
            expectedStates: expectedStates)
        #expect(packed == (try expectSameForEveryWorkerCount(
            Lattice(limit: 40), [.always("any", "anything") { _ in true }], bounds: Bounds(maxStates: 100))))
    }

    /// The bytes counted are the sized table's: a guess of 100,000 states counts its table from
    /// the start, and a memory bound that a run without the guess finishes within stops the run
    /// with it, at the same state for every number of workers.
    @Test func theMemoryBoundCountsTheSizedTable() throws {
        let model = Lattice(limit: 40), always = Property<Lattice>.always("any", "anything") { _ in true }
        let unguessed = try Checker(model: model, properties: [always]).run()
        var guessed = Checker(model: model, properties: [always])
        guessed.expectedStates = 100_000
        let sized = try guessed.run()
        #expect(sized.statistics == unguessed.statistics)
        let table = StateStore<PackedStates<Lattice.State, Lattice.State>>.slotCount(holding: 100_000)
        let grown = StateStore<PackedStates<Lattice.State, Lattice.State>>.slotCount(holding: unguessed.statistics.distinct)
        #expect(sized.storageBytes - unguessed.storageBytes == (table - grown) * MemoryLayout<UInt64>.stride)

        let bound = Bounds(maxMemoryBytes: unguessed.peakBytes + 4096)
        #expect(try Checker(model: model, properties: [always], bounds: bound).run().stoppedBy == nil)
        let stopped = try expectSameForEveryWorkerCount(model, [always], bounds: bound, expectedStates: 100_000)
        #expect(stopped.contains("memory \(unguessed.peakBytes + 4096) bytes"), "\(stopped)")
    }
}
