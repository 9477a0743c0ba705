import AuthModel

/// The writes of a successful login, in the document's order (Section 4a): the token to
/// SecureStore, then, inside the try/catch, user, tenant, permissions and the gate to MMKV.
enum LayeredSaveStep: UInt8, Hashable, Sendable {
    case token, user, tenant, permissions, gate

    var store: StoreName { self == .token ? .secure : .fastCache }

    var key: StorageKey {
        switch self {
        case .token: .accessToken
        case .user: .user
        case .tenant: .tenant
        case .permissions: .permissions
        case .gate: .isLoggedIn
        }
    }

    func value(_ data: LayeredLoginData) -> StoredValue {
        switch self {
        case .token: .token(.access(data.pair))
        case .user, .tenant, .permissions: .account(data.account)
        case .gate: .flag(true)
        }
    }

    var next: LayeredSaveStep? { LayeredSaveStep(rawValue: rawValue + 1) }
}
