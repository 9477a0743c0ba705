import AuthModel

/// What to simulate: the world's bounds, the clauses to judge, and the walks (their seed, how
/// many at most, and how many states each has at most, the initial state at depth 1).
public struct SimulationRun: Sendable {
    public var options: WorldOptions
    public var clauses: [Clause]
    public var seed: UInt64
    public var walks: Int
    public var depth: Int

    public init(options: WorldOptions, clauses: [Clause], seed: UInt64, walks: Int, depth: Int) {
        self.options = options
        self.clauses = clauses
        self.seed = seed
        self.walks = walks
        self.depth = depth
    }
}
