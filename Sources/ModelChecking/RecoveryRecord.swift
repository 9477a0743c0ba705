/// What the recover analysis needs, recorded while exploring so that no state is expanded or
/// judged a second time: every edge whose action some recover condition permits (source,
/// target, which conditions permit it), and each state's `from` and `to` bits, judged when the
/// state was first stored. Empty when the run has no recover property.
@usableFromInline
struct RecoveryRecord: ~Copyable {
    @usableFromInline var sources = ChunkedBuffer<UInt32>()
    @usableFromInline var targets = ChunkedBuffer<UInt32>()
    @usableFromInline var permits = ChunkedBuffer<UInt64>()
    /// `wordsPerState` words per stored state: `from` bits first, then `to` bits.
    @usableFromInline var bits = ChunkedBuffer<UInt64>()
    @usableFromInline let conditionCount: Int
    @usableFromInline let wordsPerState: Int

    @inlinable
    init(conditionCount: Int) {
        self.conditionCount = conditionCount
        wordsPerState = conditionCount == 0 ? 0 : (2 * conditionCount + 63) / 64
    }

    @inlinable var isRecording: Bool { conditionCount > 0 }

    @inlinable var edgeCount: Int { sources.count }

    @inlinable
    mutating func appendEdge(from source: UInt32, to target: UInt32, permits mask: UInt64) {
        sources.append(source)
        targets.append(target)
        permits.append(mask)
    }

    @inlinable
    mutating func truncate(edges: Int, states: Int) {
        sources.truncate(to: edges)
        targets.truncate(to: edges)
        permits.truncate(to: edges)
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
        sources.reservedBytesAfterAppend + targets.reservedBytesAfterAppend + permits.reservedBytesAfterAppend
            + bits.reservedBytesAfterAppend
    }

    @inlinable var reservedBytes: Int {
        sources.reservedBytes + targets.reservedBytes + permits.reservedBytes + bits.reservedBytes
    }
}
