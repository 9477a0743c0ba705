/// Where `useLogoutMutation` stands (Section 8); nil when no logout is under way.
enum LayeredLogout: Hashable, Sendable {
    /// 8a: `POST /v1/auth/logout` is in flight.
    case revoking
    /// 8a: `performLocalCleanup(false)`: `clearAllAuthData()` then MMKV `clearAuthData()`.
    case cleaning
    /// 8b: `setLoggedIn(false)`, the only write of the biometric-preserving path.
    case closingGate
}
