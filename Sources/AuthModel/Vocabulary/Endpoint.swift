/// What a call asks the server for.
public enum Endpoint: Hashable, Sendable, CustomStringConvertible {
    /// Sign in with email and password; `validCredentials` is whether the password is right.
    case login(Account, validCredentials: Bool)
    /// Sign in with the credential saved for biometric login (the account's stored email and
    /// the secret the OS releases after a successful prompt).
    case biometricLogin(Account)
    /// Trade a refresh token for a new pair (`POST /auth/refresh`).
    case refresh
    /// The signed-in user's profile (`GET /auth/me`).
    case me
    /// A protected API request, the `n`-th the user made (1, 2, …).
    case protected(UInt8)
    /// Revoke the session on the server (`POST /auth/logout`).
    case logout

    /// A number equal values share, for hashing (`Effect.hashWord` says how and why).
    @inlinable
    var hashWord: UInt64 {
        switch self {
        case .login(let account, let valid): 1 | UInt64(account.rawValue) << 4 | (valid ? 1 << 12 : 0)
        case .biometricLogin(let account): 2 | UInt64(account.rawValue) << 4
        case .refresh: 3
        case .me: 4
        case .protected(let number): 5 | UInt64(number) << 4
        case .logout: 6
        }
    }

    public var description: String {
        switch self {
        case .login(let account, let valid): "login(\(account)\(valid ? "" : ", wrong password"))"
        case .biometricLogin(let account): "biometricLogin(\(account))"
        case .refresh: "refresh"
        case .me: "me"
        case .protected(let number): "request\(number)"
        case .logout: "logout"
        }
    }
}
