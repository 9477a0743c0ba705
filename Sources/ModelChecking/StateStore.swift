import Foundation

/// Every distinct state visited, in the order it was first reached, with the way back to it.
///
/// Dense storage plus an index: keys (a state, or a `CompactState`'s packed words), parents and,
/// where the keying needs them, action indices sit in pages in insertion order (so the
/// breadth-first queue is nothing but a cursor into them), and an open-addressing table maps a
/// state's hash to its position. A slot packs the position with the top 32 bits of the hash (its
/// tag), so a probe rarely needs to look at a stored key that is not the one sought; a tag's home
/// slot is `tag * slotCount >> 32`, so the table grows without hashing a single state again; a
/// table of positions grows in steps of a quarter to a seventh (not doublings), so it stays
/// between 3/5 and 3/4 full.
///
/// Where the key is one word and its hash a bijection of it (`StateKeying.hashIsKey`, TwoPhase's
/// packed word), and the run never asks where a state it reached again is stored (it records no
/// edges), a slot holds the whole hash instead (`holdsWholeHashes`): a lookup is then settled in
/// the table, with no read of a stored key, which was the second cache miss of every duplicate.
/// Such a table knows whether a state is stored, not where: a lookup of a stored state answers
/// `somewhere`. As nothing reads a key once its state is expanded, such a store forgets the keys
/// before the queue's cursor (`forgetKeys(before:)`) and keeps each state's action index instead,
/// which is all a trace needs to replay its way back; and with six bytes less a state, its table
/// can afford to grow by doublings, moving each entry once or twice over a run instead of some
/// six times (and zeroing about two fifths of the pages), between 3/8 and 3/4 full.
///
/// The table's layout depends on the hash (and so on `Hasher`'s per-process seed or the salt);
/// in the exact mode nothing else does. Positions, and so exploration order and traces, follow
/// insertion order only. (In fingerprint mode, a collision of hashes would merge two states.)
///
/// A noncopyable value that one run owns as a local variable and lends to what reads it
/// (`borrowing`): the compiler then proves every access exclusive, so the hot loop pays for no
/// dynamic exclusivity check, and the storage is freed when the run ends. `@inlinable`
/// throughout so that the module that instantiates the checker specializes the store for its
/// model's state.
@usableFromInline
struct StateStore<Keying: StateKeying>: ~Copyable {
    @usableFromInline typealias State = Keying.State

    /// Stands for "no parent": the state is initial.
    @inlinable static var root: UInt32 { .max }

    /// What a lookup answers for a stored state when the table holds whole hashes: stored, at a
    /// position the table does not know. Never a position (there are at most 2^32 - 2).
    @inlinable static var somewhere: UInt32 { .max - 1 }

    @usableFromInline let keying: Keying
    /// Fingerprint mode: a visited state is known by its 64-bit hash alone (`prints`), and its
    /// key is kept only until it has been expanded (`forgetKeys(before:)`). Two states with one
    /// hash are then taken for one, with the probability `CheckResult` reports.
    @usableFromInline let byFingerprint: Bool
    @usableFromInline var keys = ChunkedBuffer<Keying.Key>()
    /// Each state's hash, in fingerprint mode; empty otherwise.
    @usableFromInline var prints = ChunkedBuffer<UInt64>()
    /// The position of the state each state was reached from, or `root`.
    @usableFromInline var parents = ChunkedBuffer<UInt32>()
    /// The index of the action, in the parent's list, that reached each state; for an initial
    /// state, its index among the initial states. Empty unless `recordsActionIndices`.
    @usableFromInline var actionIndices = ChunkedBuffer<UInt16>()
    /// Whether `actionIndices` are kept: where the keying asks for them, and where the keys of
    /// expanded states are forgotten (a trace then replays by them).
    @usableFromInline let recordsActionIndices: Bool

    /// The index table, `slotCount` slots, each 0 (empty) or `tag << 32 | (position + 1)` (or a
    /// whole hash, with `holdsWholeHashes`). The
    /// store allocates and frees it itself: a probe then reads memory directly, without the
    /// bounds and uniqueness checks of an array.
    @usableFromInline var slots: UnsafeMutablePointer<UInt64>
    @usableFromInline var slotCount: Int
    /// Each slot is 0 (empty) or a stored state's whole hash, and positions are not in the table.
    @usableFromInline let holdsWholeHashes: Bool
    /// With whole hashes: whether the state whose hash is 0 (one key has it) is stored. It has
    /// no slot, as 0 marks an empty one.
    @usableFromInline var holdsZeroHash = false

