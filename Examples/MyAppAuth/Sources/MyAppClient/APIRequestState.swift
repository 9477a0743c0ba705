/// Where one data call stands. The client keeps one per call since launch, in order, for the
/// network activity indicator and the diagnostics screen, and so a test can follow each call.
public enum APIRequestState: Sendable, Hashable {
    /// Sent with this access token; no answer yet.
    case inFlight(accessToken: String)
    /// Got a 401 and waits for the one shared refresh.
    case waitingForRefresh
    case succeeded
    case failed(APIError)

    public var isSettled: Bool {
        switch self {
        case .succeeded, .failed: true
        case .inFlight, .waitingForRefresh: false
        }
    }
}
