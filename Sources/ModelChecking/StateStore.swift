/// Every distinct state visited, in the order it was first reached, with the way back to it.
///
/// Dense storage plus an index: states, parents and action indices sit in pages in insertion
/// order (so the breadth-first queue is nothing but a cursor into them), and an open-addressing
/// table maps a state's hash to its position. A slot packs the position with the top 32 bits of
/// the hash (its tag), so a probe rarely needs to look at a stored state that is not the one
/// sought; and a state's home slot is the top bits of its tag, so the table grows without
/// hashing a single state again.
///
/// The table's layout depends on `Hasher`'s per-process seed; nothing else does. Positions, and
/// so exploration order and traces, follow insertion order only.
///
/// A noncopyable value that one run owns as a local variable and lends to what reads it
/// (`borrowing`): the compiler then proves every access exclusive, so the hot loop pays for no
/// dynamic exclusivity check, and the storage is freed when the run ends. `@inlinable`
/// throughout so that the module that instantiates the checker specializes the store for its
/// model's state.
@usableFromInline
struct StateStore<State: Hashable>: ~Copyable {
    /// Stands for "no parent": the state is initial.
    @inlinable static var root: UInt32 { .max }

    @usableFromInline var states = ChunkedBuffer<State>()
    /// The position of the state each state was reached from, or `root`.
    @usableFromInline var parents = ChunkedBuffer<UInt32>()
    /// The index of the action, in the parent's list, that reached each state; for an initial
    /// state, its index among the initial states.
    @usableFromInline var actionIndices = ChunkedBuffer<UInt16>()

    /// The index table, `slotCount` slots, each 0 (empty) or `tag << 32 | (position + 1)`. The
    /// store allocates and frees it itself: a probe then reads memory directly, without the
    /// bounds and uniqueness checks of an array.
    @usableFromInline var slots: UnsafeMutablePointer<UInt64>
    @usableFromInline var slotCount: Int
    @usableFromInline var mask: Int
    /// log2 of the table's size: a tag's top `sizeBits` bits are its home slot.
    @usableFromInline var sizeBits: Int

    @inlinable init() {
        sizeBits = 10
        slotCount = 1 << sizeBits
        mask = slotCount - 1
        slots = Self.allocateTable(slotCount)
    }

    @inlinable deinit {
        slots.deallocate()
    }

    @inlinable
    static func allocateTable(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        table.initialize(repeating: 0, count: count)
        return table
    }

    /// A tag's home slot: its top `sizeBits` bits (a tag has 32 bits; `sizeBits` is at most 32).
    @inlinable
    func home(ofTag tag: UInt64) -> Int { Int(truncatingIfNeeded: tag &>> (32 &- sizeBits)) }

    @inlinable var count: Int { states.count }

    /// Bytes of storage held now.
    @inlinable var reservedBytes: Int {
        states.reservedBytes + parents.reservedBytes + actionIndices.reservedBytes
            + slotCount * MemoryLayout<UInt64>.stride
    }

    /// Bytes of storage that holding one more state will need, counting the moment when the old
    /// and the new table both exist while the table grows.
    @inlinable var reservedBytesAfterInsert: Int {
        let table = slotCount * MemoryLayout<UInt64>.stride
        let growing = needsGrowth ? table * 3 : table
        return states.reservedBytesAfterAppend + parents.reservedBytesAfterAppend
            + actionIndices.reservedBytesAfterAppend + growing
    }

    @inlinable var needsGrowth: Bool { (count + 1) * 4 > slotCount * 3 }

    /// The hash the table files `state` under. Depends on the process's `Hasher` seed, and so
    /// decides where a state sits in the table, never its position or the order of anything.
    @inlinable
    func hash(of state: State) -> UInt64 { UInt64(UInt(bitPattern: state.hashValue)) }

    /// Reads the slots of these hashes, then the states those slots point at, so that their
    /// cache misses overlap instead of following one another when `insert` looks them up.
    /// A hint only: nothing changes but `warmth`, which keeps the reads from being optimized out.
    @inlinable
    mutating func warm(_ hashes: [UInt64], entries: inout [UInt64]) {
        entries.removeAll(keepingCapacity: true)
        for hash in hashes { entries.append(slots[home(ofTag: hash >> 32)]) }
        var touched: UInt64 = 0
        for (hash, entry) in zip(hashes, entries) where entry != 0 && entry >> 32 == hash >> 32 {
            let state = states[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1]
            touched &+= withUnsafeBytes(of: state) { UInt64($0.first ?? 0) }
        }
        warmth &+= touched
    }

    @usableFromInline var warmth: UInt64 = 0

    /// The position of `state`, inserting it with its parent and action index when it is new.
    @inlinable
    mutating func insert(_ state: State, hash: UInt64, parent: UInt32, actionIndex: UInt16) -> (isNew: Bool, position: UInt32) {
        let tag = hash >> 32
        var slot = home(ofTag: tag)
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry >> 32 == tag {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if states[position] == state { return (false, UInt32(position)) }
            }
            slot = (slot + 1) & mask
        }
        precondition(count < Int(UInt32.max) - 1, "more than 2^32 - 2 states")
        let position = UInt32(count)
        states.append(state)
        parents.append(parent)
        actionIndices.append(actionIndex)
        slots[slot] = tag << 32 | UInt64(position + 1)
        if count * 4 > slotCount * 3 { grow() }
        return (true, position)
    }

    @inlinable
    mutating func insert(_ state: State, parent: UInt32, actionIndex: UInt16) -> (isNew: Bool, position: UInt32) {
        insert(state, hash: hash(of: state), parent: parent, actionIndex: actionIndex)
    }

    /// The position of `state`, if it was visited.
    @inlinable
    func position(of state: State) -> UInt32? {
        let tag = hash(of: state) >> 32
        var slot = home(ofTag: tag)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if states[position] == state { return UInt32(position) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the table. Rare (once per doubling of the states), so not inlined.
    @usableFromInline
    mutating func grow() {
        precondition(sizeBits < 32, "the state table is full")
        let old = slots
        let oldCount = slotCount
        sizeBits += 1
        slotCount = 1 << sizeBits
        mask = slotCount - 1
        slots = Self.allocateTable(slotCount)
        for entry in UnsafeBufferPointer(start: old, count: oldCount) where entry != 0 {
            var slot = home(ofTag: entry >> 32)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        old.deallocate()
        #if DEBUG
        checkInvariants()
        #endif
    }

    /// Checks that the table and the pages agree; compiled into debug builds only.
    func checkInvariants() {
        #if DEBUG
        precondition(parents.count == count && actionIndices.count == count, "pages of unequal length")
        var used = 0
        for (slot, entry) in UnsafeBufferPointer(start: slots, count: slotCount).enumerated() where entry != 0 {
            used += 1
            let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            precondition(position < count, "slot \(slot) points past the last state")
            precondition(hash(of: states[position]) >> 32 == entry >> 32, "slot \(slot) has a stale tag")
        }
        precondition(used == count, "\(used) slots for \(count) states")
        for position in 0..<count {
            let parent = parents[position]
            precondition(parent == Self.root || Int(parent) < position, "state \(position) has a later parent")
            precondition(self.position(of: states[position]) == UInt32(position), "state \(position) is not found")
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
