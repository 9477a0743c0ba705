/// An `always`, `reach` or `deadlockFree` property's predicate as a worker calls it on every new
/// state: a class, called unretained (`UnsafeBufferPointer.withUnretained`), for the reason
/// `RecoverCondition` is one (for a closure that captures, as most do, a retain and release are
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
}
