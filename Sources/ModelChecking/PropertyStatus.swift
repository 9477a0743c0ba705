/// Where a property stands during exploration: positions in the store, not traces, so that a
/// trace is rebuilt (and the model's determinism checked) only for what gets reported.
@usableFromInline
enum PropertyStatus: Equatable {
    case pending
    /// The state at this position breaks an `always` or `deadlockFree` property.
    case brokenAt(UInt32)
    /// The transition from `parent` by its action number `actionIndex` breaks a `step` property.
    case brokenBy(parent: UInt32, actionIndex: UInt16)
    /// The state at this position witnesses a `reach` property.
    case witnessedAt(UInt32)
    /// A `recover` property holds: every matching state can recover.
    case recovers
    /// A `recover` property the analysis could not decide within this bound (the memory its
    /// bitset or its reversed edges would need).
    case undecided(Bound)

    @inlinable
    var isPending: Bool {
        if case .pending = self { return true }
        return false
    }
}
