import AuthModel

extension ReferenceDesign {
    func loaded(_ store: StoreName, _ contents: Store, _ client: inout ReferenceClient, _ effects: inout Effects) {
        guard client.phase == .starting else { return }
        switch store {
        case .asyncStorage:
            client.biometricPreference = contents[.biometricEnabled] == .flag(true)
            client.softLockEnabled = contents[.softLockEnabled] == .flag(true)
        case .secure:
            if case .account(let account) = contents[.userEmail] {
                client.credential = account
                client.credentialSaved = true
            }
            if case .token(let token) = contents[.refreshToken], token.kind == .refresh {
                // Whole only with its cached user and tenant: read them before resuming.
                client.refreshToken = token
                effects.storage(.load(.fastCache), &client)
            } else {
                client.phase = .guest
            }
        case .fastCache:
            guard let token = client.refreshToken else { return }
            if contents[.user] == nil || contents[.tenant] == nil {
                // A token without its user: what a reinstall leaves in the keychain (the app's
                // files went, the keychain stayed), or a logout torn by a failed delete and a
                // kill. Not this install's session to resume (S3, E3).
                client.refreshToken = nil
                effects.storage(.delete(.secure, .refreshToken), &client)
                client.phase = .guest
            } else {
                client.phase = .restoring
                effects.send(Call(.refresh, token: token))
            }
        }
    }

    func wrote(_ store: StoreName, _ key: StorageKey, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch client.phase {
        case .persistingRestore where store == .secure && key == .refreshToken:
            client.phase = .checkingProfile
            effects.send(Call(.me, token: client.accessToken))
        case .savingLogin(let step, let overKeptToken) where store == step.store && key == step.key:
            if step == .refreshToken, let replaced = client.replacedToken {
                // The kept token is gone from the device: revoke it, best effort, as logout does.
                client.replacedToken = nil
                client.replacingTokenFailures = 0
                effects.revoke(replaced)
            }
            if let next = step.next(overKeptToken: overKeptToken) {
                client.phase = .savingLogin(next, overKeptToken: overKeptToken)
                effects.storage(.write(next.store, next.key, value(for: next, client)), &client)
            } else {
                client.phase = .authed
                client.account = client.signingInAs
                client.signingInAs = nil
                client.optInOffered = client.biometricsAvailable && !client.biometricPreference
            }
        case .authed where client.refreshing && store == .secure && key == .refreshToken:
            finishRefresh(&client, &effects)
        case _ where store == .secure && key == .userEmail:
            client.credentialSaved = client.credential != nil
        case .starting, .restoring, .persistingRestore, .checkingProfile, .guest, .signingIn, .savingLogin, .authed:
            break
        }
    }

    func writeFailed(_ store: StoreName, _ key: StorageKey, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch client.phase {
        case .savingLogin(.refreshToken, overKeptToken: true) where store == .secure && key == .refreshToken:
            // The new token did not replace the kept one, and the ended session's token and cache
            // are as it left them: emptying the cache now would tear it, and the next launch would
            // drop its token (S3), which C1.2 forbids. Nothing of this login is stored; the write
            // is tried again, up to `replacingTokenAttempts` times in all: a keychain that keeps
            // refusing must not keep the sign-in form waiting for ever.
            client.replacingTokenFailures += 1
            if client.replacingTokenFailures < Self.replacingTokenAttempts {
                effects.storage(.write(.secure, .refreshToken, value(for: .refreshToken, client)), &client)
            } else {
                giveUpReplacing(&client, &effects)
            }
        case .savingLogin(let step, let overKeptToken) where store == step.store && key == step.key:
            // Roll back every cache key a login writes, whatever this one had written: a key an
            // earlier login left when it was killed half-way, or the ended session's data beside
            // a token this login replaced, is as much in the way (S4). This login's own token goes
            // first, where it was written first; otherwise it is written last, and this login
            // never stored one to take back.
            if overKeptToken { effects.storage(.delete(.secure, .refreshToken), &client) }
            for key in [StorageKey.user, .tenant, .permissions] { effects.storage(.delete(.fastCache, key), &client) }
            // The pair this login was granted is stored nowhere now: revoke it, best effort, so
            // that it does not stay valid at the server with no device holding it.
            effects.revoke(client.refreshToken)
            client.phase = .guest
            client.accessToken = nil
            client.refreshToken = nil
            client.signingInAs = nil
            client.loginError = .saveFailed
        case .starting, .restoring, .persistingRestore, .checkingProfile, .guest, .signingIn, .savingLogin, .authed:
            // A write that must happen is tried again: the token just obtained, a preference.
            if let value = currentValue(store, key, client) {
                effects.storage(.write(store, key, value), &client)
            }
        }
    }

    /// Times the token that is to replace a kept one is written before the login gives up.
    static var replacingTokenAttempts: UInt8 { 3 }

