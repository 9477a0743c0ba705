/// Packs a model's states with tables of its own, for states that cannot pack themselves
/// (`CompactState`): SPIN's collapse compression, where each component of a state is held once
/// in a table and a state is a row of component numbers. A fresh packer serves one run
/// (`PackingModel.makePacker()`), shared by its workers.
///
/// Rules, which the engine relies on:
/// - `pack` and `unpack` are exact inverses, and two states pack alike exactly when they are
///   equal. Workers call `pack` concurrently, so it must be thread-safe; the numbers it gives may
///   then depend on the order workers reach components, and may decide only where a state sits
///   in the engine's table, never anything reported.
/// - `claim(_:)` is called on one thread, in the order states are stored, once per stored state:
///   it returns the bytes the tables hold for the components of `packed` that no earlier claim
///   counted, and counts them. `unclaimedBytes(_:)` says the same without counting. The memory
///   bound adds these up, so it stops at the same state for any number of workers.
public protocol StatePacker: Sendable {
    associatedtype State
    /// Whole `UInt64` words and nothing else, as for `CompactState.Packed`.
    associatedtype Packed: BitwiseCopyable & Equatable & Sendable

    func pack(_ state: State) -> Packed
    /// `state` packed, knowing it is a successor of `parent`, packed as `parentPacked`: the
    /// same result as `pack(state)`, which a packer can reach faster by reusing what the two
    /// share. The default is `pack(state)`.
    func pack(_ state: State, besides parent: State, packed parentPacked: Packed) -> Packed
    func unpack(_ packed: Packed) -> State
    func claim(_ packed: Packed) -> Int
    func unclaimedBytes(_ packed: Packed) -> Int
}

extension StatePacker {
    @inlinable
    public func pack(_ state: State, besides parent: State, packed parentPacked: Packed) -> Packed { pack(state) }
}
