/// Where the one shared refresh stands. While it is not idle, every data call that gets a 401
/// waits for it instead of starting another: the server rotates refresh tokens, so a second
/// refresh with the same token would be refused and end the session.
public enum RefreshStage: Sendable, Hashable {
    case idle
    /// The refresh call is out.
    case calling
    /// It answered with a new pair; the new refresh token is being written to the keychain, and
    /// the waiting calls are resent once it is stored.
    case storing
}
