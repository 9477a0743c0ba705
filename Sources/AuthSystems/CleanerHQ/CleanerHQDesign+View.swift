import AuthModel

extension CleanerHQDesign {
    /// What CleanerHQ shows and holds: the splash until the session is determined, then the
    /// login form or the tabs; one token field for state and ref; the biometric shortcut on
    /// every login form.
    public func view(of client: CleanerHQClient) -> ClientView {
        var view = ClientView()
        if !client.determined {
            view.status = .loading
            view.screen = .splash
        } else {
            switch client.phase {
            case .authed, .loggingOut:
                view.status = .authed
                view.screen = .main
            case .starting, .unlocking, .readingTokens, .restoring, .guest, .signingIn, .savingLogin:
                view.status = .guest
                view.screen = .signIn
            }
        }
        view.accessToken = client.accessToken
        view.accessTokenRef = client.accessToken
        view.refreshToken = client.refreshToken
        view.user = client.user
        view.biometricsEnabled = client.biometricPreference
        view.biometricButton = view.screen == .signIn
        view.optInOffered = client.optInOffered
        view.loginError = client.loginError
        view.requests = client.requests
        view.refreshing = client.runs.contains { $0.purpose == .shared }
        view.loggedOut = client.logout == .done
        return view
    }
}