    /// The table's size before any state is stored, and the least it is ever rebuilt to: sized
    /// for the states the run expects (`Checker.expectedStates`).
    @usableFromInline let leastSlotCount: Int

    /// A store for `keying`'s states. `locatesStoredStates` says whether a lookup must give the
    /// position of a state already stored (a run that records edges needs it); without it, a
    /// keying whose hash is its key gets a table of whole hashes. The table starts large enough
    /// for `expectedStates`, so it does not grow before then.
    @inlinable init(
        keying: Keying, byFingerprint: Bool = false, locatesStoredStates: Bool = true, expectedStates: Int = 0
    ) {
        self.keying = keying
        self.byFingerprint = byFingerprint
        holdsWholeHashes = Self.holdsWholeHashes(
            keying: keying, byFingerprint: byFingerprint, locatesStoredStates: locatesStoredStates)
        recordsActionIndices = keying.recordsActionIndices || holdsWholeHashes
        precondition(!byFingerprint || !keying.storesStates,
                     "fingerprint mode needs states that pack (CompactState or PackingModel): Hasher is seeded per process")
        // `Checker` clamps the guess into this range.
        precondition(expectedStates >= 0 && expectedStates <= 3 << 30, "a table holds at most 3 × 2^30 states")
        leastSlotCount = Self.slotCount(holding: expectedStates, byDoubling: holdsWholeHashes)
        slotCount = leastSlotCount
        slots = Self.allocateTable(slotCount)
    }

    @inlinable deinit {
        Self.freeTable(slots)
    }

    /// Whether a store made with these arguments holds whole hashes: `Checker` asks before it
    /// makes one, to size its table.
    @inlinable
    static func holdsWholeHashes(keying: Keying, byFingerprint: Bool, locatesStoredStates: Bool) -> Bool {
        keying.hashIsKey && !byFingerprint && !locatesStoredStates
    }

    /// A table of `count` empty slots. From `calloc`: a large one comes as fresh pages the system
    /// has zeroed already, where clearing it ourselves (`memset`) cost a tenth of the growth's
    /// instructions and wrote every page twice.
    @inlinable
    static func allocateTable(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        guard let memory = calloc(count, MemoryLayout<UInt64>.stride) else {
            fatalError("out of memory for a state table of \(count) slots")
        }
        return memory.bindMemory(to: UInt64.self, capacity: count)
    }

    /// Frees a table made by `allocateTable` (and perhaps shrunk by `rebuildInPlace`'s `realloc`).
    @inlinable
    static func freeTable(_ table: UnsafeMutablePointer<UInt64>) {
        free(table)
    }

    /// The table's sizes: 1024, 1280, 1536, 1792, 2048, 2560, …; by doublings, 1024, 2048, 4096, …
    @inlinable
    static func slotCount(step: Int, byDoubling: Bool) -> Int {
        byDoubling ? 1024 << step : (4 + step & 3) << (8 + step >> 2)
    }

    /// The size a table has once `count` states are stored: the first with them at most 3/4 full.
    @inlinable
    static func slotCount(holding count: Int, byDoubling: Bool) -> Int {
        var step = 0
        while count * 4 > slotCount(step: step, byDoubling: byDoubling) * 3 { step += 1 }
        return slotCount(step: step, byDoubling: byDoubling)
    }

    /// The size this store's table has once `count` states are stored: the first size with them
    /// at most 3/4 full, or the size it started with if larger.
    @inlinable
    func tableSize(holding count: Int) -> Int {
        max(leastSlotCount, Self.slotCount(holding: count, byDoubling: holdsWholeHashes))
    }

    /// The size this store's table grows to from `count` slots.
    @inlinable
    func nextSlotCount(after count: Int) -> Int {
        var step = 0
        while Self.slotCount(step: step, byDoubling: holdsWholeHashes) <= count { step += 1 }
        return Self.slotCount(step: step, byDoubling: holdsWholeHashes)
    }

    /// A tag's home slot (a tag has 32 bits; the table has at most 2^32 slots).
    @inlinable
    func home(ofTag tag: UInt64) -> Int { Int(truncatingIfNeeded: (tag &* UInt64(slotCount)) >> 32) }

    /// The position a filled slot of a table of positions points at (its low half, less one).
    @inlinable
    static func storedPosition(in entry: UInt64) -> Int { Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 }

    @inlinable var count: Int { keys.count }

