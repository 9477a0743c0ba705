/// A call's outcome as the session code decides on it: a 200, a 401 with its code, another
/// status, or no response at all. One place reads statuses and error codes, so every flow treats
/// the same answer the same way.
enum ServerAnswer: Sendable {
    case ok(HTTPResponse)
    /// 401 with the body's `error` code and `requires_reauth` flag.
    case unauthorized(code: String, requiresReauth: Bool)
    /// Any other status: 403 suspended, 404 gone, 429 rate limited, 500…
    case status(Int)
    /// No response: offline, or the connection was lost.
    case unreachable

    /// The 401 code that means "refresh and try again"; every other code means the session is over.
    static let accessTokenExpired = "access_token_expired"

    init(_ outcome: Result<HTTPResponse, any Error>) {
        switch outcome {
        case .failure:
            self = .unreachable
        case .success(let response) where response.status == 200:
            self = .ok(response)
        case .success(let response) where response.status == 401:
            self = .unauthorized(code: response.body["error"] ?? "", requiresReauth: response.body["requires_reauth"] == "true")
        case .success(let response):
            self = .status(response.status)
        }
    }

    /// A first 401 an access-token refresh can cure.
    var isExpiredAccessToken: Bool {
        if case .unauthorized(Self.accessTokenExpired, requiresReauth: false) = self { true } else { false }
    }
}
