import AuthModel
import ModelChecking

/// What to simulate: the world's bounds, the clauses to judge, and the walks (their seed, how
/// many at most, and how many states each has at most, the initial state at depth 1), within
/// the spec's time and memory bounds, with progress on standard error when the walks take long.
public struct SimulationRun: Sendable {
    public var options: WorldOptions
    public var clauses: [Clause]
    public var seed: UInt64
    public var walks: Int
    public var depth: Int
    /// Of these, the walks honour `maxSeconds` and `maxMemoryBytes`.
    public var bounds: Bounds
    public var progress: ProgressMeter?

    public init(
        options: WorldOptions, clauses: [Clause], seed: UInt64, walks: Int, depth: Int, bounds: Bounds = .none,
        progress: ProgressMeter? = nil
    ) {
        self.options = options
        self.clauses = clauses
        self.seed = seed
        self.walks = walks
        self.depth = depth
        self.bounds = bounds
        self.progress = progress
    }
}
