extension AuthClient {
    /// The app's launch: reads the cached profile and the keychain, and restores the session
    /// the keychain holds, if any. Returns once the session is decided (signed in or not).
    public func launch() async {
        guard state.phase == .starting else { return }
        let cache = profileCache
        let keychain = keychain
        // Both reads start together: the profile, so the splash can greet the user; the keychain,
        // which decides.
        let cached = startStorage { await cache.profile(forKey: Self.profileCacheKey) }
        var stored = startStorage { try await keychain.read(Self.refreshTokenItem) }
        if let profile = try? await cached.value { state.profile = profile }
        var refreshToken: String?
        while true {
            do {
                refreshToken = try await stored.value
                break
            } catch {
                // Locked since the device booted: not "no session". Read it again.
                stored = startStorage { try await keychain.read(Self.refreshTokenItem) }
            }
        }
        guard state.phase == .starting else { return }
        if let refreshToken {
            state.refreshToken = refreshToken
            state.phase = .restoring
            await restore(refreshToken)
        } else {
            state.phase = .guest
            if state.profile != nil {
                // A profile without a session: a logout was cut short between its deletes.
                state.profile = nil
                startRemovingProfile()
            }
        }
    }

    /// Trades the stored refresh token for a new pair. The answer names the user, so no `/me`
    /// call is needed. A network error, 429 or 500 decides nothing: keep the token, say so, try
    /// again. (The app retries at once, as its design does: the design's world has no clock to
    /// back off on.)
    func restore(_ refreshToken: String) async {
        while true {
            let outcome = await startCall(MyAppAPI.refresh(refreshToken)).value
            guard refreshToken == state.refreshToken else { return lateRefreshAnswered(outcome) }
            guard state.phase == .restoring else { return }
            let answer = ServerAnswer(outcome)
            switch answer {
            case .ok(let response):
                guard let grant = SessionGrant(response), let user = grant.user else { break }
                let cached = state.profile
                state.accessToken = grant.accessToken
                state.refreshToken = grant.refreshToken
                state.profile = user
                state.phase = .persistingRestore
                // The rotated token first: until it is in the keychain, a kill would lose the session.
                let write = startSavingRefreshToken(grant.refreshToken)
                if cached != user { startCachingProfile(user) }
                guard await persistRefreshToken(write) else { return }
                if state.phase == .persistingRestore {
                    state.phase = .authed
                    state.connectionProblem = false
                }
                return
            case .unauthorized, .status(403), .status(404):
                return endSession(revoke: false)  // the server refused the session, or the account is gone
            case .status, .unreachable:
                break
            }
            state.connectionProblem = true
        }
    }
}
