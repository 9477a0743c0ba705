import AuthCheck
import MyAppClient

/// The keychain over the checker's world: each call is an effect on `.secure` that the trace
/// performs, fails (a failed write, a keychain locked after a reboot) or leaves waiting.
struct WorldKeychain: Keychain {
    let world: HeldWorld

    func read(_ item: String) async throws -> String? {
        let key = WorldStorage.keychainKey(item)
        switch await world.request(.load(.secure)) {
        case .loaded(_, let contents):
            guard case .token(let token) = contents[key] else { return nil }
            return token.description
        default:
            throw KeychainError.interactionNotAllowed
        }
    }

    func save(_ value: String, as item: String) async throws {
        guard let token = WorldStorage.token(value) else { throw KeychainError.writeFailed(status: -50) }
        if case .writeFailed = await world.request(.write(.secure, WorldStorage.keychainKey(item), .token(token))) {
            throw KeychainError.writeFailed(status: -25308)
        }
    }

    func delete(_ item: String) async {
        _ = await world.request(.delete(.secure, WorldStorage.keychainKey(item)))
    }
}
