import AuthModel

/// S3 Logout, and `AuthStore.logout()`, the local half S2 calls after a failed refresh.
extension CleanerHQDesign {
    /// The More tab's button, confirmed: `POST /auth/logout` first, cleanup when it answers.
    func logout(_ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard client.phase == .authed else { return }  // the button lives in the More tab only
        client.phase = .loggingOut
        effects.send(Call(.logout, token: client.accessToken))
    }

    /// "Wrap API call in try/catch — always clear local state regardless of server response".
    func logoutAnswered(_ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard client.phase == .loggingOut else { return }
        signOut(&client, &effects)
    }

    /// Tokens deleted from `expo-secure-store`, Zustand stores reset, `router.replace('/login')`.
    /// The interceptor's `refreshPromise` and the requests in flight are no Zustand store: they
    /// go on.
    /// A login call in flight is the form's own `await`: its answer is still shown.
    func signOut(_ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        if client.phase != .signingIn { client.phase = .guest }
        client.determined = true
        client.accessToken = nil
        client.refreshToken = nil
        client.user = nil
        client.optInOffered = false
        client.loginError = nil
        client.logout = .cleaning
        effects.storage(.delete(.secure, .accessToken), resuming: .cleanup, &client)
        effects.storage(.delete(.secure, .refreshToken), resuming: .cleanup, &client)
    }
}
