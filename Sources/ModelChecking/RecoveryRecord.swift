/// What the recover analysis needs, recorded while exploring so that no state is expanded or
/// judged a second time: every edge whose action some recover condition permits (source,
/// target, which conditions permit it), and each state's `from` and `to` bits, judged when the
/// state was first stored. Empty when the run has no recover property.
@usableFromInline
struct RecoveryRecord: ~Copyable {
    @usableFromInline var sources = ChunkedBuffer<UInt32>()
    @usableFromInline var targets = ChunkedBuffer<UInt32>()
    /// Each edge's mask of permitting conditions in `bytesPerMask` bytes, low byte first: one
    /// byte for up to eight recover properties, rather than a word, as an edge is recorded for
    /// nearly every step explored.
    @usableFromInline var permitBytes = ChunkedBuffer<UInt8>()
    /// `wordsPerState` words per stored state: `from` bits first, then `to` bits.
    @usableFromInline var bits = ChunkedBuffer<UInt64>()
    @usableFromInline let conditionCount: Int
    @usableFromInline let wordsPerState: Int
    /// Bytes of one edge's mask: 1, 2, 4 or 8, so that a page holds whole masks and only a
    /// mask's first byte can open a new page.
    @usableFromInline let bytesPerMask: Int

    @inlinable
    init(conditionCount: Int) {
        self.conditionCount = conditionCount
        wordsPerState = conditionCount == 0 ? 0 : (2 * conditionCount + 63) / 64
        var bytes = 1
        while bytes * 8 < conditionCount { bytes *= 2 }
        bytesPerMask = bytes
    }

    @inlinable var isRecording: Bool { conditionCount > 0 }

    @inlinable var edgeCount: Int { sources.count }

    @inlinable
    mutating func appendEdge(from source: UInt32, to target: UInt32, permits mask: UInt64) {
        sources.append(source)
        targets.append(target)
        for byte in 0..<bytesPerMask { permitBytes.append(UInt8(truncatingIfNeeded: mask >> UInt64(8 * byte))) }
    }

    /// The conditions that permit edge `edge`, one bit each.
    @inlinable
    func permits(_ edge: Int) -> UInt64 {
        var mask: UInt64 = 0
        for byte in 0..<bytesPerMask { mask |= UInt64(permitBytes[edge * bytesPerMask + byte]) << UInt64(8 * byte) }
        return mask
    }

    @inlinable
    mutating func truncate(edges: Int, states: Int) {
        sources.truncate(to: edges)
        targets.truncate(to: edges)
        permitBytes.truncate(to: edges * bytesPerMask)
        bits.truncate(to: states * wordsPerState)
    }

    @inlinable
    func bit(_ bit: Int, of position: Int) -> Bool {
        bits[position * wordsPerState + bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    @inlinable func from(_ condition: Int, at position: Int) -> Bool { bit(condition, of: position) }

    @inlinable func to(_ condition: Int, at position: Int) -> Bool { bit(conditionCount + condition, of: position) }

    /// Bytes held, with one more edge and one more state's bits, for the memory bound.
    @inlinable var reservedBytesAfterAppend: Int {
        sources.reservedBytesAfterAppend + targets.reservedBytesAfterAppend + permitBytes.reservedBytesAfterAppend
            + bits.reservedBytesAfterAppend
    }

    @inlinable var reservedBytes: Int {
        sources.reservedBytes + targets.reservedBytes + permitBytes.reservedBytes + bits.reservedBytes
    }
}
