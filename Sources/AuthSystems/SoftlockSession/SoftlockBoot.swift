/// How far `initAuth` (the AuthProvider's mount effect) has got.
enum SoftlockBoot: Hashable, Sendable {
    /// Reading `auth_user_cache` from SecureStore.
    case reading
    /// `await authService.getProfile()`; `retried` is its config's `_retry` flag.
    case validating(retried: Bool)
    /// Writing the fresh user to `auth_user_cache`.
    case saving
    /// The `catch`: `clearAuthState()` is under way.
    case clearing
    /// The `finally` ran: `setIsLoading(false)`.
    case done
}
