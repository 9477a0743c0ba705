import AuthModel

extension SoftlockSessionDesign {
    /// What the Nexus app shows and holds, in the contract's terms: `loading` while `isLoading`,
    /// else `authed` or `guest` by `isAuthenticated`; the soft-lock overlay above everything, then
    /// the splash while loading, then the route; the cookie jar as the tokens in memory.
    public func view(of client: SoftlockSessionClient) -> ClientView {
        var view = ClientView()
        let authenticated = isAuthenticated(client)
        view.status = client.isLoading ? .loading : authenticated ? .authed : .guest
        if lockScreenShown(client) {
            view.screen = .lock
        } else if client.isLoading {
            view.screen = .splash
        } else {
            view.screen = client.route == .main ? .main : .signIn
        }
        view.locked = client.isLocked
        view.softLockEnabled = client.isEnabled
        view.accessToken = client.accessCookie
        view.accessTokenRef = client.accessCookie
        view.refreshToken = client.refreshCookie
        view.user = client.user
        for request in client.requests { view.requests.append(request.stage) }
        view.refreshing = client.isRefreshing
        view.refreshAttempts = client.failedRefreshes
        view.loggedOut = client.loggedOut
        return view
    }
}
