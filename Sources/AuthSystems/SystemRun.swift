import AuthModel
import ModelChecking

/// What to explore: the world's bounds, the clauses to judge, the engine's limits.
public struct SystemRun: Sendable {
    public var options: WorldOptions
    public var clauses: [Clause]
    public var bounds: Bounds
    public var progress: ProgressMeter?
    /// The engine's worker threads for this world. Any number gives the same result byte for
    /// byte (each worker judges with a `ClauseJudge` of its own).
    public var workers: Int
    /// When the time bound (`bounds.maxSeconds`) runs out, if it bounds more than this run: a
    /// spec's worlds share one deadline. The run gets the time left, and a verdict it leaves
    /// inconclusive names the time bound as written, not the time that was left.
    public var deadline: ContinuousClock.Instant?
    /// The engine's fingerprint mode (`Checker.storesFingerprints`): off unless asked for.
    public var fingerprints: Bool

    public init(
        options: WorldOptions, clauses: [Clause], bounds: Bounds = .none, progress: ProgressMeter? = nil,
        workers: Int = 1, deadline: ContinuousClock.Instant? = nil, fingerprints: Bool = false
    ) {
        self.fingerprints = fingerprints
        self.options = options
        self.clauses = clauses
        self.bounds = bounds
        self.progress = progress
        self.workers = workers
        self.deadline = deadline
    }

    /// The bounds the engine gets: the time bound cut to what is left before the deadline.
    @inlinable
    public func engineBounds(now: ContinuousClock.Instant = .now) -> Bounds {
        var engine = bounds
        if let deadline, engine.maxSeconds != nil { engine.maxSeconds = max(0, (deadline - now).seconds) }
        return engine
    }

    /// `bound` as the run's own bounds name it: a time bound cut to the deadline is reported as
    /// the spec's time bound, the same on every run.
    @inlinable
    public func asWritten(_ bound: Bound) -> Bound {
        switch bound {
        case .time: bounds.maxSeconds.map { .time(seconds: $0) } ?? bound
        case .depth, .states, .memory, .simulation: bound
        }
    }
}
