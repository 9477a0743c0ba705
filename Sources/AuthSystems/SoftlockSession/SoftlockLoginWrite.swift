import AuthModel

/// The four SecureStore writes of a login, in order: `authService.login` writes the user cache
/// and the role, then `setUser` writes both again.
enum SoftlockLoginWrite: UInt8, Hashable, Sendable {
    case serviceCache, serviceRole, contextCache, contextRole

    /// `auth_user_cache` is the world's `user`; `auth_user_role` has no key of its own and is
    /// the world's `permissions`, the nearest.
    var key: StorageKey { self == .serviceCache || self == .contextCache ? .user : .permissions }

    var next: SoftlockLoginWrite? { SoftlockLoginWrite(rawValue: rawValue + 1) }
}
