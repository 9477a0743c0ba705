import AuthModel

/// The writes of a login, one key per step.
///
/// As a rule the cached user, tenant and permissions come first and the refresh token last, so
/// that no crash leaves a stored token without the data that goes with it. Over the token of a
/// session that ended with its tokens kept (I8, the reading K1 chose) the new token comes first:
/// it replaces the kept one, which C1.2 counts as no leaving, so no crash leaves the older
/// session's token beside the new login's data, and a failed cache write then takes back only
/// this login's own token (S4) instead of emptying the cache beside the older one (S3 would drop
/// it at the next launch, C1.2 forbids it).
enum SaveStep: UInt8, Hashable, Sendable {
    case user, tenant, permissions, refreshToken

    static func first(overKeptToken: Bool) -> SaveStep { overKeptToken ? .refreshToken : .user }

    var key: StorageKey {
        switch self {
        case .user: .user
        case .tenant: .tenant
        case .permissions: .permissions
        case .refreshToken: .refreshToken
        }
    }

    var store: StoreName { self == .refreshToken ? .secure : .fastCache }

    func next(overKeptToken: Bool) -> SaveStep? {
        switch self {
        case .user: .tenant
        case .tenant: .permissions
        case .permissions: overKeptToken ? nil : .refreshToken
        case .refreshToken: overKeptToken ? .user : nil
        }
    }
}
