/// The limits of one exhaustive run. Depth and states stop a run at the same place on every
/// machine; memory too, because it counts the engine's own storage, not the process's. Time is
/// the one bound whose stopping point depends on the machine.
public struct Bounds: Sendable, Equatable {
    /// The deepest state explored, initial states at depth 1.
    public var maxDepth: Int?
    /// The most distinct states stored.
    public var maxStates: Int?
    /// The most wall time, in seconds.
    public var maxSeconds: Double?
    /// The most bytes the engine holds: the visited states (keys, parents, action indices, the
    /// index table, counting the moment the table grows), what whole states point to
    /// (`Model.heapBytes(of:)`), the edges and bits recorded for `recover` properties and what
    /// their analysis holds after exploring (where it does not fit, only they are inconclusive),
    /// and the round buffers. Counted from sizes the run decides, not from the process, so a run stops
    /// at the same state on every machine and for every number of workers.
    public var maxMemoryBytes: Int?
    /// What the process holds besides the engine (the runtime, the program, its libraries), a
    /// fixed figure counted toward `maxMemoryBytes` so that the bound is the process's: a caller
    /// that measured its program once passes it here. Fixed, not read from the process, so the
    /// run still stops at the same state everywhere.
    public var baselineBytes = 0

    public init(
        maxDepth: Int? = nil, maxStates: Int? = nil, maxSeconds: Double? = nil,
        maxMemoryBytes: Int? = nil
    ) {
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.maxSeconds = maxSeconds
        self.maxMemoryBytes = maxMemoryBytes
    }

    public static let none = Bounds()
}
