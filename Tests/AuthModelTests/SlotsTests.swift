@testable import AuthModel
import Testing

/// `Slots` scans in place (0.9.10) where `Sequence` would copy all sixteen slots into an
/// iterator. Each scan is checked against the same scan of an `Array` holding the same elements,
/// exhaustively over small sizes, every fill up to full, and predicates that match none, some
/// and all.
@Suite struct SlotsTests {
    /// Every row of up to `Slots.capacity` elements drawn from 0...2, by count: all of them up to
    /// four elements, then one row per count up to full (mixed, all equal).
    static let rows: [[UInt8]] = {
        var rows: [[UInt8]] = [[]]
        var frontier: [[UInt8]] = [[]]
        for _ in 1...4 {
            frontier = frontier.flatMap { row in (0...2).map { row + [UInt8($0)] } }
            rows += frontier
        }
        for count in 5...Slots<UInt8>.capacity {
            rows.append((0..<count).map { UInt8($0 % 3) })
            rows.append([UInt8](repeating: 1, count: count))
        }
        return rows
    }()

    static let predicates: [(String, @Sendable (UInt8) -> Bool)] = [
        ("none", { _ in false }), ("all", { _ in true }), ("is 1", { $0 == 1 }), ("above 0", { $0 > 0 }),
        ("is 2", { $0 == 2 }),
    ]

    static func slots(_ row: [UInt8]) -> Slots<UInt8> {
        var slots = Slots<UInt8>()
        for element in row { slots.append(element) }
        return slots
    }

    @Test func everyScanMatchesTheArrayOracle() {
        for row in Self.rows {
            let slots = Self.slots(row)
            #expect(Array(slots) == row)
            for (name, predicate) in Self.predicates {
                #expect(slots.contains(where: predicate) == row.contains(where: predicate), "\(row), \(name)")
                #expect(slots.allSatisfy(predicate) == row.allSatisfy(predicate), "\(row), \(name)")
                #expect(slots.first(where: predicate) == row.first(where: predicate), "\(row), \(name)")
                #expect(slots.firstIndex(where: predicate) == row.firstIndex(where: predicate), "\(row), \(name)")
            }
            for element: UInt8 in 0...3 {
                #expect(slots.contains(element) == row.contains(element), "\(row) contains \(element)")
            }
            let fold: (Int, UInt8) -> Int = { $0 * 3 + Int($1) }
            #expect(slots.reduce(0, fold) == row.reduce(0, fold), "\(row): in order")
        }
    }

    /// `==` and `hash(into:)` name each slot rather than index it: two slots are equal exactly
    /// when the arrays they were filled from are, and a slot's hash is its count and then each
    /// occupied slot's value, in order, as a loop over `slot(_:)` would hash them unwrapped.
    @Test func equalityAndHashingMatchTheArrayOracle() {
        for left in Self.rows {
            let leftSlots = Self.slots(left)
            for right in Self.rows {
                let rightSlots = Self.slots(right)
                #expect((leftSlots == rightSlots) == (left == right), "\(left) == \(right)")
            }
            var expected = Hasher()
            expected.combine(left.count)
            for element in left { expected.combine(element) }
            var hashed = Hasher()
            leftSlots.hash(into: &hashed)
            #expect(hashed.finalize() == expected.finalize(), "\(left)")
        }
    }

    /// Only the occupied slots count: a value left past the count (which `remove(at:)` never
    /// leaves, but nothing else forbids) changes neither equality nor the hash.
    @Test func slotsPastTheCountAreNeitherComparedNorHashed() {
        for count in 0..<Slots<UInt8>.capacity {
            let row = (0..<count).map { UInt8($0 % 3) }
            let clean = Self.slots(row)
            for leftover in count..<Slots<UInt8>.capacity {
                var dirty = clean
                dirty.setSlot(leftover, 7)
                #expect(dirty == clean && clean == dirty, "\(row), 7 left in slot \(leftover)")
                #expect(dirty.hashValue == clean.hashValue, "\(row), 7 left in slot \(leftover)")
            }
        }
    }

