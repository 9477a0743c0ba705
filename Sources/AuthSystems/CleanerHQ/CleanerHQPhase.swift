/// Where the CleanerHQ app is in its life. Whether the splash still shows is `determined`, kept
/// beside the phase: the same biometric and restore steps run at launch (behind the splash) and
/// from the sign-in screen's biometric shortcut (in front of the form).
enum CleanerHQPhase: UInt8, Hashable, Sendable {
    /// Launched: reading the biometric preference (AsyncStorage), then the tokens (secure store).
    case starting
    /// The OS biometric prompt shows (`authenticateAsync({ promptMessage: 'Unlock CleanerHQ' })`).
    case unlocking
    /// The prompt succeeded: "read tokens from secure store and proceed to home".
    case readingTokens
    /// No access token was stored: the refresh that restores the session is in flight or its
    /// tokens are being written (the `restore` run in `runs`).
    case restoring
    /// On the login form.
    case guest
    /// `POST /auth/login` in flight; the submit button is disabled.
    case signingIn
    /// The login succeeded: `TokenManager` writes `access_token`, then `refresh_token`.
    case savingLogin
    case authed
    /// The user confirmed logout: `POST /auth/logout` is in flight; local cleanup follows its
    /// answer, whatever it is.
    case loggingOut
}