    /// The state at `position`; where keys are forgotten, only for a state whose key is not yet.
    @inlinable func state(at position: Int) -> State { keying.state(of: keys[position]) }

    /// Whether the state stored at `position` is the one keyed `key`, whose hash is `hash`:
    /// in fingerprint mode, whether it has that hash.
    @inlinable
    func holds(key: Keying.Key, hash: UInt64, at position: Int) -> Bool {
        byFingerprint ? prints[position] == hash : keys[position] == key
    }

    /// Whether the state stored at `position` is `state` (as far as fingerprints tell, in that
    /// mode). Where a table of whole hashes no longer has the key at `position`, whether `state`
    /// is stored at all: the table knows that much, not where.
    @inlinable
    func holds(_ state: State, at position: Int) -> Bool {
        let key = keying.key(of: state), hash = keying.hash(of: key)
        if holdsWholeHashes && position < keys.firstLiveIndex { return holdsWholeHash(hash) }
        return holds(key: key, hash: hash, at: position)
    }

    /// Where keys are forgotten (fingerprint mode, a table of whole hashes), forgets those of the
    /// states before `position` (whole pages at a time): they have been expanded and judged, and
    /// are known from then on by their hash.
    @inlinable
    mutating func forgetKeys(before position: Int) {
        if byFingerprint || holdsWholeHashes { keys.freePages(before: position) }
    }

    /// Bytes of storage held now.
    @inlinable var reservedBytes: Int {
        keys.reservedBytes + prints.reservedBytes + parents.reservedBytes + actionIndices.reservedBytes
            + slotCount * MemoryLayout<UInt64>.stride
    }

    /// Bytes of storage that holding one more state will need, counting the moment when the old
    /// and the new table both exist while the table grows.
    @inlinable var reservedBytesAfterInsert: Int {
        let table = slotCount * MemoryLayout<UInt64>.stride
        let growing = needsGrowth ? table + nextSlotCount(after: slotCount) * MemoryLayout<UInt64>.stride : table
        return keys.reservedBytesAfterAppend + (byFingerprint ? prints.reservedBytesAfterAppend : 0)
            + parents.reservedBytesAfterAppend
            + (recordsActionIndices ? actionIndices.reservedBytesAfterAppend : 0) + growing
    }

    @inlinable var needsGrowth: Bool { (count + 1) * 4 > slotCount * 3 }

    /// The hash the table files `state` under: decides where a state sits in the table, never its
    /// position or the order of anything.
    @inlinable
    func hash(of state: State) -> UInt64 { keying.hash(of: keying.key(of: state)) }

    /// Reads the slots of the hashes of the successors at `indices`, then the keys those slots
    /// point at, so that their cache misses overlap instead of following one another when they
    /// are looked up. A hint only. Each pass is a sum of loads with no store or call in it, so the
    /// processor can keep many of them in flight. Returns the sum, which the caller must keep (add
    /// to a running total) so that the reads are not optimized out. Reads only: workers call it
    /// on a store no one is writing.
    @inlinable
    func warm(
        _ successors: UnsafeBufferPointer<ExpandedSuccessor<State, Keying.Key>>, at indices: UnsafeBufferPointer<Int32>
    ) -> UInt64 {
        var touched: UInt64 = 0
        for index in indices {
            // A probe that starts late in a cache line often runs into the next one: read both.
            let slot = slots + home(ofTag: successors[Int(index)].hash >> 32)
            touched &+= slot.pointee
            if UInt(bitPattern: slot) & 63 >= 40 { touched &+= (slots + min(slot - slots + 4, slotCount - 1)).pointee }
        }
        // Whole hashes settle a lookup in the table: no key to read.
        guard !holdsWholeHashes else { return touched }
        for index in indices {
            // The first slot with the successor's tag, as the lookup will find it.
            let tag = successors[Int(index)].hash >> 32
            var slot = home(ofTag: tag)
            var entry = slots[slot]
            while entry != 0 && entry >> 32 != tag {
                slot += 1
                if slot == slotCount { slot = 0 }
                entry = slots[slot]
            }
            guard entry != 0 else { continue }
            let position = Self.storedPosition(in: entry)
            if byFingerprint {
                touched &+= prints[position]
            } else {
                touched &+= withUnsafeBytes(of: keys[position]) { UInt64($0.first ?? 0) }
            }
        }
        return touched
    }

