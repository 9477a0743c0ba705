/// Every key a design may store, across all designs; each design uses some of them.
public enum StorageKey: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The contract's key for the refresh token, `user_refresh_token`.
    case refreshToken
    /// An access token a design persists (the contract forbids it; some designs do it).
    case accessToken
    case user
    case tenant
    case permissions
    /// The fast cache's session gate, `is_logged_in`.
    case isLoggedIn
    /// Whether biometric login is on.
    case biometricEnabled
    /// The email biometric login signs in as.
    case userEmail
    /// Whether soft lock is on.
    case softLockEnabled
    /// Whether the app was locked when it last ran.
    case softLocked

    public var description: String {
        switch self {
        case .refreshToken: "user_refresh_token"
        case .accessToken: "access_token"
        case .user: "user"
        case .tenant: "tenant"
        case .permissions: "permissions"
        case .isLoggedIn: "is_logged_in"
        case .biometricEnabled: "biometric_enabled"
        case .userEmail: "user_email"
        case .softLockEnabled: "soft_lock_enabled"
        case .softLocked: "soft_locked"
        }
    }
}
