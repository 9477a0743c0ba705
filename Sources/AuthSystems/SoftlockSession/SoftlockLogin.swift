import AuthModel

/// How far `login(credentials)` has got: `authService.login` (the call, then its two SecureStore
/// writes), then the AuthProvider's `setUser` (two more writes), then `setIsSessionExpired(false)`
/// and the role-based redirect.
enum SoftlockLogin: Hashable, Sendable {
    /// `api.post('/auth/login', credentials)` awaited; `retried` is its config's `_retry` flag.
    case calling(Account, validCredentials: Bool, retried: Bool)
    case saving(Account, SoftlockLoginWrite)
}
