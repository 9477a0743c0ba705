import AuthModel

/// How far `useRestoreSessionQuery` has got since launch (Section 3); nil once it has dispatched
/// `restoreSessionSuccess` or `restoreSessionFailure`.
enum LayeredRestore: Hashable, Sendable {
    /// `getLoggedIn()`: reading the MMKV gate.
    case readingGate
    /// The gate passed; `getAccessToken()` and `getBiometricEnabled()` from SecureStore, with
    /// what MMKV held.
    case readingSecure(user: Account?, tenant: Account?, permissions: Account?)
    /// The integrity check failed: `clearAllAuthData()` then MMKV `clearAuthData()`.
    case wiping
}
