/// States stored as a `CompactState`'s packed words, hashed with a cheap 64-bit mix (a
/// SplitMix64 step per word, then MurmurHash3's finalizer) seeded with `salt`. Deterministic on
/// every machine; still nothing reported depends on it, only the table's layout (tests vary the
/// salt to show it).
///
/// `State` and `Compact` are the same type (the checker picks this keying only when the model's
/// state is a `CompactState`); the casts between them vanish once specialized.
@usableFromInline
struct PackedStates<State: Sendable, Compact: CompactState>: StateKeying {
    @usableFromInline let salt: UInt64

    @inlinable init(salt: UInt64) {
        precondition(State.self == Compact.self, "PackedStates needs the model's own state type")
        precondition(MemoryLayout<Compact.Packed>.size % 8 == 0 && MemoryLayout<Compact.Packed>.size > 0,
                     "a CompactState packs into whole 64-bit words")
        self.salt = salt
    }

    @inlinable var storesStates: Bool { false }

    @inlinable var recordsActionIndices: Bool { false }

    @inlinable func key(of state: State) -> Compact.Packed { (state as! Compact).packed }

    @inlinable func state(of key: Compact.Packed) -> State { Compact(packed: key) as! State }

    @inlinable func hash(of key: Compact.Packed) -> UInt64 {
        var hash = salt &+ 0x9E37_79B9_7F4A_7C15
        withUnsafeBytes(of: key) { bytes in
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
