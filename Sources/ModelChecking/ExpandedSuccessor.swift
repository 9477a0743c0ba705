/// One successor a worker computed, with what the merge needs to store it: one record, so a
/// successor costs one append, not one per field. Its key is computed once, here, and never
/// again: for a packed world that is where the interning happens.
@usableFromInline
struct ExpandedSuccessor<State, Key> {
    @usableFromInline var state: State
    @usableFromInline var key: Key
    @usableFromInline var hash: UInt64
    @usableFromInline var actionIndex: UInt16
    /// Its position if it was stored before the round (`StateStore.somewhere` from a table of
    /// whole hashes, which knows only that it was; its parent's for a step back to it), else
    /// `ExpandedSuccessor.unknown`.
    @usableFromInline var position: UInt32
    /// If it repeats an earlier successor of the same chunk (found before either is looked up in
    /// the store), that successor's index in the chunk; else -1.
    @usableFromInline var firstOccurrence: Int32 = -1

    @inlinable static var unknown: UInt32 { .max }

    @inlinable
    init(state: State, key: Key, hash: UInt64, actionIndex: UInt16) {
        self.state = state
        self.key = key
        self.hash = hash
        self.actionIndex = actionIndex
        position = Self.unknown
    }
}
