extension AuthClient {
    /// Starts the one shared refresh. Every data call that gets a 401 while it is under way waits
    /// for it (`waiters`) instead of starting another: the server rotates refresh tokens, so a
    /// second refresh with the same token would be refused and end the session.
    func startRefresh(with refreshToken: String) {
        state.refresh = .calling
        let call = startCall(MyAppAPI.refresh(refreshToken))
        Task { await refreshAnswered(await call.value, sentWith: refreshToken) }
    }

    /// The shared refresh answered.
    func refreshAnswered(_ outcome: Result<HTTPResponse, any Error>, sentWith refreshToken: String) async {
        guard refreshToken == state.refreshToken else { return lateRefreshAnswered(outcome) }
        guard state.phase == .authed, state.refresh == .calling else { return }
        switch ServerAnswer(outcome) {
        case .ok(let response):
            guard let grant = SessionGrant(response) else { return failWaiting(.invalidResponse) }
            state.accessToken = grant.accessToken
            state.refreshToken = grant.refreshToken
            if bugs.contains(.refreshTokenStoredLate) {
                // The seeded bug: the new access token is used before its refresh token is stored.
                finishRefresh()
                _ = startSavingRefreshToken(grant.refreshToken)
                return
            }
            state.refresh = .storing
            // Store the new token first: the waiting calls are resent once it is in the keychain,
            // so no kill can leave the app using a pair whose refresh token it lost.
            let write = startSavingRefreshToken(grant.refreshToken)
            guard await persistRefreshToken(write), state.phase == .authed, state.refresh == .storing,
                  state.refreshToken == grant.refreshToken else { return }
            finishRefresh()
        case .unauthorized, .status(403), .status(404):
            state.refresh = .idle  // its call is back: nothing of it is left out there
            endSession(revoke: false)  // the session is over on the server
        case .status(let status):
            failWaiting(.server(status: status))  // 429, 500: keep the tokens; the callers get the error
        case .unreachable:
            failWaiting(.network)
        }
    }

    /// The new refresh token is in the keychain: every waiting call is resent with the new access
    /// token, once each, oldest first.
    func finishRefresh() {
        state.refresh = .idle
        guard let accessToken = state.accessToken else { return }
        for waiter in waiters.takeAll() {
            state.requests[waiter.request - 1] = .inFlight(accessToken: accessToken)
            waiter.continuation.resume(returning: .refreshed(accessToken: accessToken))
        }
    }

    /// The refresh failed without ending the session: it is over, and every call that waited
    /// for it gets the error.
    func failWaiting(_ error: APIError) {
        state.refresh = .idle
        for waiter in waiters.takeAll() {
            state.requests[waiter.request - 1] = .failed(error)
            waiter.continuation.resume(returning: .failed(error))
        }
    }

    /// A refresh of a session that has ended answered. The next session may refresh again; and if
    /// the server rotated the ended session into a new pair, nobody holds it: revoke it, or it
    /// stays valid on the server after the logout that meant to end it.
    func lateRefreshAnswered(_ outcome: Result<HTTPResponse, any Error>) {
        endedSessionRefreshOut = false
        if case .ok(let response) = ServerAnswer(outcome), let grant = SessionGrant(response) {
            startCall(MyAppAPI.logout(grant.refreshToken))
        }
    }
}
