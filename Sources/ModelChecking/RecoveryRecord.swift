/// What the recover analysis needs, recorded while exploring so that no state is expanded or
/// judged a second time: every edge whose action some recover condition permits (its target,
/// which conditions permit it), and each state's `from` and `to` bits, judged when the state was
/// first stored. Empty when the run has no recover property.
///
/// An edge's source is not stored. The merge records every parent's edges together, parents in
/// position order, and closes each with `finishSource()`, so the edges of the state at position
/// `p` are the `edgeCounts[p]` that follow those of the states before it: two bytes per state
/// instead of four per edge, and an edge is recorded for nearly every step explored.
@usableFromInline
struct RecoveryRecord: ~Copyable {
    @usableFromInline var targets = ChunkedBuffer<UInt32>()
    /// Each edge's mask of permitting conditions in `bytesPerMask` bytes, low byte first: one
    /// byte for up to eight recover properties, rather than a word.
    @usableFromInline var permitBytes = ChunkedBuffer<UInt8>()
    /// How many edges each expanded state has, in position order (a state has at most
    /// `UInt16.max` actions).
    @usableFromInline var edgeCounts = ChunkedBuffer<UInt16>()
    /// Edges recorded since the last `finishSource()`: the open source's.
    @usableFromInline var openEdges = 0
    /// `bytesPerState` bytes per stored state: `from` bits first, then `to` bits, low byte
    /// first. Bytes, not words: the reference's three conditions take six bits, and a word per
    /// state was 8 of the 100 bytes a deep run holds per state.
    @usableFromInline var bits = ChunkedBuffer<UInt8>()
    @usableFromInline let conditionCount: Int
    /// Words of a state's bits as the judging workers write them (`appendBits`).
    @usableFromInline let wordsPerState: Int
    @usableFromInline let bytesPerState: Int
    /// Bytes of one edge's mask: 1, 2, 4 or 8, so that a page holds whole masks and only a
    /// mask's first byte can open a new page.
    @usableFromInline let bytesPerMask: Int

    @inlinable
    init(conditionCount: Int) {
        self.conditionCount = conditionCount
        wordsPerState = (2 * conditionCount + 63) / 64
        bytesPerState = (2 * conditionCount + 7) / 8
        var bytes = 1
        while bytes * 8 < conditionCount { bytes *= 2 }
        bytesPerMask = bytes
    }

    @inlinable var isRecording: Bool { conditionCount > 0 }

    @inlinable var edgeCount: Int { targets.count }

    /// The states whose edges are all recorded: positions `0..<sourceCount`.
    @inlinable var sourceCount: Int { edgeCounts.count }

    /// Records an edge of the open source: the state at position `sourceCount`.
    @inlinable
    mutating func appendEdge(to target: UInt32, permits mask: UInt64) {
        targets.append(target)
        for byte in 0..<bytesPerMask { permitBytes.append(UInt8(truncatingIfNeeded: mask >> UInt64(8 * byte))) }
        openEdges += 1
    }

    /// Closes the open source: the next edge is the next state's.
    @inlinable
    mutating func finishSource() {
        edgeCounts.append(UInt16(openEdges))
        openEdges = 0
    }

    /// Whether condition number `condition` permits edge `edge`: its mask's one bit, read alone.
    @inlinable
    func permits(_ edge: Int, condition: Int) -> Bool {
        permitBytes[edge * bytesPerMask + condition >> 3] & (1 << UInt8(condition & 7)) != 0
    }

    /// The conditions that permit edge `edge`, one bit each.
    @inlinable
    func permits(_ edge: Int) -> UInt64 {
        var mask: UInt64 = 0
        for byte in 0..<bytesPerMask { mask |= UInt64(permitBytes[edge * bytesPerMask + byte]) << UInt64(8 * byte) }
        return mask
    }

    /// Keeps the first `edges` edges, the first `sources` sources and the bits of the first
    /// `states` states: where the run stood after some parent (whose source is closed).
    @inlinable
    mutating func truncate(edges: Int, sources: Int, states: Int) {
        targets.truncate(to: edges)
        permitBytes.truncate(to: edges * bytesPerMask)
        edgeCounts.truncate(to: isRecording ? sources : 0)
        openEdges = 0
        bits.truncate(to: states * bytesPerState)
    }

    /// Records the bits of the next states, given as `wordsPerState` words each.
    @inlinable
    mutating func appendBits(_ words: [UInt64]) {
        guard wordsPerState > 0 else { return }
        precondition(words.count % wordsPerState == 0, "whole states' words")
        var start = 0
        while start < words.count {
            for byte in 0..<bytesPerState {
                bits.append(UInt8(truncatingIfNeeded: words[start + byte >> 3] >> UInt64(8 * (byte & 7))))
            }
            start += wordsPerState
        }
    }

    @inlinable
    func bit(_ bit: Int, of position: Int) -> Bool {
        bits[position * bytesPerState + bit >> 3] & (1 << UInt8(bit & 7)) != 0
    }

    @inlinable func from(_ condition: Int, at position: Int) -> Bool { bit(condition, of: position) }

    @inlinable func to(_ condition: Int, at position: Int) -> Bool { bit(conditionCount + condition, of: position) }

    /// Bytes held, with one more edge and one more state's bits and edge count, for the memory
    /// bound.
    @inlinable var reservedBytesAfterAppend: Int {
        targets.reservedBytesAfterAppend + permitBytes.reservedBytesAfterAppending(bytesPerMask)
            + edgeCounts.reservedBytesAfterAppend + bits.reservedBytesAfterAppending(bytesPerState)
    }

    @inlinable var reservedBytes: Int {
        targets.reservedBytes + permitBytes.reservedBytes + edgeCounts.reservedBytes + bits.reservedBytes
    }
}
