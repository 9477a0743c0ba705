import AuthCheck
import MyAppClient

/// Where MyApp's keychain item and cache key live in the checker's world: the same mapping as
/// the design's `MyAppStorageKey`, written once for the fakes. A name the world has no place for
/// is a mistake in the adapter, so it stops the run with the name.
enum WorldStorage {
    /// The keychain item `item`, as a world key of `.secure`.
    static func keychainKey(_ item: String) -> StorageKey {
        switch item {
        case AuthClient.refreshTokenItem: .refreshToken
        default: preconditionFailure("MyApp's keychain item \(item) has no place in the world: map it in WorldStorage")
        }
    }

    /// The fast-cache key `key`, as a world key of `.fastCache`.
    static func cacheKey(_ key: String) -> StorageKey {
        switch key {
        case AuthClient.profileCacheKey: .user
        default: preconditionFailure("MyApp's cache key \(key) has no place in the world: map it in WorldStorage")
        }
    }

    /// A token string of the app (`A3`, `R3`) as the world's token.
    static func token(_ text: String) -> Token? {
        guard let kind = text.first, let pair = UInt8(text.dropFirst()), kind == "A" || kind == "R" else { return nil }
        return Token(kind == "A" ? .access : .refresh, pair)
    }
}
