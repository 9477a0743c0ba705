import AuthModel
import ModelChecking

/// What to explore: the world's bounds, the clauses to judge, the engine's limits.
public struct SystemRun: Sendable {
    public var options: WorldOptions
    public var clauses: [Clause]
    public var bounds: Bounds
    public var progress: ProgressMeter?

    public init(options: WorldOptions, clauses: [Clause], bounds: Bounds = .none, progress: ProgressMeter? = nil) {
        self.options = options
        self.clauses = clauses
        self.bounds = bounds
        self.progress = progress
    }
}