    /// A login over a kept token whose token write failed every time: it gives up as a failed
    /// save does ("Failed to save login data"), but nothing of it was stored, so nothing is rolled
    /// back. The ended session is left as it was: its refresh token stays kept for a retry (K1),
    /// in storage and in memory, so the next login again writes its token first; memory holds no
    /// access token (a relaunch's restore gets a new one). The pair this login was granted is
    /// revoked, best effort, as no store holds it.
    func giveUpReplacing(_ client: inout ReferenceClient, _ effects: inout Effects) {
        effects.revoke(client.refreshToken)
        client.phase = .guest
        client.refreshToken = client.replacedToken
        client.accessToken = nil
        client.replacedToken = nil
        client.replacingTokenFailures = 0
        client.signingInAs = nil
        client.loginError = .saveFailed
    }

    func redelete(_ store: StoreName, _ key: StorageKey, _ client: inout ReferenceClient, _ effects: inout Effects) {
        client.redeleting |= 1 << key.rawValue
        effects.storage(.delete(store, key), &client)
    }

    /// A delete that must happen is tried again (a logout's, whose value would otherwise outlive
    /// the session it belonged to; E1), unless memory holds a value for the key again. No login
    /// starts while deletes are outstanding (`submitLogin`, the biometric button), so none of a
    /// key a login writes is retried while it saves.
    func deleteFailed(_ store: StoreName, _ key: StorageKey, _ client: inout ReferenceClient, _ effects: inout Effects) {
        guard currentValue(store, key, client) == nil else { return }
        redelete(store, key, &client, &effects)
    }

    /// The value the reference keeps under `key` of `store`, to write again after a failure.
    func currentValue(_ store: StoreName, _ key: StorageKey, _ client: ReferenceClient) -> StoredValue? {
        let value: StoredValue?
        switch key {
        case .refreshToken: value = client.refreshToken.map(StoredValue.token)
        case .userEmail: value = client.credential.map(StoredValue.account)
        case .user, .tenant, .permissions: value = client.account.map(StoredValue.account)
        case .biometricEnabled: value = client.biometricPreference ? .flag(true) : nil
        case .softLockEnabled: value = client.softLockEnabled ? .flag(true) : nil
        case .softLocked: value = client.locked ? .flag(true) : nil
        case .accessToken, .isLoggedIn: value = nil  // the reference never stores these
        }
        return store == Self.home(of: key) ? value : nil
    }

    /// The store the reference keeps each key in.
    static func home(of key: StorageKey) -> StoreName {
        switch key {
        case .refreshToken, .userEmail, .accessToken: .secure
        case .user, .tenant, .permissions, .isLoggedIn: .fastCache
        case .biometricEnabled, .softLockEnabled, .softLocked: .asyncStorage
        }
    }

    func value(for step: SaveStep, _ client: ReferenceClient) -> StoredValue {
        switch step {
        case .user, .tenant, .permissions: .account(client.signingInAs ?? .alice)
        case .refreshToken: .token(client.refreshToken ?? .refresh(0))
        }
    }

    func submitLogin(_ account: Account, validForm: Bool, rightPassword: Bool, _ client: inout ReferenceClient,
                     _ effects: inout Effects) {
        // One sign-in at a time: the form waits for a biometric prompt to be answered, and for a
        // rollback or a logout to finish its deletes (S4), which would otherwise remove what this
        // login writes or replace the error it shows.
        guard client.phase == .guest, validForm, client.prompt == nil, client.outstandingDeletes == 0 else { return }
        client.phase = .signingIn
        client.loginError = nil
        effects.send(Call(.login(account, validCredentials: rightPassword), token: nil))
    }

    /// A login or biometric login answered.
    func loginAnswered(_ response: Response, biometric: Bool, _ client: inout ReferenceClient, _ effects: inout Effects) {
        guard client.phase == .signingIn else { return }
        switch response {
        case .ok(let account?, let pair?):
            // Memory keeps a refresh token on the sign-in screen only where a session ended with
            // its tokens kept (I8, K1); its token is still stored, and this login replaces it.
            let overKeptToken = client.refreshToken != nil
            client.replacedToken = client.refreshToken
            client.replacingTokenFailures = 0
            client.signingInAs = account
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.account = nil
            client.loginError = nil
            client.logout = .none
            client.refreshAttempts = 0  // a new session: an expired one's count is over (I8)
            if let kept = client.credential, kept != account {
                // The biometric login kept for the last account is not this one's (E2): whoever
                // passes the prompt next would sign in as that account. The credential goes; the
                // preference is the device's and stays (B5), so this account turns biometrics
                // off and on in settings to save its own.
                client.credential = nil
                client.credentialSaved = false
                effects.storage(.delete(.secure, .userEmail), &client)
            }
            let first = SaveStep.first(overKeptToken: overKeptToken)
            client.phase = .savingLogin(first, overKeptToken: overKeptToken)
            effects.storage(.write(first.store, first.key, value(for: first, client)), &client)
        case .ok:
            client.phase = .guest
            client.loginError = .fallback
        case .unauthorized(let code, _):
            client.phase = .guest
            client.loginError = code == .invalidCredentials ? .invalidCredentials : .fallback
            if biometric {
                // A refused saved credential is cleared, and with it the biometric button (B4).
                client.credential = nil
                client.credentialSaved = false
                effects.storage(.delete(.secure, .userEmail), &client)
            }
        case .failed(let fault):
            client.phase = .guest
            client.loginError = fault == .rateLimited ? .rateLimited : .fallback
        }
    }

