/// A state that packs into a fixed-width value of whole 64-bit words, so the engine can store
/// it compactly and hash it with a cheap deterministic mix instead of `Hasher`.
///
/// Opt-in: a model whose `State` adopts it is explored by a store that keeps only the packed
/// words and the parent's position per visited state, and unpacks a state when it expands it
/// (the action that reached a state is recomputed when a trace is built). States that do not
/// adopt it are stored whole and hashed with `Hasher`; results are the same either way.
///
/// Rules: `Packed` is a plain value made of whole `UInt64` words and nothing else (`UInt64`, or a
/// struct of `UInt64` fields: no padding, no references), so its bytes are its words;
/// `init(packed:)` gives back exactly the state `packed` was read from; and two states are
/// equal exactly when their packed values are.
public protocol CompactState: Hashable, Sendable {
    associatedtype Packed: BitwiseCopyable & Equatable & Sendable

    var packed: Packed { get }

    init(packed: Packed)
}
