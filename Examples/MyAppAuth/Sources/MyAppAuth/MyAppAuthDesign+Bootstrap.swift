import AuthCheck

extension MyAppAuthDesign {
    /// A store read at launch. The cached profile comes first; the keychain decides the session.
    func loaded(_ store: StoreName, _ contents: Store, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        guard client.phase == .starting else { return }
        switch store {
        case MyAppStorageKey.cachedProfile.store:
            if case .account(let account) = contents[MyAppStorageKey.cachedProfile.key] { client.profile = account }
        case MyAppStorageKey.refreshToken.store:
            if case .token(let token) = contents[MyAppStorageKey.refreshToken.key], token.kind == .refresh {
                client.refreshToken = token
                client.phase = .restoring
                effects.send(Call(.refresh, token: token))
            } else {
                client.phase = .guest
                if client.profile != nil {
                    // A profile without a session: a logout was cut short between its deletes.
                    client.profile = nil
                    effects.storage(MyAppStorageKey.cachedProfile.delete, &client)
                }
            }
        default:
            break
        }
    }

    /// The bootstrap's refresh answered.
    func restoreAnswered(_ response: Response, _ call: Call, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        switch response {
        case .ok(let account?, let pair?):
            let cached = client.profile
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.profile = account
            client.phase = .persistingRestore
            // The rotated token first: until it is in the keychain, a kill would lose the session.
            effects.storage(MyAppStorageKey.refreshToken.write(.token(.refresh(pair))), &client)
            if cached != account { effects.storage(MyAppStorageKey.cachedProfile.write(.account(account)), &client) }
        case .unauthorized, .failed(.forbidden), .failed(.notFound):
            endSession(&client, &effects, revoke: false)  // the server refused the session, or the account is gone
        case .ok, .failed:
            // Network, 429, 500: nothing is decided. Keep the token, stay on the splash, say so, try again.
            client.errorShown = true
            effects.send(call)
        }
    }
}
