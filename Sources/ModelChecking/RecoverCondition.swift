/// A `recover` property's three predicates as a worker calls them: a class, so that a call reads
/// each closure from a `let` field of an object read unretained
/// (`UnsafeBufferPointer.withUnretained`) instead of copying it out of an array, which retained
/// and released its context around every call, on every successor of a run with a `recover`
/// property.
@usableFromInline
final class RecoverCondition<M: Model> {
    /// The property's place in the run's list.
    @usableFromInline let number: Int
    /// Whether a state must recover.
    @usableFromInline let from: @Sendable (M.State) -> Bool
    /// Whether a state is recovered.
    @usableFromInline let to: @Sendable (M.State) -> Bool
    /// Whether an action is excluded from the paths that recover: true takes its edges out.
    @usableFromInline let without: @Sendable (M.Action) -> Bool
    /// The panel members that answer `from` and `to` (`Property.judged(by:from:to:)`), read
    /// from the panel's verdicts instead of calling the two closures; nil when they answer.
    @usableFromInline let members: (from: Int, to: Int)?

    @inlinable
    init(
        number: Int, from: @escaping @Sendable (M.State) -> Bool, to: @escaping @Sendable (M.State) -> Bool,
        without: @escaping @Sendable (M.Action) -> Bool, members: (from: Int, to: Int)? = nil
    ) {
        self.number = number
        self.from = from
        self.to = to
        self.without = without
        self.members = members
    }
}
