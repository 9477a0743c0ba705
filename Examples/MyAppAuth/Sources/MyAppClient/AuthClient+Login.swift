extension AuthClient {
    /// The sign-in button. Returns once the attempt is over (signed in, or an error shown).
    public func login(email: String, password: String) async {
        // Only from the sign-in form, and only a form worth sending; a bad form sends nothing.
        guard state.phase == .guest, LoginForm(email: email, password: password).isValid else { return }
        state.phase = .signingIn
        state.loginError = nil
        let outcome = await startCall(MyAppAPI.login(email: email, password: password)).value
        guard state.phase == .signingIn else { return }
        switch ServerAnswer(outcome) {
        case .ok(let response):
            guard let grant = SessionGrant(response), let user = grant.user else { return failLogin(.generic) }
            state.accessToken = grant.accessToken
            state.refreshToken = grant.refreshToken
            state.profile = user
            state.logout = .none
            state.phase = .savingLogin
            let write = startSavingRefreshToken(grant.refreshToken)
            startCachingProfile(user)
            guard await persistRefreshToken(write) else { return }
            if state.phase == .savingLogin { state.phase = .authed }
        case .unauthorized(let code, _):
            failLogin(code == "invalid_credentials" ? .invalidCredentials : .generic)
        case .status(let status):
            failLogin(status == 429 ? .rateLimited : .generic)
        case .unreachable:
            failLogin(.generic)
        }
    }

    private func failLogin(_ failure: LoginFailure) {
        state.phase = .guest
        state.loginError = failure
    }
}
