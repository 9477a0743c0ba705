/// Where MyApp is in its life. One case per stage, so the reducer handles every event with an
/// exhaustive switch, and an answer that belongs to no stage (a call of a session that ended) is
/// ignored instead of misapplied.
enum MyAppPhase: UInt8, Hashable, Sendable {
    /// Launched: reading the cached profile, then the keychain.
    case starting
    /// Bootstrap: the stored refresh token is being traded for a new pair (or retried after a
    /// network error).
    case restoring
    /// Bootstrap: the rotated refresh token is being written to the keychain.
    case persistingRestore
    /// Signed out, on the sign-in screen.
    case guest
    /// A login is in flight.
    case signingIn
    /// The login succeeded; its refresh token is being written to the keychain. The app is not
    /// signed in until that write completes, so no kill can leave a session the keychain lacks.
    case savingLogin
    case authed
}
