import AuthModel

extension SoftlockSessionDesign {
    /// A store read at launch: async storage holds the soft-lock keys and the cookie jar; secure
    /// storage holds `auth_user_cache` for `initAuth`.
    func loaded(_ store: StoreName, _ contents: Store, _ client: inout SoftlockSessionClient,
                _ effects: inout [Effect]) {
        switch store {
        case .asyncStorage:
            if case .token(let token) = contents[.accessToken] { client.accessCookie = token }
            if case .token(let token) = contents[.refreshToken] { client.refreshCookie = token }
            // `setIsEnabled(enabled === 'true'); if (enabled === 'true' && lockState === 'locked') setIsLocked(true)`
            client.isEnabled = contents[.softLockEnabled] == .flag(true)
            if client.isEnabled, contents[.softLocked] == .flag(true) { client.isLocked = true }
        case .secure:
            guard client.boot == .reading else { return }
            guard case .account(let cached) = contents[.user] else {
                finishBoot(&client)
                return
            }
            // `setUserState(JSON.parse(cachedUser))`, then `await authService.getProfile()`.
            client.user = cached
            client.boot = .validating(retried: false)
            effects.append(.send(Call(.me, token: client.accessCookie)))
        case .fastCache:
            break
        }
    }

    /// `initAuth`'s `finally`: `setIsLoading(false)`; the app routes by `isAuthenticated`.
    func finishBoot(_ client: inout SoftlockSessionClient) {
        client.isLoading = false
        client.boot = .done
        client.route = isAuthenticated(client) ? .main : .signIn
    }

    /// `getProfile()` resolved: `setUserState(freshUser)`, then the cache write.
    func profileFetched(_ response: Response, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        guard case .validating = client.boot else { return }
        if case .ok(let account?, _) = response { client.user = account }
        client.boot = .saving
        if let user = client.user {
            secure(.write(.secure, .user, .account(user)), .bootSave, &client, &effects)
        } else {
            finishBoot(&client)
        }
    }

    /// `clearAuthState()`: memory at once, then the two deletes, one after the other.
    func clearAuthState(_ reason: SoftlockClear, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        client.user = nil
        client.isSessionExpired = true
        if reason == .boot { client.boot = .clearing }
        secure(.delete(.secure, .user), .clearCache(reason), &client, &effects)
    }

    /// Asks for a secure write or delete that some code awaits.
    func secure(_ effect: Effect, _ op: SoftlockSecureOp, _ client: inout SoftlockSessionClient,
                _ effects: inout [Effect]) {
        client.secureOps.append(op)
        effects.append(effect)
    }

    /// The oldest awaited secure operation completed (or its write failed): its code goes on.
    func secureOpDone(failed: Bool, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        guard !client.secureOps.isEmpty else { return }
        switch client.secureOps.remove(at: 0) {
        case .bootSave:
            // The write is inside initAuth's inner `try`: its failure runs the `catch`.
            if failed { clearAuthState(.boot, &client, &effects) } else { finishBoot(&client) }
        case .login:
            loginWriteDone(failed: failed, &client, &effects)
        case .clearCache(let reason):
            secure(.delete(.secure, .permissions), .clearRole(reason), &client, &effects)
        case .clearRole(.boot):
            finishBoot(&client)
        case .clearRole(.logout):
            client.loggingOut = false
            client.loggedOut = true
            client.route = .signIn  // "Navigate to login"
        case .expiryCache(let leader, let error):
            secure(.delete(.secure, .permissions), .expiryRole(leader: leader, error: error), &client, &effects)
        case .expiryRole(let leader, let error):
            client.route = .signIn  // "Navigate to login - use your navigation method"
            reject(leader, error, &client, &effects)  // `return Promise.reject(refreshError)`
        }
    }
}
