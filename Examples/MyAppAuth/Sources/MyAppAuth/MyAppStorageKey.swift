import AuthCheck

/// What MyApp keeps on the device, and where the checker's world keeps it.
///
/// The world has three stores (`StoreName`) and a fixed set of keys (`StorageKey`); a design maps
/// its own keys onto them. MyApp's keychain item and cache key are named in the comments; the
/// world's names are what traces and clauses read.
enum MyAppStorageKey: UInt8, Hashable, Sendable {
    /// Keychain, service `com.myapp.auth`, account `user_refresh_token`
    /// (`kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`): the contract's key.
    case refreshToken
    /// Fast cache (MMKV), key `myapp.profile`: the signed-in user's profile, so the app can
    /// show who is signed in before the network answers.
    case cachedProfile

    var store: StoreName {
        switch self {
        case .refreshToken: .secure
        case .cachedProfile: .fastCache
        }
    }

    var key: StorageKey {
        switch self {
        case .refreshToken: .refreshToken
        case .cachedProfile: .user
        }
    }

    func write(_ value: StoredValue) -> Effect { .write(store, key, value) }

    var delete: Effect { .delete(store, key) }

    /// Whether a storage event (`.wrote`, `.writeFailed`) is about this key.
    func matches(_ store: StoreName, _ key: StorageKey) -> Bool { store == self.store && key == self.key }
}
