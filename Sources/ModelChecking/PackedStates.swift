/// States stored as a `CompactState`'s packed words, hashed with a cheap 64-bit mix (`WordMix`)
/// seeded with `salt`. Deterministic on every machine; still nothing reported depends on it,
/// only the table's layout (tests vary the salt to show it).
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

    @inlinable var hashIsKey: Bool { MemoryLayout<Compact.Packed>.size == 8 }

    @inlinable var generatesBesideMerge: Bool { true }

    @inlinable func key(of state: State) -> Compact.Packed { (state as! Compact).packed }
    @inlinable func key(of state: State, besides parent: State, key parentKey: Compact.Packed) -> Compact.Packed {
        key(of: state)
    }

    @inlinable func state(of key: Compact.Packed) -> State { Compact(packed: key) as! State }

    @inlinable func hash(of key: Compact.Packed) -> UInt64 { WordMix.hash(of: key, salt: salt) }

    @inlinable func unclaimedBytes(_ key: Compact.Packed) -> Int { 0 }

    @inlinable func claim(_ key: Compact.Packed) -> Int { 0 }
}
