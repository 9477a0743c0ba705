/// A property and the verdict a run reached on it.
public struct Judgement<M: Model>: Sendable {
    public let property: Property<M>
    public let verdict: Verdict<M>

    @inlinable
    public init(property: Property<M>, verdict: Verdict<M>) {
        self.property = property
        self.verdict = verdict
    }
}
