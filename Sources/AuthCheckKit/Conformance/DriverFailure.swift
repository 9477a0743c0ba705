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

    public var description: String {
        switch self {
        case .crashed(let why): "the driver crashed: \(why)"
        case .malformed(let why): "the driver answered something malformed: \(why)"
        case .hang(let seconds):
            "the implementation did not settle within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s (a hang)"
        case .handshake(let why): "the driver's handshake failed: \(why)"
        }
    }
}
