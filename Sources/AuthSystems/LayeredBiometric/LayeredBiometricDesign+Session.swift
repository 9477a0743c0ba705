import AuthModel

extension LayeredBiometricDesign {
    /// `useRestoreSessionQuery` (Sections 1 to 3): the MMKV gate, then SecureStore, then the
    /// integrity check.
    func restoreCompleted(_ event: ClientEvent, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        switch client.restore {
        case .readingGate?:
            guard case .loaded(.fastCache, let cache) = event else { return }
            guard cache[.isLoggedIn] == .flag(true) else {
                restoreSessionFailure(&client)  // "User is not logged in": SecureStore is not read
                return
            }
            client.restore = .readingSecure(
                user: account(cache[.user]), tenant: account(cache[.tenant]), permissions: account(cache[.permissions]))
            effects.storage(.load(.secure), for: .restore, &client)
        case .readingSecure(let user, let tenant, let permissions)?:
            if case .loadFailed = event {
                restoreSessionFailure(&client)  // the query throws; its error fires the failure
                return
            }
            guard case .loaded(.secure, let secure) = event else { return }
            if case .token(let token)? = secure[.accessToken], let user, let tenant {
                client.accessToken = token
                client.user = user
                client.tenant = tenant
                client.permissions = permissions
                client.biometricEnabled = secure[.biometricEnabled] == .flag(true)
                client.isAuthenticated = true
                client.isLoading = false
                client.restore = nil
                client.loggedOut = false
                client.restoreDispatches += 1  // hasDispatchedSuccess: once per query lifecycle
            } else {
                // "Incomplete session data": wipe both layers, then fail.
                client.restore = .wiping
                effects.clearAllAuthData(for: .restore, &client)
                effects.clearAuthData(for: .restore, &client)
            }
        case .wiping?:
            if event.endsCacheClear { restoreSessionFailure(&client) }
        case nil:
            break
        }
    }

    func restoreSessionFailure(_ client: inout LayeredClient) {
        client.isAuthenticated = false
        client.isLoading = false
        client.restore = nil
    }

    /// The sign-in screen mounts: `useBiometrics()` starts afresh and reads SecureStore.
    func mountSignIn(_ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        client.hookAvailable = false
        client.hookEnabled = false
        client.hookToken = false
        effects.storage(.load(.secure), for: .hook, &client)
    }

    /// `useBiometrics()`'s reads resolved: support, the preference, whether a token is stored.
    /// The hook's `async` body runs on after its screen unmounts: its `dispatch` still reaches
    /// Redux, while its `setState` calls on the unmounted hook do nothing.
    func hookCompleted(_ event: ClientEvent, _ client: inout LayeredClient) {
        guard case .loaded(.secure, let secure) = event else { return }
        let enabled = secure[.biometricEnabled] == .flag(true)
        client.biometricEnabled = enabled  // dispatch(setBiometricEnabled(...))
        guard screen(of: client) == .signIn else { return }
        client.hookAvailable = client.deviceBiometrics
        client.hookEnabled = enabled
        client.hookToken = secure[.accessToken] != nil
    }

    /// `logoutSuccess`: clears user, tenant, permissions, accessToken, isAuthenticated and error;
    /// leaves `biometricEnabled` alone.
    func logoutSuccess(_ client: inout LayeredClient) {
        client.accessToken = nil
        client.user = nil
        client.tenant = nil
        client.permissions = nil
        client.isAuthenticated = false
        client.error = nil
    }

    func account(_ value: StoredValue?) -> Account? {
        if case .account(let account)? = value { account } else { nil }
    }
}
