import AuthCheck

/// MyApp's memory: what `AuthSession` and `APIClient` hold in the app. Small values only, since
/// the checker stores one per explored state.
public struct MyAppClient: Hashable, Sendable {
    var phase: MyAppPhase = .starting
    /// The access token: in memory only, never written anywhere. State and the value the API
    /// client reads are this one field, so they cannot diverge.
    var accessToken: Token?
    /// A copy of the keychain's refresh token, to send without reading the keychain again.
    var refreshToken: Token?
    /// The signed-in user's profile, as cached in the fast cache.
    var profile: Account?
    /// The single-flight refresh: from the moment a 401 starts it until its new token is in the
    /// keychain and every waiting request has been resent.
    var refresh: MyAppRefresh = .idle
    /// A refresh an ended session sent has not come back yet. A sent request cannot be recalled,
    /// so it may still be answered after logout; until it is, the next session starts no refresh
    /// of its own, and whatever it was granted is revoked when it lands.
    var previousSessionRefreshOut = false
    /// Every protected request made since launch, by number (index 0 is request 1).
    var requests = Slots<RequestStage>()
    var loginError: LoginError?
    /// Bootstrap could not reach the server; it keeps trying and says so.
    var errorShown = false
    /// Storage effects (loads, writes, deletes) asked for and not yet completed.
    var outstanding: UInt8 = 0
    var logout: MyAppLogoutProgress = .none
}
