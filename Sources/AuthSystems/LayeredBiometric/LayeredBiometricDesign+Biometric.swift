import AuthModel

extension LayeredBiometricDesign {
    /// `isBiometricLoginAvailable`: what `useBiometrics()` read when the screen mounted.
    func biometricButton(_ client: LayeredClient) -> Bool {
        client.hookAvailable && client.hookEnabled && client.hookToken
    }

    /// `handleBiometricLogin()` (Section 6a).
    func startBiometricLogin(_ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard client.biometricLogin == nil, screen(of: client) == .signIn, biometricButton(client) else { return }
        client.biometricLogin = .prompting  // setIsBiometricLoading(true)
        client.loggedOut = false
        client.alertShown = false
        effects.prompt()
    }

    func biometricPromptAnswered(_ outcome: PromptOutcome, _ client: inout LayeredClient,
                                 _ effects: inout LayeredEffects) {
        switch outcome {
        case .success:
            client.biometricLogin = .readingToken  // useTokenRefreshMutation: getAccessToken()
            effects.storage(.load(.secure), for: .biometric, &client)
        case .cancel:
            client.biometricLogin = nil  // "cancelled": do nothing
        case .failure, .lockout:
            client.biometricLogin = nil
            client.alertShown = true  // an alert with the error message
        }
    }

    /// The raw-axios refresh of the biometric login answered.
    func biometricRefreshAnswered(_ response: Response, _ client: inout LayeredClient,
                                  _ effects: inout LayeredEffects) {
        if case .ok(_, let pair?) = response {
            client.biometricLogin = .savingToken(pair)
            effects.storage(.write(.secure, .accessToken, .token(.access(pair))), for: .biometric, &client)
        } else {
            handleRefreshFailure(&client, &effects)  // "401 or network error"
        }
    }

    func biometricCompleted(_ event: ClientEvent, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        switch client.biometricLogin {
        case .readingToken?:
            guard case .loaded(.secure, let secure) = event else {
                handleRefreshFailure(&client, &effects)  // the mutation threw reading the keychain
                return
            }
            let token = secure.presentedForRefresh
            client.biometricLogin = .refreshing(token)
            effects.send(Call(.refresh, token: token))  // Authorization: Bearer <stored token>
        case .savingToken(let pair)?:
            guard case .wrote = event else {
                handleRefreshFailure(&client, &effects)
                return
            }
            client.accessToken = .access(pair)  // dispatch(updateAccessToken(fresh))
            client.biometricLogin = .openingGate(pair)
            effects.storage(.write(.fastCache, .isLoggedIn, .flag(true)), for: .biometric, &client)
        case .openingGate(let pair)?:
            guard case .wrote = event else {
                // setLoggedIn threw: the hook's catch block; nothing is cleaned up.
                client.biometricLogin = nil
                client.alertShown = true
                return
            }
            client.biometricLogin = .readingCache(pair)
            effects.storage(.load(.fastCache), for: .biometric, &client)
        case .readingCache(let pair)?:
            guard case .loaded(.fastCache, let cache) = event else { return }
            // restoreSessionSuccess with whatever MMKV holds, biometricEnabled: true.
            client.accessToken = .access(pair)
            client.user = account(cache[.user])
            client.tenant = account(cache[.tenant])
            client.permissions = account(cache[.permissions])
            client.biometricEnabled = true
            client.isAuthenticated = true
            client.isLoading = false
            client.loggedOut = false
            client.biometricLogin = nil
        case .failing?:
            guard event.endsCacheClear else { return }
            // handleRefreshFailure dispatches logoutSuccess, unless its own clear threw; either way
            // the hook's catch block shows "Session has expired…".
            if case .wrote = event { logoutSuccess(&client) }
            client.biometricLogin = nil
            client.alertShown = true
        case .prompting?, .refreshing?, nil:
            break
        }
    }

    /// `handleRefreshFailure()`: `clearTokens()`, `clearAuthData()`, then `logoutSuccess`.
    func handleRefreshFailure(_ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        client.biometricLogin = .failing
        effects.clearTokens(for: .biometric, &client)
        effects.clearAuthData(for: .biometric, &client)
    }
}
