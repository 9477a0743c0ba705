import AuthModel

/// The reference app's memory. Small values only: it is stored once per explored state.
public struct ReferenceClient: Hashable, Sendable {
    var phase: ReferencePhase = .starting
    /// The one access token: state and ref are the same field, so they never diverge (C8.2).
    var accessToken: Token?
    var refreshToken: Token?
    /// The account whose user, tenant and permissions memory holds.
    var account: Account?
    /// The account a login in flight signs in as.
    var signingInAs: Account?
    var biometricsAvailable = false
    /// The stored preference (async storage `biometric_enabled`).
    var biometricPreference = false
    /// The account saved for biometric login (secure `user_email`).
    var credential: Account?
    /// The credential's write has completed: only then is the biometric button offered (B1).
    var credentialSaved = false
    var softLockEnabled = false
    var locked = false
    var prompt: PromptPurpose?
    var optInOffered = false
    /// The single-flight refresh: set from sending the call until its result is persisted and
    /// handed to every waiting request.
    var refreshing = false
    var requests = Slots<RequestStage>()
    var refreshAttempts: UInt8 = 0
    var loginError: LoginError?
    var errorShown = false
    var restoreDispatches: UInt8 = 0
    /// Storage effects asked for and not yet completed.
    var outstanding: UInt8 = 0
    var logout: LogoutProgress = .none
}
