@testable import ModelChecking
import Testing

/// The store's table of whole hashes (a one-word key whose hash is a bijection of it, in a run
/// that records no edges) against a plain array, the key whose hash is 0 included; when the
/// store picks it, and when it must not.
@Suite struct WholeHashTableTests {
    /// A state that is one word.
    struct Word: CompactState {
        var value: UInt64

        init(_ value: UInt64) { self.value = value }

        init(packed: UInt64) { value = packed }

        var packed: UInt64 { value }
    }

    typealias Store = StateStore<PackedStates<Word, Word>>

    /// The word `WordMix` hashes to `hash` under `salt`: its steps undone, last to first.
    static func word(hashingTo hash: UInt64, salt: UInt64) -> UInt64 {
        func inverse(_ odd: UInt64) -> UInt64 {
            var inverse = odd
            for _ in 0..<5 { inverse &*= 2 &- odd &* inverse }
            return inverse
        }
        var value = hash
        value ^= value >> 33
        value &*= inverse(0xC4CE_B9FE_1A85_EC53)
        value ^= value >> 33
        value &*= inverse(0xFF51_AFD7_ED55_8CCD)
        value ^= value >> 33
        value ^= value >> 31 ^ value >> 62
        value &*= inverse(0xBF58_476D_1CE4_E5B9)
        return value ^ (salt &+ 0x9E37_79B9_7F4A_7C15)
    }

    @Test func theInverseFindsTheWordWhoseHashIsZero() {
        for salt: UInt64 in [0, 1, 0xDEAD_BEEF] {
            let zero = Self.word(hashingTo: 0, salt: salt)
            #expect(WordMix.hash(of: zero, salt: salt) == 0)
            #expect(WordMix.hash(of: Self.word(hashingTo: 12345, salt: salt), salt: salt) == 12345)
        }
    }

