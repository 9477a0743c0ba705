import AuthModel

/// S7 Session persistence and S5's launch prompt: read the preference and the tokens, ask the
/// OS when biometrics are on, then "read tokens -> validate -> set auth state".
extension CleanerHQDesign {
    func loaded(_ store: StoreName, _ contents: Store, for waiter: CleanerHQWaiter, _ client: inout CleanerHQClient,
                _ effects: inout CleanerHQEffects) {
        switch waiter {
        case .launchRead where client.phase == .starting:
            switch store {
            case .asyncStorage:
                client.biometricPreference = contents[.biometricEnabled] == .flag(true)
                client.preferenceAnswered = contents[.biometricEnabled] != nil
            case .secure:
                let (access, refresh) = Self.tokens(in: contents)
                if access == nil, refresh == nil {
                    enter(access: nil, refresh: nil, &client, &effects)
                } else if client.biometricPreference {
                    client.phase = .unlocking  // "prompt for biometric verification on app launch"
                    effects.prompt()
                } else {
                    enter(access: access, refresh: refresh, &client, &effects)
                }
            case .fastCache:
                break
            }
        case .tokenRead where client.phase == .readingTokens:
            let (access, refresh) = Self.tokens(in: contents)
            enter(access: access, refresh: refresh, &client, &effects)
        case .launchRead, .tokenRead, .loginSave, .refreshSave, .cleanup, .preference:
            break
        }
    }

    /// The tokens secure storage holds: `access_token`, then the refresh token.
    static func tokens(in contents: Store) -> (access: Token?, refresh: Token?) {
        var access: Token?
        var refresh: Token?
        if case .token(let token) = contents[.accessToken], token.kind == .access { access = token }
        if case .token(let token) = contents[.refreshToken], token.kind == .refresh { refresh = token }
        return (access, refresh)
    }

    /// "validate -> set auth state": a stored access token the clock shows fresh is used; one
    /// near or past its expiry, or a refresh token alone, is refreshed first; an expired one
    /// with nothing to refresh it, or nothing, is the login form.
    func enter(access: Token?, refresh: Token?, _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        let time = access.map(client.clock.time(of:))
        if let access, time == .fresh || (time == .expiresSoon && refresh == nil) {
            client.accessToken = access
            client.refreshToken = refresh
            startSession(&client)
        } else if let refresh {
            // The splash stays up at launch; from the login screen's shortcut, the form stays.
            client.refreshToken = refresh
            client.phase = .restoring
            startRefresh(.restore, &client, &effects)
        } else {
            client.phase = .guest
            client.determined = true
        }
    }

    func startSession(_ client: inout CleanerHQClient) {
        client.phase = .authed
        client.determined = true
        client.loginError = nil
        client.logout = .none
    }

    func promptAnswered(_ outcome: PromptOutcome, _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard client.phase == .unlocking else { return }
        switch outcome {
        case .success:
            client.phase = .readingTokens  // "On success, read tokens from secure store and proceed to home"
            effects.storage(.load(.secure), resuming: .tokenRead, &client)
        case .failure, .cancel, .lockout:
            client.phase = .guest  // "On failure, show manual login form"
            client.determined = true
        }
    }

    /// S7: "On `active` transition, check if access token expires within 5 minutes and refresh
    /// proactively".
    func refreshProactively(_ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard client.phase == .authed, let access = client.accessToken, client.clock.time(of: access) != .fresh,
              !client.runs.contains(where: { $0.purpose == .proactive }) else { return }
        startRefresh(.proactive, &client, &effects)
    }
}
