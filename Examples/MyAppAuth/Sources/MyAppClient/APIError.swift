/// What a data call throws to the screen that made it.
public enum APIError: Error, Sendable, Hashable {
    /// No session: the call failed at once and nothing was sent (the contract's `NO_ACCESS_TOKEN`).
    case noAccessToken
    /// The server refused the token and no refresh could cure it (or the resend was refused too).
    case unauthorized
    /// No response came back.
    case network
    /// The server answered with this status (403, 404, 429, 500…).
    case server(status: Int)
    /// The server answered 200 with a body MyApp cannot read.
    case invalidResponse
    /// The session ended (logout, or the server ended it) while the call was under way.
    case sessionEnded
}
