import AuthModel

/// A SecureStore write or delete some code awaits, and what that code does next.
enum SoftlockSecureOp: Hashable, Sendable {
    /// `initAuth` writes the fresh profile to `auth_user_cache`.
    case bootSave
    /// One of the login's writes (which one, `SoftlockSessionClient.login` says).
    case login
    /// `clearAuthState()` deletes `auth_user_cache`, then `auth_user_role`.
    case clearCache(SoftlockClear)
    case clearRole(SoftlockClear)
    /// `handleSessionExpired()` deletes `auth_user_cache`, then `auth_user_role`; then the
    /// interceptor rejects the call that led the failed refresh with the refresh's error.
    case expiryCache(leader: Call, error: RequestFailure)
    case expiryRole(leader: Call, error: RequestFailure)
}
