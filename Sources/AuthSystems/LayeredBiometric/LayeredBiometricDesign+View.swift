import AuthModel

extension LayeredBiometricDesign {
    /// What `RootNavigator` renders: the spinner while Redux `isLoading`, then Main or Auth.
    func screen(of client: LayeredClient) -> Screen {
        client.isLoading ? .splash : client.isAuthenticated ? .main : .signIn
    }

    /// The layered app in the contract's terms. Status is loading until the session-restore
    /// query has dispatched, then Redux `isAuthenticated`. The token in Redux is both state and
    /// what callbacks read; as the document's one token is also what a refresh presents, memory
    /// holds the refresh half of its pair too. The alerts of the sign-in screen are the error shown.
    public func view(of client: LayeredClient) -> ClientView {
        var view = ClientView()
        view.status = client.restore != nil ? .loading : client.isAuthenticated ? .authed : .guest
        view.screen = screen(of: client)
        view.accessToken = client.accessToken
        view.accessTokenRef = client.accessToken
        view.refreshToken = client.accessToken.map { .refresh($0.pair) }
        view.user = client.user
        view.tenant = client.tenant
        view.permissions = client.permissions
        view.biometricsEnabled = client.biometricEnabled
        view.biometricButton = view.screen == .signIn && biometricButton(client)
        if case .optIn? = client.login { view.optInOffered = true }
        view.loginError = client.error
        view.errorShown = client.alertShown
        var requests = Slots<RequestStage>()
        for request in client.requests { requests.append(request.stage) }
        view.requests = requests
        view.refreshing = client.refreshing
        view.restoreDispatches = client.restoreDispatches
        view.loggedOut = client.loggedOut
        return view
    }
}
