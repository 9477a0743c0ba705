/// The fast on-device cache (MMKV in the app) holding the signed-in user's profile, so that the
/// splash screen can greet the user before the network answers. Not secure storage: it never
/// holds a token.
public protocol ProfileCache: Sendable {
    /// The profile under `key`, or nil. A read that fails is a miss: the cache is an optimisation.
    func profile(forKey key: String) async -> UserProfile?
    /// Stores `profile` under `key`. Throws when the cache could not write it.
    func setProfile(_ profile: UserProfile, forKey key: String) async throws
    /// Removes the profile; never fails.
    func removeProfile(forKey key: String) async
}
