/// What a call gets back.
public enum Response: Hashable, Sendable, CustomStringConvertible {
    /// 200. A login or refresh grants the pair `pair` for `account`; `/auth/me` returns the
    /// profile of `account`; other calls carry no grant.
    case ok(account: Account?, pair: UInt8?)
    /// 401 with its code; `requiresReauth` is the body's flag of that name.
    case unauthorized(AuthCode, requiresReauth: Bool)
    case failed(Fault)

    /// A number equal values share, for hashing (`Effect.hashWord` says how and why).
    @inlinable
    var hashWord: UInt64 {
        switch self {
        case .ok(let account, let pair):
            1 | UInt64(account.map { $0.rawValue + 1 } ?? 0) << 4 | UInt64(pair.map { UInt16($0) + 1 } ?? 0) << 8
        case .unauthorized(let code, let requiresReauth): 2 | UInt64(code.rawValue) << 4 | (requiresReauth ? 1 << 12 : 0)
        case .failed(let fault): 3 | UInt64(fault.rawValue) << 4
        }
    }

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
