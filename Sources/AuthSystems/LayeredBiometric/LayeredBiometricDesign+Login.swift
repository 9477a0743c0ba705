import AuthModel

extension LayeredBiometricDesign {
    /// `handleLogin()` (Section 4a): validate, then `mutate` with `setLoading(true)`.
    func submitLogin(_ account: Account, validForm: Bool, rightPassword: Bool, _ client: inout LayeredClient,
                     _ effects: inout LayeredEffects) {
        guard validForm else { return }  // formErrors shown inline; no API call, no loading state
        guard client.login == nil else { return }
        client.isLoading = true
        client.loggedOut = false
        client.alertShown = false
        // The opt-in guard as `useSignIn` holds it for this mutation's `onSuccess`.
        client.login = .sending(offer: client.hookAvailable && !client.hookEnabled)
        effects.send(Call(.login(account, validCredentials: rightPassword), token: nil))
    }

    /// `POST /v1/auth/login` answered.
    func loginAnswered(_ response: Response, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard case .sending(let offer)? = client.login else { return }
        guard case .ok(let account?, let pair?) = response else {
            // message, then error, then the fallback: the server sends neither field.
            loginFailure(.fallback, &client)
            return
        }
        let data = LayeredLoginData(account: account, pair: pair)
        client.login = .saving(.token, data, offer: offer)
        effects.storage(.write(.secure, .accessToken, LayeredSaveStep.token.value(data)), for: .login, &client)
    }

    func loginCompleted(_ event: ClientEvent, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        switch client.login {
        case .saving(let step, let data, let offer)?:
            if case .writeFailed = event {
                if step == .token {
                    loginFailure(.fallback, &client)  // Step 1 is outside the try/catch: no rollback
                } else {
                    client.login = .rollingBack
                    effects.clearTokens(for: .login, &client)
                    effects.clearAuthData(for: .login, &client)
                }
                return
            }
            guard case .wrote = event else { return }
            if let next = step.next {
                client.login = .saving(next, data, offer: offer)
                effects.storage(.write(next.store, next.key, next.value(data)), for: .login, &client)
            } else if offer {
                client.login = .optIn(data)  // promptBiometricSetup: the alert, before loginSuccess
            } else {
                loginSuccess(data, &client)
            }
        case .rollingBack?:
            guard event.endsCacheClear else { return }
            if case .wrote = event {
                loginFailure(.saveFailed, &client)  // "Failed to save login data. Please try again."
            } else {
                loginFailure(.fallback, &client)  // the catch block's own clear threw
            }
        case .savingPreference(let data)?:
            if case .wrote = event {
                client.hookEnabled = true  // setIsBiometricEnabled(true)
                client.biometricEnabled = true  // dispatch(setBiometricEnabled(true))
            }
            loginSuccess(data, &client)  // a failed save is "Could not enable": login completes anyway
        case .sending?, .optIn?, .enabling?, nil:
            break
        }
    }

    func answerOptIn(_ yes: Bool, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard case .optIn(let data)? = client.login else { return }
        if yes {
            client.login = .enabling(data)
            effects.prompt()  // enableBiometricLogin(): authenticateAsync first
        } else {
            loginSuccess(data, &client)
        }
    }

    func optInPromptAnswered(_ outcome: PromptOutcome, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard case .enabling(let data)? = client.login else { return }
        switch outcome {
        case .success:
            client.login = .savingPreference(data)
            effects.storage(.write(.secure, .biometricEnabled, .flag(true)), for: .login, &client)
        case .failure, .cancel, .lockout:
            loginSuccess(data, &client)  // "Could not enable biometric login"; login completes
        }
    }

    /// `loginSuccess(loginData)`: Redux takes the session; the Main Stack renders.
    func loginSuccess(_ data: LayeredLoginData, _ client: inout LayeredClient) {
        client.accessToken = .access(data.pair)
        client.user = data.account
        client.tenant = data.account
        client.permissions = data.account
        client.isAuthenticated = true
        client.isLoading = false
        client.error = nil
        client.loggedOut = false
        client.login = nil
    }

    /// `loginFailure(message)`: the error banner above the form.
    func loginFailure(_ error: LoginError, _ client: inout LayeredClient) {
        client.error = error
        client.isLoading = false
        client.login = nil
    }
}
