@testable import ModelChecking
import Testing

/// `Checker.expectedStates`: the table starts sized for the guess and does not grow until the
/// guess is passed; without a memory bound, every count, position, trace and verdict is the same
/// whatever the guess, for every number of workers; the memory bound counts the table it sized.
extension DeterminismTests {
    /// The store keeps its first table while the states fit it at 3/4, then grows; without a
    /// guess it grows from the smallest size. Positions and lookups match the oracle either way.
    @Test(arguments: [0, 1, 1000, 5000])
    func aTableSizedForItsStatesDoesNotGrowUntilThen(expectedStates: Int) {
        var store = StateStore(keying: HashedStates<Number>(salt: 0), expectedStates: expectedStates)
        let first = store.slotCount
        #expect(first == StateStore<HashedStates<Number>>.slotCount(holding: expectedStates, byDoubling: false))
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
        #expect(sizes.count > 1 && sizes.last == StateStore<HashedStates<Number>>.slotCount(holding: 6000, byDoubling: false))
        // Sized for 5,000, it grows once (to hold 6,000); sized for fewer, step by step.
        #expect(expectedStates == 5000 ? sizes.count == 2 : sizes.count > 2, "\(sizes)")
    }

    /// A run cut back inside a round leaves the table as it was when it held the states kept: the
    /// size it started with while they fit it, as the bytes counted must match a run that stopped
    /// there. Both tables: positions (rebuilt) and whole hashes (the dropped taken out, then rebuilt).
    @Test(arguments: [false, true])
    func aCutBackKeepsTheTableItStartedWith(locating: Bool) {
        typealias Store = StateStore<PackedStates<Lattice.State, Lattice.State>>
        for (guess, kept) in [(0, 1000), (5000, 1000), (1000, 2000)] {
            var store = Store(keying: PackedStates(salt: 0), locatesStoredStates: locating, expectedStates: guess)
            #expect(store.holdsWholeHashes == !locating)
            for x in 0..<3000 { _ = store.insert(Lattice.State(x: x, y: 0), parent: Store.root, actionIndex: 0) }
            store.truncate(to: kept)
            #expect(store.slotCount == max(Store.slotCount(holding: guess, byDoubling: !locating), Store.slotCount(holding: kept, byDoubling: !locating)),
                    "sized for \(guess), cut back to \(kept)")
            #expect((0..<3000).allSatisfy { x in
                (store.position(of: Lattice.State(x: x, y: 0)) != nil) == (x < kept)
            })
            store.checkInvariants()
        }
    }

    /// The most states a table can be sized for are what 2^32 slots hold at 3/4, not one more;
    /// a larger guess counts as that most.
    @Test func theLargestGuessFillsTheLargestTable() throws {
        let most = Checker<Steps>.mostExpectedStates
        #expect(StateStore<HashedStates<Number>>.slotCount(holding: most, byDoubling: false) == 1 << 32)
        #expect(StateStore<HashedStates<Number>>.slotCount(holding: most + 1, byDoubling: false) > 1 << 32)
        // The clamp, seen through the error that names the table it sized.
        var huge = Checker(model: Steps(limit: 10), properties: [], bounds: Bounds(maxMemoryBytes: 1 << 30))
        huge.expectedStates = .max
        #expect(throws: ModelCheckingError.expectedStatesPastMemoryBound(
            expectedStates: most, tableBytes: 1 << 35, availableBytes: 1 << 30)) { try huge.run() }
    }

    /// The error comes only where the guess itself passes the bound: a table that fits it exactly,
    /// the baseline counted, is no error; one byte less is; and a guess that asks for no more than
    /// the smallest table is never one, however tight the bound (the run then stops at it, as
    /// without a guess).
    @Test func aGuessIsAnErrorOnlyWhereItsTableAlonePassesTheBound() throws {
        let tableBytes = StateStore<HashedStates<Number>>.slotCount(holding: 3003, byDoubling: false) * MemoryLayout<UInt64>.stride
        func run(guess: Int, maxBytes: Int, baseline: Int) throws -> CheckResult<Steps> {
            var bounds = Bounds(maxMemoryBytes: maxBytes)
            bounds.baselineBytes = baseline
            var checker = Checker(model: Steps(limit: 3000), properties: [.valueIsNot(-1)], bounds: bounds)
            checker.expectedStates = guess
            return try checker.run()
        }
        // The table fits exactly: the run goes on, and stops when its states pass the bound.
        #expect(try run(guess: 3003, maxBytes: 1000 + tableBytes, baseline: 1000).stoppedBy
                == .memory(bytes: 1000 + tableBytes))
        #expect(throws: ModelCheckingError.expectedStatesPastMemoryBound(
            expectedStates: 3003, tableBytes: tableBytes, availableBytes: tableBytes - 1)) {
            try run(guess: 3003, maxBytes: 999 + tableBytes, baseline: 1000)
        }
        // A baseline past the bound leaves nothing, said as 0.
        #expect(throws: ModelCheckingError.expectedStatesPastMemoryBound(
            expectedStates: 3003, tableBytes: tableBytes, availableBytes: 0)) {
            try run(guess: 3003, maxBytes: 100, baseline: 1000)
        }
        // A guess of 1 asks for the smallest table, as no guess does: both stop at the bound.
        let tight = try run(guess: 1, maxBytes: 4096, baseline: 0)
        #expect(tight.stoppedBy == .memory(bytes: 4096))
        #expect(tight.statistics == (try run(guess: 0, maxBytes: 4096, baseline: 0)).statistics)
        #expect("\(ModelCheckingError.expectedStatesPastMemoryBound(expectedStates: 5, tableBytes: 8192, availableBytes: 100))"
            == "a state table sized for 5 expected states takes 8192 bytes, more than the 100 bytes the memory bound leaves")
    }

    /// Every kind of property, with guesses below, at and far above the states, gives the result
    /// of no guess for every number of workers: the guess moves states around the table only.
    /// (The guessed runs are compared with each other for every worker count, salt and round size,
    /// then with one run without a guess, on one worker: that one run stands for all of its
    /// kind, as the workers' own tests show for smaller models.) A run that stops part-way through a round, every property
    /// decided, keeps the table it started with: the bytes counted differ from a run without the
    /// guess by that table alone.
    @Test(arguments: [1000, 3003, 100_000])
    func aGuessChangesNoResultButTheBytes(expectedStates: Int) throws {
        let properties: [Property<Steps>] = [
            .valueIsNot(2500), .reach("r", "shows 2998") { $0.value == 2998 }, .deadlockFree("d", "never stops"),
            .smallSteps,
        ]
        let model = Steps(limit: 3000)
        let unguessed = everything(try Checker(model: model, properties: properties).run(), bytes: false)
        let guessed = try expectSameForEveryWorkerCount(
            model, properties, roundSizes: [3, 4096], expectedStates: expectedStates)
        #expect(guessed == unguessed)
        #expect(guessed.contains("not2500 violated") && guessed.contains("r witnessed") && guessed.contains("d violated"))
        #expect(guessed.contains("distinct: 3003,") && guessed.contains("jump holds"))
        let recover = try expectSameForEveryWorkerCount(Link(canBreak: true), [Link.recovers], expectedStates: expectedStates)
        #expect(recover.contains("recover violated online drop->offline breakDown->broken"))
        // A one-word state, whose table holds whole hashes, stopped by a state bound.
        let lattice = Lattice(limit: 60), any = Property<Lattice>.always("any", "anything") { _ in true }
        let packed = try expectSameForEveryWorkerCount(lattice, [any], bounds: Bounds(maxStates: 1500),
                                                       roundSizes: [3, 4096], expectedStates: expectedStates)
        #expect(packed == everything(try Checker(model: lattice, properties: [any], bounds: Bounds(maxStates: 1500)).run(), bytes: false))
        #expect(packed.contains("distinct: 1500,"))

        typealias Store = StateStore<HashedStates<Number>>
        for workers in [1, 2] {
            for roundSize in [3, 4096] {
                var plain = Checker(model: model, properties: [.valueIsNot(2000)], workers: workers)
                plain.roundSize = roundSize
                var sized = plain
                sized.expectedStates = expectedStates
                let (without, with) = (try plain.run(), try sized.run())
                #expect(everything(with, bytes: false) == everything(without, bytes: false))
                let count = with.statistics.distinct
                #expect(count > 2000 && count < 3003, "stopped at \(count) states")
                let tables = Store.slotCount(holding: max(expectedStates, count), byDoubling: false) - Store.slotCount(holding: count, byDoubling: false)
                #expect(with.storageBytes - without.storageBytes == tables * MemoryLayout<UInt64>.stride,
                        "guess \(expectedStates), \(workers) workers, rounds of \(roundSize)")
            }
        }
    }

    /// The bytes counted are the sized table's from the start: a memory bound of the sized run's
    /// peak lets it finish, and one byte less stops it at the same state for every number of
    /// workers. (A bound that the table alone passes is the error tested above.)
    @Test func theMemoryBoundCountsTheSizedTable() throws {
        let model = Lattice(limit: 40), always = Property<Lattice>.always("any", "anything") { _ in true }
        let unguessed = try Checker(model: model, properties: [always]).run()
        var guessed = Checker(model: model, properties: [always])
        guessed.expectedStates = 100_000
        let sized = try guessed.run()
        #expect(sized.statistics == unguessed.statistics)
        let table = StateStore<PackedStates<Lattice.State, Lattice.State>>.slotCount(holding: 100_000, byDoubling: true)
        let grown = StateStore<PackedStates<Lattice.State, Lattice.State>>.slotCount(holding: unguessed.statistics.distinct, byDoubling: true)
        #expect(sized.storageBytes - unguessed.storageBytes == (table - grown) * MemoryLayout<UInt64>.stride)

        var fits = Checker(model: model, properties: [always], bounds: Bounds(maxMemoryBytes: sized.peakBytes))
        fits.expectedStates = 100_000
        #expect(try fits.run().stoppedBy == nil)
        // The round buffers count too, and their size follows the round's: the default's only.
        let stopped = try expectSameForEveryWorkerCount(
            model, [always], bounds: Bounds(maxMemoryBytes: sized.peakBytes - 1), roundSizes: [1024],
            expectedStates: 100_000)
        #expect(stopped.contains("memory \(sized.peakBytes - 1) bytes"), "\(stopped)")
    }
}
