import AuthModel

extension LayeredBiometricDesign {
    /// `useLogoutMutation().mutate()` (Section 8): the path is chosen by Redux `biometricEnabled`.
    func startLogout(_ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard client.logout == nil else { return }
        if client.biometricEnabled {
            // 8b: no logout API call, no SecureStore clear, no MMKV data clear.
            client.logout = .closingGate
            effects.storage(.write(.fastCache, .isLoggedIn, .flag(false)), for: .logout, &client)
        } else {
            client.logout = .revoking
            effects.send(Call(.logout, token: client.accessToken))
        }
    }

    /// 8a: whatever the logout call gets ("Continue anyway"), the local cleanup runs.
    func logoutAnswered(_ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard client.logout == .revoking else { return }
        client.logout = .cleaning
        effects.clearAllAuthData(for: .logout, &client)
        effects.clearAuthData(for: .logout, &client)
    }

    func logoutCompleted(_ event: ClientEvent, _ client: inout LayeredClient) {
        guard client.logout == .cleaning || client.logout == .closingGate, event.endsCacheClear else { return }
        // The last write of mutationFn; if it threw, onError's finalizeLogout skips the reset.
        if case .wrote = event { resetTokenRefreshState(&client) }
        logoutSuccess(&client)
        // Logged out, unless the user has meanwhile started signing in again.
        client.loggedOut = client.login == nil && client.biometricLogin == nil
        client.logout = nil
    }

    /// `resetTokenRefreshState()`: the manager forgets its flag and its queue; the requests in
    /// the queue are never settled.
    func resetTokenRefreshState(_ client: inout LayeredClient) {
        client.refreshing = false
        for index in client.requests.indices { client.requests[index].queued = false }
    }
}
