import AuthCheck

extension MyAppAuthDesign {
    /// The logout button. With no session there is nothing to end, and nothing changes.
    func logout(_ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        switch client.phase {
        case .authed, .restoring, .persistingRestore:
            endSession(&client, &effects, revoke: true)
        case .starting, .guest, .signingIn, .savingLogin:
            break
        }
    }

    /// Ends the session, for a logout or because the server refused it: memory at once, then the
    /// keychain token and the cached profile, then (for a logout) the revocation call, best
    /// effort. Every request still under way is settled.
    func endSession(_ client: inout MyAppClient, _ effects: inout MyAppEffects, revoke: Bool) {
        let token = client.refreshToken
        for index in client.requests.indices where !client.requests[index].isSettled {
            client.requests[index] = .failed(.sessionEnded)
        }
        client.phase = .guest
        client.accessToken = nil
        client.refreshToken = nil
        client.profile = nil
        if client.refresh == .calling { client.previousSessionRefreshOut = true }
        client.refresh = .idle
        client.errorShown = false
        client.loginError = nil
        client.logout = .cleaning
        effects.storage(MyAppStorageKey.refreshToken.delete, &client)
        effects.storage(MyAppStorageKey.cachedProfile.delete, &client)
        if revoke, let token { effects.send(Call(.logout, token: token)) }
    }
}
