/// The world's records of failed saves (`FailedSave`), at most one per granting answer, oldest
/// first. Two grants whose saves both failed while both answers' effects are pending are each
/// answered by the app apart: a rollback of the first must not read as a save again because the
/// second failed after it.
///
/// Two records, inline, so a state holds no heap memory for them: no bundled design ever has
/// more than one. A third grant's failure replaces the oldest record, whose effects then read as
/// a save again; R1 then judges a stop there, which errs towards a finding, never away from one.
public struct FailedSaves: Hashable, Sendable {
    @usableFromInline var first: FailedSave?
    /// Set only while `first` is.
    @usableFromInline var second: FailedSave?

    @inlinable
    public init() {}

    @inlinable
    public var isEmpty: Bool { first == nil }

    /// The records, oldest first.
    public var records: [FailedSave] { [first, second].compactMap { $0 } }

    /// Whether a failure of `cause`'s save is on record.
    @inlinable
    public func hasFailed(_ cause: Cause) -> Bool { failure(of: cause) != nil }

    /// The failure of `cause`'s save on record (its latest), if any.
    @inlinable
    public func failure(of cause: Cause) -> FailedSave? {
        if let record = first, record.cause == cause { return record }
        if let record = second, record.cause == cause { return record }
        return nil
    }

    /// Records `failed`: it replaces the record of the same answer (the latest failure is where a
    /// retry writes), else joins the others, replacing the oldest when two are kept already.
    @inlinable
    public mutating func record(_ failed: FailedSave) {
        let failed = FailedSave(failed, cacheFailedEarlier: failure(of: failed.cause)?.cacheFailed ?? false)
        if first == nil || first?.cause == failed.cause {
            first = failed
        } else if second == nil || second?.cause == failed.cause {
            second = failed
        } else {
            first = second
            second = failed
        }
    }

    /// Forgets every record `ends` is true of, keeping the others in order.
    @inlinable
    public mutating func removeAll(where ends: (FailedSave) -> Bool) {
        if let record = second, ends(record) { second = nil }
        if let record = first, ends(record) {
            first = second
            second = nil
        }
    }
}
