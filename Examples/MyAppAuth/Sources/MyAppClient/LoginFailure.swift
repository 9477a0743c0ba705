/// The message the sign-in screen shows after a failed attempt.
public enum LoginFailure: Sendable, Hashable {
    /// The server said the email or password is wrong.
    case invalidCredentials
    /// 429: too many attempts.
    case rateLimited
    /// Anything else (offline, a server error): try again.
    case generic

    public var message: String {
        switch self {
        case .invalidCredentials: "Invalid email or password"
        case .rateLimited: "Too many attempts. Please try again later."
        case .generic: "Login failed. Please try again."
        }
    }
}
