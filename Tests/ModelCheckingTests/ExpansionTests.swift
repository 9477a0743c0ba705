@testable import ModelChecking
import Testing

/// A chunk's expansion: repeats found within the chunk, and the scratch that finding them takes
/// counted by the memory bound.
@Suite struct ExpansionTests {
    /// One root whose `width` actions each lead to a leaf of its own; leaves have no action.
    struct Fan: Model {
        var width: Int
        var initialStates: [Int] { [0] }
        func actions(in state: Int, into actions: inout [Int]) {
            if state == 0 { actions.append(contentsOf: 1...width) }
        }
        func next(after state: Int, on action: Int) -> Int? { action }
    }

    typealias FanExpansion = Expansion<Fan, HashedStates<Int>>

    func successor(_ value: Int) -> ExpandedSuccessor<Int, Int> {
        ExpandedSuccessor(state: value, key: value, hash: HashedStates<Int>(salt: 0).hash(of: value), actionIndex: 0)
    }

    /// The successors [5, 7, 5, 9, 7, 5, 9] of a chunk, its repeats found (and, with
    /// `locating`, looked up in a store that holds 9 alone).
    func chunk(locating: Bool = true) -> FanExpansion {
        var store = StateStore(keying: HashedStates<Int>(salt: 0))
        _ = store.insert(9, parent: StateStore<HashedStates<Int>>.root, actionIndex: 0)
        var expansion = FanExpansion()
        expansion.successors = [5, 7, 5, 9, 7, 5, 9].map(successor)
        expansion.findRepeats(knownPositions: 0)
        if locating { expansion.locate(in: store) }
        return expansion
    }

    @Test func repeatsPointAtTheirFirstOccurrence() {
        let expansion = chunk()
        #expect(expansion.successors.map(\.firstOccurrence) == [-1, -1, 0, -1, 1, 0, 3])
        // The least power of two of slots at least twice the seven successors, four bytes each.
        #expect(expansion.chunkTableBytes == 16 * MemoryLayout<Int32>.stride)
    }

    /// Only first occurrences are looked up in the store; a repeat of a stored state takes its
    /// position. Only the first occurrences of new states wait in `unstored` for the merge: a
    /// repeat of one is stored with it, and the merge that asks where a repeat went (recording
    /// edges, or cutting at the depth bound) walks every successor, not this list.
    @Test func lookupsListWhatTheStoreDoesNotHold() {
        let expansion = chunk()
        // The first occurrences, listed in order, so that the lookups walk them alone.
        #expect(chunk(locating: false).lookups == [0, 1, 3])
        #expect(expansion.successors.map(\.position) == [.max, .max, .max, 0, .max, .max, 0])
        #expect(expansion.unstored == [0, 1])
    }

    /// Lookups go in batches (`locateBatch`): a repeat whose first occurrence was looked up in an
    /// earlier batch takes its position, as within one batch. 600 distinct successors then each
    /// again, against a store of the even ones: the odd ones' first occurrences alone are unstored.
    @Test func repeatsSettleAcrossLookupBatches() {
        var store = StateStore(keying: HashedStates<Int>(salt: 0))
        for value in stride(from: 0, to: 600, by: 2) {
            _ = store.insert(value, parent: StateStore<HashedStates<Int>>.root, actionIndex: 0)
        }
        var expansion = FanExpansion()
        expansion.successors = (Array(0..<600) + Array(0..<600)).map(successor)
        expansion.findRepeats(knownPositions: 0)
        let firstOccurrences: [Int32] = Array(0..<600)
        #expect(expansion.lookups == firstOccurrences)
        expansion.locate(in: store)
        let values = (0..<1200).map { (index: Int) -> Int in index % 600 }
        let expected = values.map { (value: Int) -> UInt32 in value % 2 == 0 ? UInt32(value / 2) : .max }
        #expect(expansion.successors.map(\.position) == expected)
        let unstored = (0..<600).filter { (index: Int) -> Bool in values[index] % 2 == 1 }.map { Int32($0) }
        #expect(expansion.unstored == unstored)
        #expect(FanExpansion.locateBatch < 600, "the test needs more lookups than one batch")
    }

