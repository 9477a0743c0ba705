/// States stored as the packed words a `PackingModel`'s packer gives, hashed with `WordMix`;
/// what the packer's tables hold is claimed state by state as states are stored, so the memory
/// bound counts it in storing order.
///
/// `State` and `Packer.State` are the same type (the checker picks this keying only for a
/// `PackingModel`, whose packer packs its states); the casts between them vanish once specialized.
@usableFromInline
struct PackerStates<State: Sendable, Packer: StatePacker>: StateKeying {
    @usableFromInline let packer: Packer
    @usableFromInline let salt: UInt64

    @inlinable init(packer: Packer, salt: UInt64) {
        precondition(State.self == Packer.State.self, "PackerStates needs the model's own state type")
        precondition(MemoryLayout<Packer.Packed>.size % 8 == 0 && MemoryLayout<Packer.Packed>.size > 0,
                     "a packer packs into whole 64-bit words")
        self.packer = packer
        self.salt = salt
    }

    @inlinable var storesStates: Bool { false }

    @inlinable var recordsActionIndices: Bool { false }

    @inlinable var hashIsKey: Bool { MemoryLayout<Packer.Packed>.size == 8 }

    @inlinable var generatesBesideMerge: Bool { false }

    @inlinable func key(of state: State) -> Packer.Packed { packer.pack(state as! Packer.State) }
    @inlinable func key(of state: State, besides parent: State, key parentKey: Packer.Packed) -> Packer.Packed {
        packer.pack(state as! Packer.State, besides: parent as! Packer.State, packed: parentKey)
    }

    @inlinable func state(of key: Packer.Packed) -> State { packer.unpack(key) as! State }

    @inlinable func hash(of key: Packer.Packed) -> UInt64 { WordMix.hash(of: key, salt: salt) }

    @inlinable func unclaimedBytes(_ key: Packer.Packed) -> Int { packer.unclaimedBytes(key) }

    @inlinable func claim(_ key: Packer.Packed) -> Int { packer.claim(key) }
}