    /// Reads the records of the successors at `indices` and their home slots, for the merge to
    /// find them in the cache when it stores them: the records were written by another worker,
    /// and most of these successors are new, so their probes end at an empty slot and read no key.
    @inlinable
    func warm(_ successors: [ExpandedSuccessor<State, Keying.Key>], at indices: [Int32]) -> UInt64 {
        var touched: UInt64 = 0
        successors.withUnsafeBufferPointer { successors in
            for index in indices { touched &+= slots[home(ofTag: successors[Int(index)].hash >> 32)] }
        }
        return touched
    }

    /// The position of the state keyed `key`, whose hash is `hash`, inserting it with its parent
    /// and action index when it is new; for a state already stored in a table of whole hashes,
    /// `somewhere`.
    @inlinable
    mutating func insert(key: Keying.Key, hash: UInt64, parent: UInt32, actionIndex: UInt16) -> (isNew: Bool, position: UInt32) {
        let tag = hash >> 32
        var slot = home(ofTag: tag)
        if holdsWholeHashes {
            if hash == 0 {
                if holdsZeroHash { return (false, Self.somewhere) }
            } else {
                let probe = wholeHashSlot(hash)
                if probe.holds { return (false, Self.somewhere) }
                slot = probe.slot
            }
        } else {
            while true {
                let entry = slots[slot]
                if entry == 0 { break }
                if entry >> 32 == tag {
                    let position = Self.storedPosition(in: entry)
                    if holds(key: key, hash: hash, at: position) { return (false, UInt32(position)) }
                }
                slot += 1
                if slot == slotCount { slot = 0 }
            }
        }
        precondition(count < Int(UInt32.max) - 1, "more than 2^32 - 2 states")
        let position = UInt32(count)
        keys.append(key)
        if byFingerprint { prints.append(hash) }
        parents.append(parent)
        if recordsActionIndices { actionIndices.append(actionIndex) }
        if holdsWholeHashes {
            if hash == 0 { holdsZeroHash = true } else { slots[slot] = hash }
        } else {
            slots[slot] = tag << 32 | UInt64(position + 1)
        }
        if count * 4 > slotCount * 3 { rebuildTable(slotCount: nextSlotCount(after: slotCount)) }
        return (true, position)
    }

    @inlinable
    mutating func insert(_ state: State, parent: UInt32, actionIndex: UInt16) -> (isNew: Bool, position: UInt32) {
        let key = keying.key(of: state)
        return insert(key: key, hash: keying.hash(of: key), parent: parent, actionIndex: actionIndex)
    }

    /// The position of `state`, if it was visited.
    @inlinable
    func position(of state: State) -> UInt32? {
        let key = keying.key(of: state)
        return position(ofKey: key, hash: keying.hash(of: key))
    }