    /// A step back to its parent is known at its parent's position: it is neither looked up nor
    /// anyone's first occurrence, and the chunk's table leaves it out.
    @Test func aStepBackToItsParentIsNotLookedUp() {
        var store = StateStore(keying: HashedStates<Int>(salt: 0))
        _ = store.insert(9, parent: StateStore<HashedStates<Int>>.root, actionIndex: 0)
        var expansion = FanExpansion()
        expansion.successors = [9, 5, 9].map(successor)
        expansion.successors[0].position = 0
        expansion.findRepeats(knownPositions: 1)
        expansion.locate(in: store)
        #expect(expansion.successors.map(\.firstOccurrence) == [-1, -1, -1])
        #expect(expansion.lookups == [1, 2])
        #expect(expansion.successors.map(\.position) == [0, .max, 0])
        #expect(expansion.unstored == [1])
        #expect(expansion.chunkTableBytes == 4 * MemoryLayout<Int32>.stride)
    }

    /// The memory a run reports is the store's plus the round's buffers, the chunk's table of
    /// first occurrences among them: a fan of 50,000 leaves needs a table of 131,072 slots.
    @Test func theChunkTableCountsTowardTheMemoryBound() throws {
        let width = 50_000
        let result = try Checker(model: Fan(width: width), properties: [.always("any", "anything") { _ in true }],
                                 workers: 1).run()
        #expect(result.statistics.distinct == width + 1)
        var store = StateStore(keying: HashedStates<Int>(salt: 0))
        _ = store.insert(0, parent: StateStore<HashedStates<Int>>.root, actionIndex: 0)
        for leaf in 1...width { _ = store.insert(leaf, parent: 0, actionIndex: UInt16(truncatingIfNeeded: leaf - 1)) }
        // Each successor's record, its place in the merge, in `lookups` and in `unstored`, and its
        // new state.
        let records = width * (MemoryLayout<ExpandedSuccessor<Int, Int>>.stride + 12 + MemoryLayout<Int>.stride)
        let chunkTable = 131_072 * MemoryLayout<Int32>.stride
        #expect(result.storageBytes >= store.reservedBytes + records + chunkTable)
    }

    /// Where rounds may overlap, a run counts two rounds' buffers and the parents' keys the
    /// overlap copies, with one worker as with two (so both stop at the same memory bound): the
    /// fan's one root makes the largest round, 50,000 successors.
    @Test func overlappingRoundsCountTwoRoundsBuffers() throws {
        let width = 50_000
        var store = StateStore(keying: HashedStates<Int>(salt: 0))
        _ = store.insert(0, parent: StateStore<HashedStates<Int>>.root, actionIndex: 0)
        for leaf in 1...width { _ = store.insert(leaf, parent: 0, actionIndex: UInt16(truncatingIfNeeded: leaf - 1)) }
        let round = width * FanExpansion.bytesPerSuccessor(cut: false, permits: false) + 3 * MemoryLayout<Int>.stride
        for workers in [1, 2] {
            let result = try Checker(model: Fan(width: width), properties: [.always("any", "anything") { _ in true }],
                                     workers: workers).run()
            #expect(result.storageBytes == store.reservedBytes + 2 * round + MemoryLayout<Int>.stride, "workers \(workers)")
        }
    }

    /// With workers, the next round is generated while the merge stores this one, except for a
    /// packer, whose tables the two would lock from both sides (and whose run counts one round's
    /// buffers, not two).
    @Test func roundsOverlapWhereKeyingSharesNothingWithStoring() {
        #expect(HashedStates<Int>(salt: 0).generatesBesideMerge)
        #expect(PackedStates<WholeHashTableTests.Word, WholeHashTableTests.Word>(salt: 0).generatesBesideMerge)
        #expect(!PackerStates<Number, InternedSteps.Packer>(packer: InternedSteps.Packer(), salt: 0).generatesBesideMerge)
    }
}