    /// The scans stop at the first answer, as `Sequence`'s do: a predicate that records what it
    /// was asked sees the elements up to the first match, and no more.
    @Test func scansStopAtTheFirstAnswer() {
        let slots = Self.slots([0, 1, 2, 1])
        var asked: [UInt8] = []
        #expect(slots.contains { asked.append($0); return $0 == 1 })
        #expect(asked == [0, 1])
        asked = []
        #expect(!slots.allSatisfy { asked.append($0); return $0 < 2 })
        #expect(asked == [0, 1, 2])
        asked = []
        #expect(slots.firstIndex { asked.append($0); return $0 == 2 } == 2)
        #expect(asked == [0, 1, 2])
    }

    /// `SlotsInPlace` reads slot `i` at `i` strides of `Element?` from the start of the value
    /// (what `Slots.slotsAreContiguous` checks): every read and scan of it matches the array the
    /// slots were filled from, for every row, with a trivial element and with one the runtime
    /// counts references to.
    @Test func inPlaceReadsMatchTheArrayOracle() {
        for row in Self.rows {
            Self.withInPlace(Self.slots(row)) { slots in
                #expect(slots.count == row.count && slots.isEmpty == row.isEmpty)
                #expect(slots.indices.map { slots[$0] } == row, "\(row)")
                for (name, predicate) in Self.predicates {
                    #expect(slots.contains(where: predicate) == row.contains(where: predicate), "\(row), \(name)")
                    #expect(slots.allSatisfy(predicate) == row.allSatisfy(predicate), "\(row), \(name)")
                    #expect(slots.count(where: predicate) == row.filter(predicate).count, "\(row), \(name)")
                }
                for element: UInt8 in 0...3 {
                    #expect(slots.contains(element) == row.contains(element), "\(row) contains \(element)")
                }
            }
            let words = row.map { String(repeating: "word \($0) ", count: 4) }
            var strings = Slots<String>()
            for word in words { strings.append(word) }
            Self.withInPlace(strings) { slots in
                #expect(slots.indices.map { slots[$0] } == words, "\(row) as strings")
            }
        }
    }

    @Test func everyElementTheObservationsReadInPlaceLiesOneStrideApart() {
        #expect(Slots<UInt8>.slotsAreContiguous)
        #expect(Slots<String>.slotsAreContiguous)
        #expect(Slots<PendingEffect>.slotsAreContiguous)
        #expect(Slots<InFlightCall>.slotsAreContiguous)
        #expect(Slots<RequestStage>.slotsAreContiguous)
    }

    static func withInPlace<Element>(_ slots: Slots<Element>, _ body: (SlotsInPlace<Element>) -> Void) {
        let memory = UnsafeMutablePointer<Slots<Element>>.allocate(capacity: 1)
        memory.initialize(to: slots)
        defer {
            memory.deinitialize(count: 1)
            memory.deallocate()
        }
        body(SlotsInPlace(Owner(), UnsafePointer(memory)))
    }

    /// What a view made here holds in place of an observation.
    final class Owner {}

    /// The view is a collection like the array it was filled from: iterated, searched, sliced.
    @Test func aViewInPlaceIsTheCollectionOfItsSlots() {
        for row in Self.rows {
            Self.withInPlace(Self.slots(row)) { slots in
                #expect(Array(slots) == row)
                #expect(slots.startIndex == 0 && slots.endIndex == row.count)
                #expect(slots.firstIndex(of: 2) == row.firstIndex(of: 2), "\(row)")
                let backwards: ReversedCollection<SlotsInPlace<UInt8>> = slots.reversed()  // walks index(before:)
                #expect(Array(backwards) == row.reversed(), "\(row)")
                #expect(Array(slots.dropFirst()) == Array(row.dropFirst()), "\(row)")
                if !row.isEmpty {
                    #expect(slots[slots.index(before: slots.endIndex)] == row.last, "\(row)")
                    #expect(Array(slots[1...]) == Array(row[1...]), "\(row)")
                }
            }
        }
    }
}
