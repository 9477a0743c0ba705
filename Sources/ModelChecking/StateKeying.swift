/// How a store keeps a state: the key it stores, how it hashes the key, and how it gives the
/// state back. Two kinds: `HashedStates` (the state itself, `Hasher`) and `PackedStates` (a
/// `CompactState`'s words, a cheap mix). `@inlinable` implementations, so the store specializes.
@usableFromInline
protocol StateKeying: Sendable {
    associatedtype State
    associatedtype Key: Equatable

    /// False when the store can recompute the action that reached a state instead of storing it.
    var recordsActionIndices: Bool { get }

    /// True when the key is the state itself, so what the state points to (boxes, arrays) is
    /// held by the store too, and the memory bound counts it (`Model.heapBytes(of:)`).
    var storesStates: Bool { get }

    /// True when a key is one 64-bit word and `hash(of:)` is a bijection of it (`WordMix` is, on
    /// one word): two keys are then equal exactly when their hashes are, and the store's table
    /// can hold hashes whole and settle a lookup without reading a key.
    var hashIsKey: Bool { get }

    /// True when the next round can be generated while one thread stores this one: keying a
    /// successor shares nothing with storing one. False for a packer, whose tables both the
    /// workers' packing and the merge's claims lock: run side by side, they wait on each other.
    var generatesBesideMerge: Bool { get }

    func key(of state: State) -> Key
    /// `key(of: state)` for a successor of the state keyed `parentKey`, which some keyings
    /// compute faster (a packer reuses the parent's components).
    func key(of state: State, besides parent: State, key parentKey: Key) -> Key
    func state(of key: Key) -> State
    func hash(of key: Key) -> UInt64

    /// Bytes held outside the store for `key` that storing it would add (a packer's tables);
    /// `claim` counts them once the key is stored. Called on one thread, in storing order.
    func unclaimedBytes(_ key: Key) -> Int
    func claim(_ key: Key) -> Int
}
