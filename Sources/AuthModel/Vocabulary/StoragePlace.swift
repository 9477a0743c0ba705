/// A key of one store: where a design keeps a value.
public struct StoragePlace: Hashable, Sendable, CustomStringConvertible {
    public var store: StoreName
    public var key: StorageKey

    public init(_ store: StoreName, _ key: StorageKey) {
        self.store = store
        self.key = key
    }

    /// The contract's place for the refresh token: `user_refresh_token` in secure storage.
    public static let contractRefreshToken = StoragePlace(.secure, .refreshToken)

    public var description: String { "\(key) in \(store)" }
}
