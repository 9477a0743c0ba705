/// What a call gets back.
public enum Response: Hashable, Sendable, CustomStringConvertible {
    /// 200. A login or refresh grants the pair `pair` for `account`; `/auth/me` returns the
    /// profile of `account`; other calls carry no grant.
    case ok(account: Account?, pair: UInt8?)
    /// 401 with its code; `requiresReauth` is the body's flag of that name.
    case unauthorized(AuthCode, requiresReauth: Bool)
    case failed(Fault)

    /// A network error: status 0, nothing reached the server or nothing came back.
    public static let networkError = Response.failed(.networkError)

    /// A 401 no refresh cures: a code other than `access_token_expired`, or `requiresReauth`.
    /// To any call but a login, this is 003's "auth failure (401 unauthorized)".
    @inlinable
    public var isAuthFailure: Bool {
        guard case .unauthorized(let code, let requiresReauth) = self else { return false }
        return requiresReauth || code != .accessTokenExpired
    }

    public var description: String {
        switch self {
        case .ok(let account, let pair):
            "200" + (pair.map { " pair \($0)" } ?? "") + (account.map { " \($0)" } ?? "")
        case .unauthorized(let code, let reauth): "401 \(code)" + (reauth ? " requiresReauth" : "")
        case .failed(let fault): fault == .networkError ? "network error" : fault.description
        }
    }
}
