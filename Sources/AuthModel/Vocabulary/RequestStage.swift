/// Where one protected request stands, as its caller sees it.
public enum RequestStage: Hashable, Sendable, CustomStringConvertible {
    /// Sent, with this token, and not answered yet.
    case inFlight(Token)
    /// Got a 401 and waits for the shared refresh.
    case waitingForRefresh
    case succeeded
    /// Settled with an error that reached the caller.
    case failed(RequestFailure)

    public var isSettled: Bool {
        switch self {
        case .succeeded, .failed: true
        case .inFlight, .waitingForRefresh: false
        }
    }

    public var description: String {
        switch self {
        case .inFlight(let token): "in flight with \(token)"
        case .waitingForRefresh: "waiting for refresh"
        case .succeeded: "succeeded"
        case .failed(let failure): "failed: \(failure)"
        }
    }
}
