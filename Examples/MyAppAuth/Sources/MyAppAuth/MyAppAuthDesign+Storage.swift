import AuthCheck

extension MyAppAuthDesign {
    /// A write or delete completed. Only the keychain token's write moves the session on: a login
    /// or a bootstrap is signed in once it is stored, and a refresh's waiting requests are resent
    /// once it is stored. The profile's writes and every delete finish nothing.
    func wrote(_ store: StoreName, _ key: StorageKey, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        guard MyAppStorageKey.refreshToken.matches(store, key) else { return }
        switch client.phase {
        case .savingLogin:
            client.phase = .authed
        case .persistingRestore:
            client.phase = .authed
            client.errorShown = false
        case .authed where client.refresh == .storing:
            finishRefresh(&client, &effects)
        case .starting, .restoring, .guest, .signingIn, .authed:
            break  // the delete of a session that ended
        }
    }

    /// A write failed. The keychain token is written again (the session depends on it); a cache
    /// write that threw is left, since the next bootstrap writes the profile again.
    func writeFailed(_ store: StoreName, _ key: StorageKey, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        guard MyAppStorageKey.refreshToken.matches(store, key), let token = client.refreshToken else { return }
        effects.storage(MyAppStorageKey.refreshToken.write(.token(token)), &client)
    }
}
