import AuthModel

/// S1 Login and S5's opt-in and settings toggle.
extension CleanerHQDesign {
    func user(_ action: UserAction, _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            // "Email field validates format before submission"; "Submit button disabled during API call".
            guard client.phase == .guest, validForm else { return }
            client.phase = .signingIn
            client.loginError = nil
            effects.send(Call(.login(account, validCredentials: rightPassword), token: nil))
        case .logout:
            logout(&client, &effects)
        case .request:
            makeRequest(&client, &effects)
        case .biometricLogin:
            guard client.phase == .guest else { return }
            client.phase = .unlocking
            effects.prompt()
        case .answerOptIn(let yes):
            guard client.optInOffered else { return }
            client.optInOffered = false
            setPreference(yes, &client, &effects)  // the app's dialog; the OS is not asked
        case .setBiometrics(let on):
            guard client.phase == .authed || client.phase == .loggingOut else { return }  // More > Settings
            setPreference(on, &client, &effects)
        case .setSoftLock, .unlock:
            break  // the app has no soft lock
        }
    }

    /// `@cleanerhq/biometric_enabled` in AsyncStorage: "a preference, not a secret".
    func setPreference(_ on: Bool, _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        client.biometricPreference = on
        client.preferenceAnswered = true
        effects.storage(.write(.asyncStorage, .biometricEnabled, .flag(on)), resuming: .preference, &client)
    }

    func loginAnswered(_ response: Response, _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard client.phase == .signingIn else { return }
        switch response {
        case .ok(let account?, let pair?):
            // "Successful login stores tokens via TokenManager and navigates to Home tab".
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.user = account
            client.logout = .none  // a new session: the last logout is behind it
            client.phase = .savingLogin
            effects.storage(.write(.secure, .accessToken, .token(.access(pair))), resuming: .loginSave(.access), &client)
        case .ok:
            loginFailed(.fallback, &client)
        case .unauthorized(let code, _):
            loginFailed(code == .invalidCredentials ? .invalidCredentials : .fallback, &client)
        case .failed(let fault):
            loginFailed(fault == .rateLimited ? .rateLimited : .fallback, &client)
        }
    }

    func loginFailed(_ error: LoginError, _ client: inout CleanerHQClient) {
        client.phase = .guest
        client.loginError = error
    }

    func loginSaved(_ write: CleanerHQTokenWrite, _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard client.phase == .savingLogin else { return }
        switch write {
        case .access:
            guard let token = client.refreshToken else { return }
            effects.storage(.write(.secure, .refreshToken, .token(token)), resuming: .loginSave(.refresh), &client)
        case .refresh:
            startSession(&client)
            // "Opt-in prompt after first successful login", once hardware and enrolment are checked.
            client.optInOffered = client.biometricsAvailable && !client.preferenceAnswered
        }
    }

    /// The login's `await` throws: its catch shows the generic error, the app stays signed out,
    /// and nothing undoes a write that succeeded.
    func loginSaveFailed(_ client: inout CleanerHQClient) {
        guard client.phase == .savingLogin else { return }
        client.accessToken = nil
        client.refreshToken = nil
        client.user = nil
        loginFailed(.fallback, &client)
    }
}
