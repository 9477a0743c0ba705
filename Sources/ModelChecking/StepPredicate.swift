/// A `step` property's predicate as a worker calls it on every step: a class for the reason
/// `StatePredicate` is one.
@usableFromInline
final class StepPredicate<M: Model> {
    /// The property's place in the run's list.
    @usableFromInline let number: Int
    @usableFromInline let test: @Sendable (M.State, M.Action, M.State) -> Bool

    @inlinable
    init(number: Int, test: @escaping @Sendable (M.State, M.Action, M.State) -> Bool) {
        self.number = number
        self.test = test
    }
}
