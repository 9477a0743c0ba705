/// Counts of a run, with TLC's meanings so they compare with published TLA+ tables.
public struct Statistics: Sendable, Equatable {
    /// Initial states plus every successor computed, duplicates included.
    public var generated: Int
    /// Unique states stored.
    public var distinct: Int
    /// The longest shortest path from an initial state, initial states at depth 1.
    public var depth: Int

    @inlinable
    public init(generated: Int = 0, distinct: Int = 0, depth: Int = 0) {
        self.generated = generated
        self.distinct = distinct
        self.depth = depth
    }
}
