/// Why an effect was asked for: the event that started the operation it belongs to. An effect
/// asked for on the completion of another inherits that one's cause, so "this delete happened
/// because of a logout" survives every step of the logout. Clauses about *why* something
/// changed ("cleared only on logout") judge this ghost, never a design's own state.
public enum Cause: Hashable, Sendable, CustomStringConvertible {
    case launch
    case user(UserAction)
    case response(Endpoint, Response)
    case prompt(PromptOutcome)
    case lifecycle
    case device

    /// A number equal values share, for hashing (`Effect.hashWord` says how and why).
    @inlinable
    var hashWord: UInt64 {
        switch self {
        case .launch: 1
        case .user(let action): 2 | action.hashWord << 4
        case .response(let endpoint, let response): 3 | endpoint.hashWord << 4 | response.hashWord << 24
        case .prompt(let outcome): 4 | UInt64(outcome.rawValue) << 4
        case .lifecycle: 5
        case .device: 6
        }
    }

    public var description: String {
        switch self {
        case .launch: "launch"
        case .user(let action): "\(action)"
        case .response(let endpoint, let response): "\(endpoint) answered \(response)"
        case .prompt(let outcome): "prompt \(outcome)"
        case .lifecycle: "lifecycle"
        case .device: "device"
        }
    }
}
