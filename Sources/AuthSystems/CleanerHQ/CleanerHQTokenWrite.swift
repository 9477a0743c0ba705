import AuthModel

/// The two writes of `TokenManager.setTokens`, in order: "Store both `access_token` and
/// `refresh_token` from login response" (S1).
enum CleanerHQTokenWrite: UInt8, Hashable, Sendable {
    case access, refresh

    var key: StorageKey { self == .access ? .accessToken : .refreshToken }
}
