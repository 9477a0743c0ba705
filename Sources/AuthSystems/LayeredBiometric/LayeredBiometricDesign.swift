import AuthModel

/// DOC-COMMENT-PLACEHOLDER
public struct LayeredBiometricDesign: AuthDesign {
    public init() {}

    public var name: String { "layered-biometric" }

    public var features: [Feature] {
        [.tokens, .refresh, .interceptor, .requestQueue, .bootstrap, .logout, .biometrics, .loginForm, .layeredCache]
    }

    public var initialClient: LayeredClient { LayeredClient() }

    public func reduce(into client: inout LayeredClient, _ event: ClientEvent) -> [Effect] {
        var effects = LayeredEffects()
        let screenBefore = screen(of: client)
        switch event {
        case .launched(let biometrics):
            client.deviceBiometrics = biometrics
            client.isLoading = true  // the query's setLoading(true), before anything renders
            client.restore = .readingGate
            effects.storage(.load(.fastCache), for: .restore, &client)
        case .loaded, .loadFailed, .wrote, .writeFailed:
            guard !client.jobs.isEmpty else { break }
            let job = client.jobs.remove(at: 0)
            completed(job, event, &client, &effects)
        case .response(let call, let response):
            respond(to: call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .promptAnswered(let outcome):
            if case .enabling = client.login {
                optInPromptAnswered(outcome, &client, &effects)
            } else if client.biometricLogin == .prompting {
                biometricPromptAnswered(outcome, &client, &effects)
            }
        case .biometricsChanged(let available):
            client.deviceBiometrics = available
        case .backgrounded, .foregrounded, .inactivityElapsed:
            break  // no soft lock, no foreground refresh
        }
        // The Auth Stack renders SignInScreen: `useBiometrics()` mounts and reads SecureStore.
        if screenBefore != .signIn, screen(of: client) == .signIn { mountSignIn(&client, &effects) }
        return effects.list
    }

    /// Hands a storage completion to the operation that asked for it.
    func completed(_ job: LayeredJob, _ event: ClientEvent, _ client: inout LayeredClient,
                   _ effects: inout LayeredEffects) {
        switch job {
        case .restore: restoreCompleted(event, &client, &effects)
        case .hook: hookCompleted(event, &client)
        case .login: loginCompleted(event, &client, &effects)
        case .biometric: biometricCompleted(event, &client, &effects)
        case .logout: logoutCompleted(event, &client)
        case .refresh(let leader): refreshCompleted(leader, event, &client, &effects)
        }
    }

    func user(_ action: UserAction, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            submitLogin(account, validForm: validForm, rightPassword: rightPassword, &client, &effects)
        case .logout:
            startLogout(&client, &effects)
        case .request:
            makeRequest(&client, &effects)
        case .biometricLogin:
            startBiometricLogin(&client, &effects)
        case .answerOptIn(let yes):
            answerOptIn(yes, &client, &effects)
        case .unlock, .setBiometrics, .setSoftLock:
            break  // the document has no soft lock and no settings switch
        }
    }
}