    /// The position of the state keyed `key`, whose hash is `hash`, if it was visited; with whole
    /// hashes, `somewhere`.
    @inlinable
    func position(ofKey key: Keying.Key, hash: UInt64) -> UInt32? {
        if holdsWholeHashes { return holdsWholeHash(hash) ? Self.somewhere : nil }
        let tag = hash >> 32
        var slot = home(ofTag: tag)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let position = Self.storedPosition(in: entry)
                if holds(key: key, hash: hash, at: position) { return UInt32(position) }
            }
            slot += 1
            if slot == slotCount { slot = 0 }
        }
    }

    /// Forgets every state from position `newCount` on, leaving the store exactly as it was when
    /// it held `newCount` states (table size included, so reported bytes match). Used once, when
    /// a run stops part-way through a round that was expanded ahead of the serial order. It never
    /// holds two tables: the table is rebuilt in its own memory. A table of whole hashes says
    /// nothing of positions, so the states dropped are first taken out of it one by one, by the
    /// keys of the states dropped (stored in this round, after the cursor, so not forgotten).
    @inlinable
    mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        precondition(newCount >= keys.firstLiveIndex, "a cut back keeps every state whose key is forgotten")
        if holdsWholeHashes {
            for position in newCount..<count { removeWholeHash(keying.hash(of: keys[position])) }
        }
        keys.truncate(to: newCount)
        if byFingerprint { prints.truncate(to: newCount) }
        parents.truncate(to: newCount)
        if recordsActionIndices { actionIndices.truncate(to: newCount) }
        if !holdsWholeHashes || tableSize(holding: newCount) < slotCount {
            rebuildInPlace(slotCount: tableSize(holding: newCount), keeping: holdsWholeHashes ? nil : newCount)
        }
    }

    /// With whole hashes: takes `hash`, stored, out of the table. Each later entry of its run that
    /// may sit in the slot freed (its home is not between that slot and its own) moves back into
    /// it, and so on, so that every entry still sits after its home with no empty slot between.
    /// Rare (a cut back), so not inlined.
    @usableFromInline
    mutating func removeWholeHash(_ hash: UInt64) {
        guard hash != 0 else {
            holdsZeroHash = false
            return
        }
        let probe = wholeHashSlot(hash)
        precondition(probe.holds, "a hash taken out of the table is in it")
        var hole = probe.slot, slot = probe.slot
        while true {
            slot = slot + 1 == slotCount ? 0 : slot + 1
            let entry = slots[slot]
            if entry == 0 { break }
            let home = home(ofTag: entry >> 32)
            // Whether `home` lies in `hole + 1 ... slot`, the run wrapping past the end or not.
            let staysPut = hole < slot ? home > hole && home <= slot : home > hole || home <= slot
            if !staysPut {
                slots[hole] = entry
                hole = slot
            }
        }
        slots[hole] = 0
    }

    /// With whole hashes: whether `hash`, and so its one state, is stored.
    @inlinable
    func holdsWholeHash(_ hash: UInt64) -> Bool {
        hash == 0 ? holdsZeroHash : wholeHashSlot(hash).holds
    }

    /// With whole hashes: the slot that holds `hash` (not 0), or else the empty slot where it
    /// goes. One probe serves a lookup and an insert.
    @inlinable
    func wholeHashSlot(_ hash: UInt64) -> (slot: Int, holds: Bool) {
        var slot = home(ofTag: hash >> 32)
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, false) }
            if entry == hash { return (slot, true) }
            slot += 1
            if slot == slotCount { slot = 0 }
        }
    }

    /// The first empty slot from `tag`'s home on: where an entry not in the table goes.
    @inlinable
    func emptySlot(forTag tag: UInt64) -> Int { emptySlot(from: home(ofTag: tag)) }

    /// The first empty slot from `start` on (`slotCount` stands for slot 0).
    @inlinable
    func emptySlot(from start: Int) -> Int {
        var slot = start == slotCount ? 0 : start
        while slots[slot] != 0 {
            slot += 1
            if slot == slotCount { slot = 0 }
        }
        return slot
    }

    /// Moves every entry to a table of `newSlotCount` slots, larger than the present one. Once
    /// per growth step; a table of positions grows in steps of a quarter to a seventh, so each
    /// state is moved some six times over a run (once or twice, by doublings): kept out of line, but lean;
    /// hashes nothing, as the tags are in the slots. The old table and the new are both held meanwhile, as
    /// `reservedBytesAfterInsert` counts them.
    ///
    /// Read from the old table's first empty slot, so that the run that wraps past its end comes
    /// last: read first, its entries' homes near the end would make every later home fall.
    @usableFromInline
    mutating func rebuildTable(slotCount newSlotCount: Int) {
        precondition(newSlotCount <= 1 << 32, "the state table is full")
        let old = slots, oldCount = slotCount
        slotCount = newSlotCount
        slots = Self.allocateTable(slotCount)
        var start = 0
        while old[start] != 0 { start += 1 }
        var placement = Placement()
        for index in start..<start + oldCount {
            let entry = old[index < oldCount ? index : index &- oldCount]
            if entry != 0 { place(entry, &placement) }
        }
        Self.freeTable(old)
        #if DEBUG
        checkInvariants()
        #endif
    }

    /// Keeps the entries of the first `kept` positions (every entry, where `kept` is nil), moved to
    /// a table of `newSlotCount` slots, at most the present size, in the table's own memory: a cut
    /// back holds no second table, so the memory bound and the peak need not count one. Once per
    /// run at most.
    ///
    /// Read in slot order from the first empty slot, each slot emptied as it is read: an entry's
    /// home is no later in a table no larger, so (see `place`) it goes no later than the slot it
    /// was read from, and never onto an entry not read yet. The run at the front, which may have
    /// wrapped from the end, is set aside first (one run of filled slots, in a heap array for the
    /// moment; short unless hashes crowd the table's ends) and filed last, as inserts are, so
    /// that entries from the end that wrap find its slots empty.
    @usableFromInline
    mutating func rebuildInPlace(slotCount newSlotCount: Int, keeping kept: Int?) {
        precondition(newSlotCount <= slotCount, "a table rebuilt in place does not grow")
        let table = slots, oldCount = slotCount
        func isKept(_ entry: UInt64) -> Bool { kept.map { Self.storedPosition(in: entry) < $0 } ?? true }
        var start = 0
        while table[start] != 0 { start += 1 }
        let front = UnsafeBufferPointer(start: table, count: start).filter(isKept)
        table.update(repeating: 0, count: start)
        slotCount = newSlotCount
        var placement = Placement()
        for index in start..<oldCount {
            let entry = table[index]
            guard entry != 0 else { continue }
            table[index] = 0
            if isKept(entry) { place(entry, &placement) }
        }
        for entry in front { table[emptySlot(forTag: entry >> 32)] = entry }
        if newSlotCount < oldCount, let smaller = realloc(table, newSlotCount * MemoryLayout<UInt64>.stride) {
            slots = smaller.bindMemory(to: UInt64.self, capacity: newSlotCount)
        }
        #if DEBUG
        checkInvariants()
        #endif
    }

    /// Where a rebuild stands: every slot from `cursor` on is empty of what it has placed, and
    /// every slot of the run `runStart..<cursor` is filled.
    struct Placement {
        var runStart = 0
        var cursor = 0
    }

    /// Places `entry`, read from the table being rebuilt in slot order, in the new table.
    ///
    /// A tag's home grows with the tag in every table size, so entries read in slot order come
    /// with homes in nearly rising order (only the entries within one run of filled slots come in
    /// any order), and the new table is written front to back. An entry whose home is in the run
    /// `runStart..<cursor` or after it goes to its home or to `cursor`, whichever is later, with
    /// no search at all; that is every entry whose home rises, and most that do not (they come
    /// from one run of the old table, and their homes fall only within it). An entry whose home
    /// is before the run goes to its home if that slot is empty, or else searches from its home,
    /// as an insert does, finding an empty slot before the run or, when every slot between is
    /// filled, the one at `cursor`. Either way, each entry sits after its home with no empty slot
    /// between, which is all a lookup needs. Past the end, the few entries left wrap to the front
    /// and search, as inserts do.
    @inline(__always)
    func place(_ entry: UInt64, _ placement: inout Placement) {
        let table = slots
        let home = home(ofTag: entry >> 32)
        var slot = max(home, placement.cursor)
        if home >= placement.runStart && slot < slotCount {
            if home > placement.cursor { placement.runStart = home }
            placement.cursor = slot &+ 1
        } else if table[home] == 0 {
            // Before the run, at an empty home: most of those that fall, right after a run began
            // at a later home.
            slot = home
        } else {
            // Before the run's first slot, or at `cursor` when every slot between is filled (then
            // the run goes on); at the front, once past the end.
            slot = emptySlot(from: home)
            if slot >= placement.cursor { placement.cursor = slot &+ 1 }
        }
        assert(table[slot] == 0, "a rebuilt table's entry overwrote another")
        table[slot] = entry
    }

    /// Checks that the table and the pages agree; compiled into debug builds only.
    func checkInvariants() {
        #if DEBUG
        precondition(parents.count == count, "pages of unequal length")
        precondition(!recordsActionIndices || actionIndices.count == count, "pages of unequal length")
        var used = 0
        if holdsWholeHashes {
            let hashes = UnsafeBufferPointer(start: slots, count: slotCount).reduce(holdsZeroHash ? 1 : 0) { $0 + ($1 != 0 ? 1 : 0) }
            // Every state whose key is kept is looked up below.
            precondition(hashes == count, "\(hashes) hashes for \(count) states")
        }
        for (slot, entry) in UnsafeBufferPointer(start: slots, count: slotCount).enumerated() where entry != 0 && !holdsWholeHashes {
            used += 1
            let position = Self.storedPosition(in: entry)
            precondition(position < count, "slot \(slot) points past the last state")
            let hash = byFingerprint ? prints[position] : keying.hash(of: keys[position])
            precondition(hash >> 32 == entry >> 32, "slot \(slot) has a stale tag")
        }
        precondition(holdsWholeHashes || used == count, "\(used) slots for \(count) states")
        for position in 0..<count {
            let parent = parents[position]
            precondition(parent == Self.root || Int(parent) < position, "state \(position) has a later parent")
            guard position >= keys.firstLiveIndex else { continue }
            let found = self.position(of: state(at: position))
            precondition(found == (holdsWholeHashes ? Self.somewhere : UInt32(position)), "state \(position) is not found")
        }
        #endif
    }

    /// The positions from an initial state to `position`, first to last.
    @inlinable
    func path(to position: UInt32) -> [UInt32] {
        var path: [UInt32] = []
        var current = position
        while current != Self.root {
            path.append(current)
            current = parents[Int(current)]
        }
        return path.reversed()
    }
}
