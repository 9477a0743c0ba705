/// MyApp's auth endpoints and the headers every data call carries, in one place, so the session
/// code builds no URL or header by hand.
///
/// - `POST /v1/session` signs in with email and password.
/// - `POST /v1/session/refresh` trades a refresh token for a new pair; the server rotates: the
///   old pair stops working.
/// - `DELETE /v1/session` revokes the session the refresh token belongs to.
/// - Every other `/v1/…` call is a data call with `Authorization: Bearer <access token>`.
public enum MyAppAPI {
    /// A data call's number since launch (1, 2, …), for correlating client and server logs.
    public static let requestNumberHeader = "X-Request-Number"
    /// How many times this data call was already sent: 1 for the one resend after a refresh,
    /// so the server (and its 401 answer) can tell a replay from a first attempt.
    public static let retryCountHeader = "X-Retry-Count"

    public static func login(email: String, password: String) -> HTTPRequest {
        HTTPRequest(.post, "/v1/session", body: ["email": email, "password": password])
    }

    public static func refresh(_ refreshToken: String) -> HTTPRequest {
        HTTPRequest(.post, "/v1/session/refresh", body: ["refresh_token": refreshToken])
    }

    public static func logout(_ refreshToken: String) -> HTTPRequest {
        HTTPRequest(.delete, "/v1/session", body: ["refresh_token": refreshToken])
    }

    /// `request` as it goes out: with the access token, its number and, for a resend, its retry count.
    public static func authorized(_ request: APIRequest, number: Int, accessToken: String, retries: Int) -> HTTPRequest {
        var headers = ["Authorization": "Bearer \(accessToken)", requestNumberHeader: String(number)]
        if retries > 0 { headers[retryCountHeader] = String(retries) }
        return HTTPRequest(request.method, request.path, headers: headers)
    }
}
