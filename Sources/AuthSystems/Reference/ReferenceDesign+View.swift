import AuthModel

extension ReferenceDesign {
    /// What the reference shows and holds, in the contract's terms: status and screen follow
    /// the phase; state and ref are one field; the button needs all four conditions of B1.
    public func view(of client: ReferenceClient) -> ClientView {
        var view = ClientView()
        switch client.phase {
        case .starting, .restoring, .persistingRestore, .checkingProfile:
            view.status = .loading
            view.screen = .splash
        case .guest, .signingIn, .savingLogin:
            view.status = .guest
            view.screen = .signIn
        case .authed:
            view.status = .authed
            view.screen = client.locked ? .lock : .main
        }
        view.locked = client.locked
        view.softLockEnabled = client.softLockEnabled
        view.accessToken = client.accessToken
        view.accessTokenRef = client.accessToken
        view.refreshToken = client.refreshToken
        view.user = client.account
        view.tenant = client.account
        view.permissions = client.account
        view.biometricsEnabled = client.biometricPreference
        view.biometricButton = view.screen == .signIn && client.phase == .guest && biometricButton(client)
        view.optInOffered = client.optInOffered
        view.loginError = client.loginError
        view.errorShown = client.errorShown
        view.requests = client.requests
        view.refreshing = client.refreshing
        view.refreshAttempts = client.refreshAttempts
        view.restoreDispatches = client.restoreDispatches
        view.loggedOut = client.logout == .done
        return view
    }
}
