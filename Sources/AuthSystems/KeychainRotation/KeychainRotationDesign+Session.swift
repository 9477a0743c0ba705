import AuthModel

extension KeychainRotationDesign {
    func user(_ action: UserAction, _ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            guard client.phase == .signedOut, !client.signingIn, validForm else { return }
            client.signingIn = true
            effects.send(Call(.login(account, validCredentials: rightPassword), token: nil))
        case .logout:
            // Scenario 6: "Retrieve accessToken", "POST /auth/logout, Authorization: Bearer".
            effects.send(Call(.logout, token: client.accessToken))
        case .request:
            makeRequest(&client, &effects)
        case .biometricLogin, .answerOptIn, .unlock, .setBiometrics, .setSoftLock:
            break  // the document has no biometrics, soft lock or settings
        }
    }

    /// Scenario 4 at app start: the stored access token is used, and refreshed first when it
    /// expires soon (reading 2).
    func appStarted(_ keychain: Store, _ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        guard client.phase == .starting else { return }
        if case .token(let token) = keychain[.accessToken] {
            client.accessToken = token
            if case .account(let account) = keychain[.user] { client.user = account }
            client.phase = .authed  // signed in with the stored token, refreshed or not
            refreshProactively(&client, &effects)
        } else {
            client.phase = .signedOut
        }
    }

    /// Scenario 1: the login's 200 is saved to the Keychain, item by item.
    func loginAnswered(_ response: Response, _ client: inout KeychainRotationClient,
                       _ effects: inout KeychainRotationEffects) {
        client.signingIn = false
        guard case .ok(let account?, let pair?) = response else { return }  // no failure branch drawn
        client.phase = .authed
        client.accessToken = .access(pair)
        client.user = account
        client.logout = .none
        effects.storage(.write(.secure, .accessToken, .token(.access(pair))), &client)
        effects.storage(.write(.secure, .refreshToken, .token(.refresh(pair))), &client)
        effects.storage(.write(.secure, .user, .account(account)), &client)
    }
}
