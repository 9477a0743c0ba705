import AuthModel

/// The keychain-rotation app's memory: its `TokenManager` and its screens. Small values only.
public struct KeychainRotationClient: Hashable, Sendable {
    var phase: KeychainRotationPhase = .starting
    /// The `TokenManager`'s access token: the one it read from the Keychain at app start or
    /// received from a login or refresh. It keeps no refresh token in memory: it reads the
    /// Keychain each time it refreshes.
    var accessToken: Token?
    /// The session's `userId`.
    var user: Account?
    /// A login call is in flight.
    var signingIn = false
    var refreshTask: KeychainRefreshTask = .idle
    var proactive: KeychainProactiveRefresh = .idle
    var requests = Slots<KeychainRequest>()
    /// What each pending Keychain read is for, oldest first.
    var reads = Slots<KeychainRead>()
    /// Storage effects asked for and not yet completed.
    var storagePending: UInt8 = 0
    var logout: KeychainLogoutProgress = .none
    /// What `Date()` returns: the device clock's reading, as last told (Scenario 4 compares it
    /// with the token's `tokenExpiry`).
    var clock = Clock()
}
