/// One bit per stored state, by position: the recover analysis's "can recover" marks, so that
/// what it holds beside the record is a bit per state, not a byte.
@usableFromInline
struct StateMarks {
    @usableFromInline var words: [UInt64]

    @inlinable
    init(count: Int) {
        words = [UInt64](repeating: 0, count: Self.wordCount(count))
    }

    @inlinable static func wordCount(_ count: Int) -> Int { (count + 63) >> 6 }

    /// Bytes held for `count` states.
    @inlinable static func bytes(_ count: Int) -> Int { wordCount(count) * MemoryLayout<UInt64>.stride }

    @inlinable
    func contains(_ position: Int) -> Bool { words[position >> 6] & (1 << UInt64(position & 63)) != 0 }

    @inlinable
    mutating func insert(_ position: Int) { words[position >> 6] |= 1 << UInt64(position & 63) }
}
