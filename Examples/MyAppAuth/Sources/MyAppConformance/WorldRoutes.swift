import AuthCheck
import MyAppClient

/// MyApp's HTTP requests as the world's calls, and the world's answers as HTTP responses: the
/// same mapping as the design's (`POST /v1/session` is `.login`, `POST /v1/session/refresh` is
/// `.refresh`, `DELETE /v1/session` is `.logout`, every other `/v1/…` call is `.protected(n)`),
/// written once for the fake transport.
enum WorldRoutes {
    /// A request the world has no call for: the app sent something its design never does.
    struct Unmapped: Error, CustomStringConvertible {
        let request: HTTPRequest
        var description: String { "\(request.method.rawValue) \(request.path) has no call in the world" }
    }

    static func call(for request: HTTPRequest) throws(Unmapped) -> Call {
        switch (request.method, request.path) {
        case (.post, "/v1/session"):
            guard let email = request.body["email"], let account = WorldAccounts.account(email: email) else {
                throw Unmapped(request: request)
            }
            return Call(.login(account, validCredentials: request.body["password"] == WorldAccounts.password(account)), token: nil)
        case (.post, "/v1/session/refresh"):
            return Call(.refresh, token: try token(request.body["refresh_token"], request))
        case (.delete, "/v1/session"):
            return Call(.logout, token: try token(request.body["refresh_token"], request))
        case (_, let path) where path.hasPrefix("/v1/"):
            guard let number = request.headers[MyAppAPI.requestNumberHeader].flatMap(UInt8.init),
                  let bearer = request.headers["Authorization"], bearer.hasPrefix("Bearer ") else {
                throw Unmapped(request: request)
            }
            let retries = request.headers[MyAppAPI.retryCountHeader].flatMap(UInt8.init) ?? 0
            return Call(.protected(number), token: try token(String(bearer.dropFirst(7)), request), retries: retries)
        default:
            throw Unmapped(request: request)
        }
    }

    /// The world's answer as the server's HTTP response; a network error is no response at all.
    static func response(_ response: Response) throws(TransportError) -> HTTPResponse {
        switch response {
        case .ok(let account, let pair):
            var body: [String: String] = [:]
            if let pair {
                body["access_token"] = Token.access(pair).description
                body["refresh_token"] = Token.refresh(pair).description
            }
            if let account {
                body["user_id"] = WorldAccounts.profile(account).id
                body["email"] = WorldAccounts.profile(account).email
            }
            return HTTPResponse(status: 200, body: body)
        case .unauthorized(let code, let requiresReauth):
            return HTTPResponse(status: 401, body: ["error": code.description, "requires_reauth": String(requiresReauth)])
        case .failed(.networkError):
            throw .notConnected
        case .failed(let fault):
            return HTTPResponse(status: status(of: fault), body: ["error": fault.description])
        }
    }

    static func status(of fault: Fault) -> Int {
        switch fault {
        case .networkError: 0
        case .forbidden: 403
        case .notFound: 404
        case .rateLimited: 429
        case .serverError: 500
        }
    }

    private static func token(_ text: String?, _ request: HTTPRequest) throws(Unmapped) -> Token {
        guard let text, let token = WorldStorage.token(text) else { throw Unmapped(request: request) }
        return token
    }
}
