import AuthModel

/// Where the reference app is in its life: one case per stage, so every event is handled by
/// an exhaustive switch and a response that belongs to no stage is ignored, never misapplied.
enum ReferencePhase: Hashable, Sendable {
    /// Launched; loading async storage (preferences), then secure storage.
    case starting
    /// Bootstrap: the refresh of the stored token is in flight (or being retried).
    case restoring
    /// Bootstrap: the rotated refresh token is being written.
    case persistingRestore
    /// Bootstrap: `/auth/me` is in flight (or being retried).
    case checkingProfile
    /// Signed out, on the sign-in screen.
    case guest
    /// A login (by form or biometrics) is in flight.
    case signingIn
    /// The login succeeded; its data is being written, one key per step, in the order
    /// `SaveStep` gives: over an ended session's kept token, the new token first.
    case savingLogin(SaveStep, overKeptToken: Bool)
    case authed
}
