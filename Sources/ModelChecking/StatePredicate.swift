/// An `always`, `reach` or `deadlockFree` property's predicate as a worker calls it on every new
/// state: a class for the reason `RecoverCondition` is one (a closure copied out of an array is
/// retained and released around each call; for a closure that captures, as most do, those are
/// atomic writes to a context that every worker shares).
@usableFromInline
final class StatePredicate<M: Model> {
    /// The property's place in the run's list.
    @usableFromInline let number: Int
    @usableFromInline let test: @Sendable (M.State) -> Bool

    @inlinable
    init(number: Int, test: @escaping @Sendable (M.State) -> Bool) {
        self.number = number
        self.test = test
    }

    /// `test` on `state`, read from `predicates[index]` without retaining it: the caller does
    /// not change `predicates` during the call.
    @inlinable
    static func call(_ predicates: UnsafeBufferPointer<StatePredicate>, _ index: Int, on state: M.State) -> Bool {
        Unmanaged.passUnretained(predicates[index])._withUnsafeGuaranteedRef { $0.test(state) }
    }
}
