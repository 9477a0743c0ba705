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
