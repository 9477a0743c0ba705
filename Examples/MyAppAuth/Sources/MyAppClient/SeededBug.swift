/// Known bugs the conformance tests put back into the client, one at a time, to show that the
/// harness catches each at the step where the code leaves its design. Production code passes
/// none; each is one `if` at the place the bug would live.
public enum SeededBug: Sendable, Hashable {
    /// A data call that gets a 401 while the refresh call is out starts a refresh of its own as
    /// well as waiting (no single flight).
    case noSingleFlight
    /// A refresh's new access token is handed to the waiting calls (and they are resent) before
    /// the rotated refresh token is written to the keychain: a kill in between loses the session.
    case refreshTokenStoredLate
}
