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

    /// `test` on the step, read from `predicates[index]` without retaining it: the caller does
    /// not change `predicates` during the call.
    @inlinable
    static func call(
        _ predicates: UnsafeBufferPointer<StepPredicate>, _ index: Int, before: M.State, action: M.Action, after: M.State
    ) -> Bool {
        Unmanaged.passUnretained(predicates[index])._withUnsafeGuaranteedRef { $0.test(before, action, after) }
    }
}
