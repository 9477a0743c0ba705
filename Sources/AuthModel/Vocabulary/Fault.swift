/// An answer the server or the network may give to any call in flight, whatever the tokens say.
/// Each kind is switched on or off by a spec.
public enum Fault: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The call is lost: the client sees a network error (status 0).
    case networkError
    /// 403: the account is suspended.
    case forbidden
    /// 404: the account is gone.
    case notFound
    /// 429 `RATE_LIMITED`.
    case rateLimited
    /// 500.
    case serverError

    public var description: String {
        switch self {
        case .networkError: "network"
        case .forbidden: "403"
        case .notFound: "404"
        case .rateLimited: "429"
        case .serverError: "500"
        }
    }
}
