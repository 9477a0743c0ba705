/// A cheap, salted 64-bit hash of a value made of whole `UInt64` words: a SplitMix64 step per
/// word, then MurmurHash3's finalizer. Deterministic on every machine, unlike `Hasher`. In the
/// exact mode nothing reported depends on it, only where states sit in the table; in fingerprint
/// mode it is the fingerprint, and a collision (whose chance the run reports) would lose a state.
@usableFromInline
enum WordMix {
    @inlinable
    static func hash<Words: BitwiseCopyable>(of words: Words, salt: UInt64) -> UInt64 {
        var hash = salt &+ 0x9E37_79B9_7F4A_7C15
        withUnsafeBytes(of: words) { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
            }
        }
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }
}
