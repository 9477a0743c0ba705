import AuthCheck

extension MyAppAuthDesign {
    func submitLogin(_ account: Account, validForm: Bool, rightPassword: Bool, _ client: inout MyAppClient,
                     _ effects: inout MyAppEffects) {
        guard client.phase == .guest, validForm else { return }  // the form shows what is wrong; nothing is sent
        client.phase = .signingIn
        client.loginError = nil
        effects.send(Call(.login(account, validCredentials: rightPassword), token: nil))
    }

    /// `POST /v1/session` answered.
    func loginAnswered(_ response: Response, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        guard client.phase == .signingIn else { return }
        switch response {
        case .ok(let account?, let pair?):
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.profile = account
            client.logout = .none
            client.phase = .savingLogin
            effects.storage(MyAppStorageKey.refreshToken.write(.token(.refresh(pair))), &client)
            effects.storage(MyAppStorageKey.cachedProfile.write(.account(account)), &client)
        case .ok:
            client.phase = .guest
            client.loginError = .fallback
        case .unauthorized(let code, _):
            client.phase = .guest
            client.loginError = code == .invalidCredentials ? .invalidCredentials : .fallback
        case .failed(let fault):
            client.phase = .guest
            client.loginError = fault == .rateLimited ? .rateLimited : .fallback
        }
    }
}
