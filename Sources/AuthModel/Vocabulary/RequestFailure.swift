/// The error a protected request hands its caller.
public enum RequestFailure: Hashable, Sendable, CustomStringConvertible {
    /// `ApiError(401, "NO_ACCESS_TOKEN")`: failed fast, nothing sent.
    case noAccessToken
    case unauthorized
    case network
    case other(Fault)
    /// The session ended (logout, expiry) while it waited.
    case sessionEnded

    public var description: String {
        switch self {
        case .noAccessToken: "NO_ACCESS_TOKEN"
        case .unauthorized: "unauthorized"
        case .network: "network"
        case .other(let fault): "\(fault)"
        case .sessionEnded: "session ended"
        }
    }
}
