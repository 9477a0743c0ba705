/// States stored whole and hashed with `Hasher`, for models whose state is not a
/// `CompactState`. `Hasher` is seeded per process, so only the table's layout depends on the
/// process; positions, and so everything reported, do not.
@usableFromInline
struct HashedStates<State: Hashable & Sendable>: StateKeying {
    @usableFromInline let salt: UInt64

    @inlinable init(salt: UInt64) { self.salt = salt }

    @inlinable var storesStates: Bool { true }

    @inlinable var recordsActionIndices: Bool { true }

    @inlinable var hashIsKey: Bool { false }

    @inlinable var generatesBesideMerge: Bool { true }

    @inlinable func key(of state: State) -> State { state }
    @inlinable func key(of state: State, besides parent: State, key parentKey: State) -> State { state }

    @inlinable func state(of key: State) -> State { key }

    @inlinable func hash(of key: State) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(salt)
        hasher.combine(key)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    @inlinable func unclaimedBytes(_ key: State) -> Int { 0 }

    @inlinable func claim(_ key: State) -> Int { 0 }
}
