import AuthCheck
import MyAppClient

/// The fast cache over the checker's world: each call is an effect on `.fastCache`; a profile is
/// stored as the account it belongs to.
struct WorldProfileCache: ProfileCache {
    let world: HeldWorld

    /// Thrown for a cache write the trace fails.
    struct WriteFailed: Error {}

    func profile(forKey key: String) async -> UserProfile? {
        let worldKey = WorldStorage.cacheKey(key)
        guard case .loaded(_, let contents) = await world.request(.load(.fastCache)),
              case .account(let account) = contents[worldKey] else { return nil }
        return WorldAccounts.profile(account)
    }

    func setProfile(_ profile: UserProfile, forKey key: String) async throws {
        guard let account = WorldAccounts.account(userID: profile.id) else { throw WriteFailed() }
        if case .writeFailed = await world.request(.write(.fastCache, WorldStorage.cacheKey(key), .account(account))) {
            throw WriteFailed()
        }
    }

    func removeProfile(forKey key: String) async {
        _ = await world.request(.delete(.fastCache, WorldStorage.cacheKey(key)))
    }
}
