import AuthCheck

extension MyAppAuthDesign {
    /// What MyApp shows and holds, in the contract's terms: the only thing clauses see.
    public func view(of client: MyAppClient) -> ClientView {
        var view = ClientView()
        switch client.phase {
        case .starting, .restoring, .persistingRestore:
            view.status = .loading
            view.screen = .splash
        case .guest, .signingIn, .savingLogin:
            view.status = .guest
            view.screen = .signIn
        case .authed:
            view.status = .authed
            view.screen = .main
        }
        view.accessToken = client.accessToken
        view.accessTokenRef = client.accessToken
        view.refreshToken = client.refreshToken
        view.user = client.profile
        view.loginError = client.loginError
        view.errorShown = client.errorShown
        view.requests = client.requests
        view.refreshing = client.refresh != .idle
        view.loggedOut = client.logout == .done
        return view
    }
}