    /// The bootstrap's refresh answered.
    func restoreAnswered(_ response: Response, _ call: Call, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch response {
        case .ok(_, let pair?):
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.errorShown = false
            client.phase = .persistingRestore
            effects.storage(.write(.secure, .refreshToken, .token(.refresh(pair))), &client)
        case .unauthorized, .failed(.forbidden), .failed(.notFound):
            clearSession(&client, &effects, revoke: false)  // C6.3; A1: suspended or gone
        case .ok, .failed:
            // Network or unknown: keep the token, stay loading, show it, try again.
            client.errorShown = true
            effects.send(call)
        }
    }

    /// The bootstrap's `/auth/me` answered.
    func profileAnswered(_ response: Response, _ call: Call, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch response {
        case .ok(let account?, _):
            client.account = account
            client.errorShown = false
            client.restoreDispatches += 1
            if let kept = client.credential, kept != account {
                // Another account's biometric login beside this session (E2): a login over an
                // ended session's kept token was killed after its token write, before the delete
                // of the last account's credential it asked for first was tried again. As at a
                // login's answer, the credential goes and the preference stays (B5).
                client.credential = nil
                client.credentialSaved = false
                effects.storage(.delete(.secure, .userEmail), &client)
            }
            client.phase = .authed
            client.locked = client.softLockEnabled
            for key in [StorageKey.user, .tenant, .permissions] {
                effects.storage(.write(.fastCache, key, .account(account)), &client)
            }
        case .unauthorized, .failed(.forbidden), .failed(.notFound):
            clearSession(&client, &effects, revoke: false)
        case .ok, .failed:
            // Network or unknown: stay loading, show it, and start again from the refresh. The
            // access token may expire while the network is down, and a 401 here must end the
            // session (C6.4); a fresh pair keeps the session reachable (C10.1).
            client.errorShown = true
            guard let refreshToken = client.refreshToken else { return clearSession(&client, &effects, revoke: false) }
            client.phase = .restoring
            effects.send(Call(.refresh, token: refreshToken))
        }
    }

    /// Ends the session: what an expiry ends, then memory's tokens and data at once, then the
    /// deletes, then (for a user's logout) the best-effort revocation.
    func clearSession(_ client: inout ReferenceClient, _ effects: inout Effects, revoke: Bool) {
        let token = client.refreshToken
        expireSession(&client)
        client.accessToken = nil
        client.refreshToken = nil
        client.account = nil
        client.signingInAs = nil
        client.refreshAttempts = 0
        client.errorShown = false
        client.loginError = nil
        client.logout = .cleaning
        effects.storage(.delete(.secure, .refreshToken), &client)
        for key in [StorageKey.user, .tenant, .permissions] { effects.storage(.delete(.fastCache, key), &client) }
        effects.storage(.delete(.asyncStorage, .softLocked), &client)
        if revoke { effects.revoke(token) }
    }

    /// The third transient refresh failure in a row: the session is expired (001's "Max refresh
    /// attempts (3)"), read as the conflict K1 chose. The app stops refreshing and shows the
    /// sign-in screen, but a network or server failure keeps the tokens (C3.5; 003: "Network
    /// errors MUST preserve tokens for retry"): the table's "Clear session" yields. A new login
    /// replaces them; a relaunch refreshes with the stored token, the manual retry. Requests
    /// still waiting or in flight are settled; `clearSession` starts with this.
    func expireSession(_ client: inout ReferenceClient) {
        for index in client.requests.indices where !client.requests[index].isSettled {
            client.requests[index] = .failed(.sessionEnded)
        }
        client.phase = .guest
        client.refreshing = false
        client.locked = false
        client.optInOffered = false
        if client.prompt != nil { client.prompt = .abandoned }
    }

    func logout(_ client: inout ReferenceClient, _ effects: inout Effects) {
        switch client.phase {
        case .authed, .restoring, .persistingRestore, .checkingProfile:
            clearSession(&client, &effects, revoke: true)
        case .starting, .guest, .signingIn, .savingLogin:
            break  // no session: logout changes nothing (C5.1)
        }
    }
}
