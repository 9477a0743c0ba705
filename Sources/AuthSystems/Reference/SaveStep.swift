import AuthModel

/// The writes of a login, in order.
enum SaveStep: UInt8, Hashable, Sendable {
    case user, tenant, permissions, refreshToken

    var key: StorageKey {
        switch self {
        case .user: .user
        case .tenant: .tenant
        case .permissions: .permissions
        case .refreshToken: .refreshToken
        }
    }

    var store: StoreName { self == .refreshToken ? .secure : .fastCache }

    var next: SaveStep? { SaveStep(rawValue: rawValue + 1) }
}