    /// Random words from a small range, and the word whose hash is 0, inserted, looked up and
    /// cut back, against an array searched from end to end.
    @Test(arguments: [0, 1, 2, 5, 40, 1000, 5000])
    func matchesOracle(count: Int) {
        let salt: UInt64 = 7
        var store = Store(keying: PackedStates(salt: salt), locatesStoredStates: false)
        let holdsWholeHashes = store.holdsWholeHashes
        #expect(holdsWholeHashes)
        let zero = Self.word(hashingTo: 0, salt: salt)
        var oracle: [UInt64] = []
        var random = SplitMix64(seed: UInt64(count))
        func insert(_ value: UInt64) {
            let expected = oracle.firstIndex(of: value)
            let (isNew, position) = store.insert(Word(value), parent: Store.root, actionIndex: 0)
            #expect(isNew == (expected == nil))
            #expect(position == (expected == nil ? UInt32(oracle.count) : Store.somewhere))
            if expected == nil { oracle.append(value) }
        }
        for step in 0..<count * 3 {
            insert(step == count ? zero : UInt64(random.next(below: count + 1)))
        }
        #expect(store.count == oracle.count)
        for (position, value) in oracle.enumerated() {
            #expect(store.state(at: position).value == value)
            #expect(store.position(of: Word(value)) == Store.somewhere)
        }
        #expect(store.position(of: Word(UInt64(count) + 1)) == nil)
        #expect(store.position(of: Word(zero)) == (oracle.contains(zero) ? Store.somewhere : nil))
        store.checkInvariants()

        // Cut back to half: the dropped hashes are taken out of the table.
        let kept = oracle.count / 2
        store.truncate(to: kept)
        let dropped = oracle[kept...]
        oracle.removeLast(oracle.count - kept)
        #expect(store.count == kept)
        for value in oracle { #expect(store.position(of: Word(value)) == Store.somewhere) }
        for value in dropped { #expect(store.position(of: Word(value)) == nil) }
        store.checkInvariants()
        for value in dropped { insert(value) }
        #expect(store.count == oracle.count)
        store.checkInvariants()
    }

    /// Growing moves every entry to the new table from a cursor, not from its home, while homes
    /// rise: runs that wrap past the table's end, and runs whose entries come in any order,
    /// must still sit after their homes with no empty slot between. Hashes are chosen so: a
    /// third with tags at the very top (their homes the last slots, their run wrapping to the
    /// first), a third at the very bottom (homes the first slots, meeting that run), a third
    /// anywhere; the table grows from 1,024 slots to 4,096 (twice by doublings; eight times by
    /// quarters, a table of positions). The same with a table of positions (`locating`), which a
    /// cut back also rebuilds, keeping the first states only.
    @Test(arguments: [false, true]) func crowdedEndsSurviveGrowth(locating: Bool) {
        let salt: UInt64 = 3
        var store = Store(keying: PackedStates(salt: salt), locatesStoredStates: locating)
        #expect(store.holdsWholeHashes == !locating)
        let stored = Self.fillCrowdedAtBothEnds(&store, salt: salt)
        #expect(store.slotCount == 4096)
        for (position, word) in stored.enumerated() {
            #expect(store.position(of: Word(word)) == (locating ? UInt32(position) : Store.somewhere))
        }
        for word in stored { #expect(!store.insert(Word(word), parent: Store.root, actionIndex: 0).isNew) }
        #expect(store.position(of: Word(Self.word(hashingTo: 0xFFFF_FFFF_0000_0002, salt: salt))) == nil)
        store.checkInvariants()
        guard locating else { return }
        store.truncate(to: 2000)
        for (position, word) in stored.enumerated() {
            #expect(store.position(of: Word(word)) == (position < 2000 ? UInt32(position) : nil))
        }
        store.checkInvariants()
    }

    /// Stores 3,000 words whose hashes crowd both ends of the table (`crowdedEndsSurviveGrowth`
    /// says how; the crowded tags within `1 << spread` of either end), in a table grown to 4,096
    /// slots; returns them in the order stored.
    static func fillCrowdedAtBothEnds(_ store: inout Store, salt: UInt64, spread: Int = 16) -> [UInt64] {
        var random = SplitMix64(seed: 11)
        var stored: [UInt64] = []
        for number in 0..<3000 {
            let tag: UInt64 = switch number % 3 {
            case 0: 0xFFFF_FFFF - UInt64(random.next(below: 1 << spread))
            case 1: UInt64(random.next(below: 1 << spread))
            default: UInt64(random.next(below: 1 << 32))
            }
            let hash = tag << 32 | UInt64(random.next(below: 1 << 32)) | 1
            let word = Self.word(hashingTo: hash, salt: salt)
            let (isNew, _) = store.insert(Word(word), parent: Store.root, actionIndex: 0)
            #expect(isNew)
            stored.append(word)
        }
        return stored
    }

    /// A cut back rebuilds a table of positions in its own memory (no second table for the memory
    /// bound to miss), to the size it had at the count kept: the same size (2,900 of 3,000 kept),
    /// smaller (2,000; 10; none). The table is crowded at both ends, so the run at its front
    /// wrapped from the end when the cut back reads it: with homes in the last slot or two
    /// (`spread` 16), nearly all of that run is at the front; with homes over the last 256 slots
    /// (`spread` 28), a quarter of it is at the end, and placing it passes the end and wraps.
    /// Every state kept is found where it was, none dropped is, and the dropped come back at the
    /// next positions.
    @Test(arguments: [2900, 2000, 10, 0], [16, 28]) func cutBackRebuildsInPlace(keeping kept: Int, spread: Int) {
        let salt: UInt64 = 3
        var store = Store(keying: PackedStates(salt: salt), locatesStoredStates: true)
        let stored = Self.fillCrowdedAtBothEnds(&store, salt: salt, spread: spread)
        #expect(store.slots[0] != 0 && store.slots[4095] != 0)
        let table = store.slots
        store.truncate(to: kept)
        #expect(store.count == kept)
        #expect(store.slotCount == Store.slotCount(holding: kept, byDoubling: false))
        if store.slotCount == 4096 { #expect(store.slots == table) }
        for (position, word) in stored.enumerated() {
            #expect(store.position(of: Word(word)) == (position < kept ? UInt32(position) : nil))
        }
        store.checkInvariants()
        for (position, word) in stored.enumerated().dropFirst(kept) {
            #expect(store.insert(Word(word), parent: Store.root, actionIndex: 0) == (true, UInt32(position)))
        }
        #expect(store.slotCount == 4096)
        store.checkInvariants()
    }

    /// A cut back takes the dropped states' hashes out of a table of whole hashes one by one,
    /// then shrinks it in place if the states kept fit a smaller one. Crowded at both ends, its
    /// runs wrap past the end: an entry after a freed slot moves back into it only when its home
    /// is not between, counted across the wrap. Every state kept is found, none dropped is, and
    /// the dropped ones store again as new.
    @Test(arguments: [2900, 2000, 10, 0], [16, 28]) func cutBackTakesWholeHashesOut(keeping kept: Int, spread: Int) {
        let salt: UInt64 = 3
        var store = Store(keying: PackedStates(salt: salt), locatesStoredStates: false)
        let stored = Self.fillCrowdedAtBothEnds(&store, salt: salt, spread: spread)
        #expect(store.slots[0] != 0 && store.slots[4095] != 0)
        store.truncate(to: kept)
        #expect(store.count == kept)
        #expect(store.slotCount == Store.slotCount(holding: kept, byDoubling: true))
        for (position, word) in stored.enumerated() {
            #expect(store.position(of: Word(word)) == (position < kept ? Store.somewhere : nil))
        }
        store.checkInvariants()
        for (position, word) in stored.enumerated().dropFirst(kept) {
            #expect(store.insert(Word(word), parent: Store.root, actionIndex: 0) == (true, UInt32(position)))
        }
        #expect(store.slotCount == 4096)
        store.checkInvariants()
    }

    @Test func wholeHashesOnlyForOneWordKeysWithoutPositionsNeeded() {
        func wholeHashes<Keying: StateKeying>(_ keying: Keying, byFingerprint: Bool = false, locating: Bool) -> Bool {
            StateStore(keying: keying, byFingerprint: byFingerprint, locatesStoredStates: locating).holdsWholeHashes
        }
        #expect(wholeHashes(PackedStates<Word, Word>(salt: 0), locating: false))
        #expect(!wholeHashes(PackedStates<Word, Word>(salt: 0), locating: true))
        #expect(!wholeHashes(PackedStates<Word, Word>(salt: 0), byFingerprint: true, locating: false))
        // Two words, whose hashes can collide (`Twins`): the table must compare keys, and the
        // exact run tells the twins apart (`FingerprintModeTests`).
        #expect(!wholeHashes(PackedStates<Twins.State, Twins.State>(salt: 0), locating: false))
        #expect(!wholeHashes(HashedStates<Int>(salt: 0), locating: false))
    }
}
