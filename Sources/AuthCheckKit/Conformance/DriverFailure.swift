/// A driver that misbehaved, rather than an implementation that left its model: the run stops
/// with exit code 70 and this message, never a hang or a crash of the checker.
public enum DriverFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The driver's process ended, or an in-process driver could not go on.
    case crashed(String)
    /// An answer that is not what the protocol says (broken JSON, an unknown field or value).
    case malformed(String)
    /// No answer within the bound: the implementation still ran, or waited on something other
    /// than the world.
    case hang(seconds: Double)
    /// The handshake failed: another protocol or version.
    case handshake(String)
    /// An in-process implementation did not settle on the harness's schedule: an entry point
    /// that does not return, work that never waits on the world, or work that left the
    /// harness's executor for the real pool.
    case unsettled(String)

    public var description: String {
        switch self {
        case .crashed(let why): "the driver crashed: \(why)"
        case .malformed(let why): "the driver answered something malformed: \(why)"
        case .hang(let seconds):
            "the implementation did not settle within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s (a hang)"
        case .handshake(let why): "the driver's handshake failed: \(why)"
        case .unsettled(let why): "the implementation did not settle: \(why)"
        }
    }
}
