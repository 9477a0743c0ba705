import AuthModel

/// Where `handleBiometricLogin` stands (Section 6a); nil when it is not running.
enum LayeredBiometricLogin: Hashable, Sendable {
    /// `authenticateAsync("Log in with Face ID")` is showing.
    case prompting
    /// `useTokenRefreshMutation`: `getAccessToken()` from SecureStore.
    case readingToken
    /// The raw-axios refresh call is in flight with this token.
    case refreshing(Token?)
    /// `setAccessToken(fresh)` is being written.
    case savingToken(UInt8)
    /// `setLoggedIn(true)` is being written.
    case openingGate(UInt8)
    /// `getUser()`, `getTenant()`, `getPermissions()` from MMKV.
    case readingCache(UInt8)
    /// `handleRefreshFailure()`: `clearTokens()` then `clearAuthData()`.
    case failing
}
