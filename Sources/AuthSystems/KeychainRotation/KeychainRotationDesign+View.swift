import AuthModel

extension KeychainRotationDesign {
    /// What the app shows and holds, in the contract's terms. The `TokenManager`'s one access
    /// token is both the state and what callbacks read; it keeps no refresh token in memory.
    public func view(of client: KeychainRotationClient) -> ClientView {
        var view = ClientView()
        switch client.phase {
        case .starting:
            view.status = .loading
            view.screen = .splash
        case .signedOut:
            view.status = .guest
            view.screen = .signIn
        case .authed:
            view.status = .authed
            view.screen = .main
        }
        view.accessToken = client.accessToken
        view.accessTokenRef = client.accessToken
        view.user = client.user
        for request in client.requests { view.requests.append(request.stage) }
        view.refreshing = client.refreshTask != .idle
        view.loggedOut = client.logout == .done
        return view
    }
}
