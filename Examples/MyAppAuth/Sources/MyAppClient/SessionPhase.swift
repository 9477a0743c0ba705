/// Where the session is in its life. One case per stage, so that an answer arriving for a stage
/// the session has left is recognised and ignored rather than misapplied.
public enum SessionPhase: Sendable, Hashable {
    /// Launched: reading the cached profile, then the keychain.
    case starting
    /// Launch found a refresh token and is trading it for a new pair (again after a network error).
    case restoring
    /// Launch got a new pair; its refresh token is being written to the keychain. Signed in only
    /// once that write completes, so a kill in between cannot leave a session the keychain lacks.
    case persistingRestore
    /// Signed out: the sign-in screen.
    case guest
    /// A sign-in is in flight.
    case signingIn
    /// The sign-in succeeded; its refresh token is being written to the keychain (see
    /// `persistingRestore` for why the app is not signed in yet).
    case savingLogin
    /// Signed in: the main screen.
    case authed
}
