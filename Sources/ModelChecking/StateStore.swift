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
@usableFromInline
final class StateStore<State: Hashable> {
    /// Stands for "no parent": the state is initial.
    @usableFromInline static var root: UInt32 { .max }

    @usableFromInline let states = ChunkedBuffer<State>()
    /// The position of the state each state was reached from, or `root`.
    @usableFromInline let parents = ChunkedBuffer<UInt32>()
    /// The index of the action, in the parent's list, that reached each state; for an initial
    /// state, its index among the initial states.
    @usableFromInline let actionIndices = ChunkedBuffer<UInt16>()

    /// Each slot is 0 (empty) or `tag << 32 | (position + 1)`.
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    /// log2 of the table's size: a tag's top `sizeBits` bits are its home slot.
    @usableFromInline var sizeBits: Int

    @usableFromInline init() {
        sizeBits = 10
        slots = Array(repeating: 0, count: 1 << sizeBits)
        mask = slots.count - 1
    }

    @inlinable
    func home(ofTag tag: UInt64) -> Int { Int(truncatingIfNeeded: tag >> (32 - sizeBits)) }

    @usableFromInline var count: Int { states.count }

    /// Bytes of storage held now.
    @usableFromInline var reservedBytes: Int {
        states.reservedBytes + parents.reservedBytes + actionIndices.reservedBytes
            + slots.count * MemoryLayout<UInt64>.stride
    }

    /// Bytes of storage that holding one more state will need, counting the moment when the old
    /// and the new table both exist while the table grows.
    @usableFromInline var reservedBytesAfterInsert: Int {
        let table = slots.count * MemoryLayout<UInt64>.stride
        let growing = needsGrowth ? table * 3 : table
        return states.reservedBytesAfterAppend + parents.reservedBytesAfterAppend
            + actionIndices.reservedBytesAfterAppend + growing
    }

    @usableFromInline var needsGrowth: Bool { (count + 1) * 4 > slots.count * 3 }

    /// The hash the table files `state` under. Depends on the process's `Hasher` seed, and so
    /// decides where a state sits in the table, never its position or the order of anything.
    @inlinable
    func hash(of state: State) -> UInt64 { UInt64(UInt(bitPattern: state.hashValue)) }

    /// Reads the slots of these hashes, then the states those slots point at, so that their
    /// cache misses overlap instead of following one another when `insert` looks them up.
    /// A hint only: nothing changes but `warmth`, which keeps the reads from being optimized out.
    @inlinable
    func warm(_ hashes: [UInt64], entries: inout [UInt64]) {
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
    func insert(_ state: State, hash: UInt64, parent: UInt32, actionIndex: UInt16) -> (isNew: Bool, position: UInt32) {
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
        if count * 4 > slots.count * 3 { grow() }
        return (true, position)
    }

    @inlinable
    func insert(_ state: State, parent: UInt32, actionIndex: UInt16) -> (isNew: Bool, position: UInt32) {
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

    @usableFromInline
    func grow() {
        precondition(sizeBits < 32, "the state table is full")
        let old = slots
        slots = []  // drop our reference first, so only the old and the new table exist at once
        sizeBits += 1
        slots = Array(repeating: 0, count: 1 << sizeBits)
        mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = home(ofTag: entry >> 32)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        #if DEBUG
        checkInvariants()
        #endif
    }

    /// Checks that the table and the pages agree; compiled into debug builds only.
    func checkInvariants() {
        #if DEBUG
        precondition(parents.count == count && actionIndices.count == count, "pages of unequal length")
        var used = 0
        for (slot, entry) in slots.enumerated() where entry != 0 {
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
    @usableFromInline
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
