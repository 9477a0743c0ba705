/// A limit that stopped a run before it could decide every property.
public enum Bound: Sendable, Equatable, CustomStringConvertible {
    /// A state deeper than this many states from the start was not explored (initial states
    /// are at depth 1).
    case depth(Int)
    /// The run stored this many distinct states and there were more.
    case states(Int)
    /// The run passed this many seconds of wall time.
    case time(seconds: Double)
    /// The engine's storage would have passed this many bytes.
    case memory(bytes: Int)
    /// Simulation decides nothing for good: it ran this many walks of at most this many steps.
    case simulation(walks: Int, depth: Int)

    public var description: String {
        switch self {
        case .depth(let depth): "depth \(depth)"
        case .states(let states): "states \(states)"
        case .time(let seconds): "time \(Self.format(seconds)) s"
        case .memory(let bytes): "memory \(bytes) bytes"
        case .simulation(let walks, let depth): "simulation (\(walks) walks of depth \(depth))"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
