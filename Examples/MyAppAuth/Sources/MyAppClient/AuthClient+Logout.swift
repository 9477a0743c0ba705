extension AuthClient {
    /// The logout button. With no session there is nothing to end, and nothing changes.
    public func logout() {
        switch state.phase {
        case .authed, .restoring, .persistingRestore:
            endSession(revoke: true)
        case .starting, .guest, .signingIn, .savingLogin:
            break
        }
    }

    /// Ends the session, for a logout or because the server refused it: memory at once, then the
    /// keychain token and the cached profile, then (for a logout) the revocation call, best
    /// effort. Every call still under way is settled, and every waiter told.
    func endSession(revoke: Bool) {
        let refreshToken = state.refreshToken
        for index in state.requests.indices where !state.requests[index].isSettled {
            state.requests[index] = .failed(.sessionEnded)
        }
        for waiter in waiters.takeAll() { waiter.continuation.resume(returning: .failed(.sessionEnded)) }
        state.phase = .guest
        state.accessToken = nil
        state.refreshToken = nil
        state.profile = nil
        if state.refresh == .calling { endedSessionRefreshOut = true }
        state.refresh = .idle
        state.connectionProblem = false
        state.loginError = nil
        state.logout = .cleaning
        let keychain = keychain
        startStorage { await keychain.delete(Self.refreshTokenItem) }
        startRemovingProfile()
        if revoke, let refreshToken { startCall(MyAppAPI.logout(refreshToken)) }
    }
}
