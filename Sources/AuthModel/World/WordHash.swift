/// A 64-bit hash of a few whole words: a multiply-xorshift step per word, then MurmurHash3's
/// finalizer, so that the low bits `InternTable` picks a slot with vary. For an intern table's
/// index within one run only: nothing reported reads it.
@usableFromInline
struct WordHash {
    @usableFromInline var state: UInt64

    @inlinable
    init(_ seed: Int) {
        state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
    }

    @inlinable
    mutating func add(_ word: UInt64) {
        state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
        state ^= state >> 31
    }

    @inlinable
    var value: UInt64 {
        var hash = state
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }
}
