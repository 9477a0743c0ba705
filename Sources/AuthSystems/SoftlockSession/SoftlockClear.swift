/// Who called `clearAuthState()`, and so what follows its two deletes.
enum SoftlockClear: UInt8, Hashable, Sendable {
    /// `initAuth`'s `catch`: then its `finally` (`setIsLoading(false)`).
    case boot
    /// `logout()`'s `finally`: then the navigation to login.
    case logout
}
