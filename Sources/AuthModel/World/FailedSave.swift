/// A write or delete that failed in a session's save (an effect an answer granting a pair
/// started), kept by the world while that save's effects are pending (`Device.failedSaves`):
/// what the app then does for that answer is its response to the failure, a rollback or a retry,
/// until it shows the save going on. The app cannot see this.
public struct FailedSave: Hashable, Sendable {
    /// The granting answer the save belongs to: the cause of its effects.
    public let cause: Cause
    /// Where the failure was: a retry writes there again.
    public let store: StoreName
    public let key: StorageKey
    /// Whether a write or delete of the fast cache failed in this save, in this failure or an
    /// earlier one of the same save (a record keeps only the latest failure's place, for a retry;
    /// S4 asks the rollback's text wherever a cache write failed, as 000's 4b does).
    public let cacheFailed: Bool

    /// The record of an effect of `cause` on `store`'s `key` that failed, or nil when `cause`
    /// is no answer granting a pair: only a session's save is recorded.
    @inlinable
    public init?(failing cause: Cause, at store: StoreName, _ key: StorageKey) {
        guard case .response(_, let response) = cause, response.grantsPair else { return nil }
        self.cause = cause
        self.store = store
        self.key = key
        cacheFailed = store == .fastCache
    }

    /// This record, remembering that a cache write or delete of the same save failed earlier.
    @usableFromInline
    init(_ record: FailedSave, cacheFailedEarlier: Bool) {
        cause = record.cause
        store = record.store
        key = record.key
        cacheFailed = record.cacheFailed || cacheFailedEarlier
    }

    /// Whether a successful write of `value` under `store`/`key`, for `cause`, shows the save
    /// going on again: the failed write retried and done, or a token of the granted pair
    /// stored. A rollback does neither: it deletes, or writes other keys (a logged-in flag set
    /// false), or puts back an older pair's token.
    @inlinable
    public func resumes(_ cause: Cause, writing value: StoredValue, to store: StoreName, _ key: StorageKey) -> Bool {
        guard cause == self.cause else { return false }
        if store == self.store, key == self.key { return true }
        guard case .token(let token) = value, case .response(_, let response) = cause,
              let granted = response.grantedPair else { return false }
        return token.pair == granted
    }
}
