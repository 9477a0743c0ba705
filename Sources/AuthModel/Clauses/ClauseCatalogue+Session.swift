/// Session and persistence (`000_40230ec3af39f306.txt`, `004_c84650e9eaf8a1e3.txt`), S1–S7, with
/// witnesses.
extension ClauseCatalogue {
    public static let session: [Clause] = [
        Clause.always(
            "S1", "After a launch, nothing but the splash shows until the session is determined",
            source: Source.biometricsAndSession, requires: [.layeredCache],
            note: "The session is undetermined while the status is loading; the splash is the only screen allowed then."
        ) { obs in
            !obs.running || obs.client.status != .loading || obs.client.screen == .splash
        },
        Clause.step(
            "S2", "A warm start restores the session at most once per launch", source: Source.biometricsAndSession,
            requires: [.layeredCache],
            note: """
                "Exactly once" has a liveness half no step can judge; judged is the catalogue's own gloss, at \
                most one restore dispatched per launch.
                """
        ) { t in
            t.after.client.restoreDispatches <= 1
        },
        Clause.step(
            "S3", "A launch that finds a token but no cached user or tenant wipes the session and shows sign-in",
            source: Source.biometricsAndSession, requires: [.layeredCache],
            note: """
                Judged on the step the status leaves loading, when secure storage held a token and the fast \
                cache lacked the user or the tenant: status guest, the sign-in screen, and every token in secure \
                storage gone or its delete queued.
                """,
            when: .client
        ) { t in
            guard t.keepsRunning, t.before.client.status == .loading, t.after.client.status != .loading,
                t.before.securesAToken, t.before.fastCache[.user] == nil || t.before.fastCache[.tenant] == nil
            else { return true }
            return t.after.client.status == .guest && t.after.client.screen == .signIn && t.after.dropsStoredTokens
        },
        Clause.step(
            "S4", "A login whose cache writes fail rolls everything back and says so",
            source: Source.biometricsAndSession, requires: [.layeredCache],
            note: """
                Judged when the work that follows a successful login answer is over (nothing of it pending or \
                in flight, no opt-in or prompt waiting; a revocation it sent, a best-effort logout call of the pair \
                it was granted, is not waited for: a rollback that waited on the network for it would leave the \
                login's data in place as long as the network takes) without the app authed, for a login whose \
                save the world saw fail (a write or delete of it, `Device.failedSaves`): the app must say so and \
                nothing of the login may survive. Saying so is the rollback's text, "Failed to save login data. \
                Please try again.", where a write or delete of the fast cache failed in the save (the case \
                000's 4b is written for: "If SecureStore write succeeds but any MMKV write throws"); where only \
                secure storage failed (the token's write), any login error: 000's 4b covers MMKV alone, and a \
                login that fails at the token with its generic text and leaves nothing behind is the clean \
                slate the rollback aims for. Nothing of the login may survive: no token of its pair in secure \
                storage, no user, tenant or permissions in the fast cache, and no logged-in gate. Not judged while another login is under way or its answer's work \
                is: the next login writes over the rollback. Beside the token of an older session still in secure \
                storage (one that ended with its tokens kept, I8, K1, which a login replaces only once its own token \
                is written), the user, tenant and permissions of that token's account are that session's, not the \
                login's: C1.2 keeps that session, and emptying its cache would make the next launch drop it (S3). \
                Any other account's stay a breach. Two limits of what the observation holds: cached values name \
                an account only, so a stale token of the same account (a logout whose delete failed) exempts that \
                account's values too; and the world's record of a failed save ends with the save's last effect, so \
                a rollback that goes on after the answer to a call it awaits (not a revocation) is not judged.
                """,
            when: .work
        ) { t in
            // Without a failed save on record nothing can be rolled back wrongly: the cheap test
            // first, as most steps of a world have none.
            guard !t.before.device.failedSaves.isEmpty, t.after.running, t.after.client.status != .authed,
                !t.after.client.optInOffered,
                !t.after.device.promptShowing, !t.after.loginUnderWay, !t.after.hasSaveWork(where: \.isLoginSuccess)
            else { return true }
            // The logins whose save work this step ended (its last effect, or the answer to a call it
            // awaited) and whose save the world saw fail: a login that ends signed out for any
            // other reason (a logout before a profile call's answer) is no failed save.
            let failed = t.before.device.failedSaves
            func rolledBack(_ cause: Cause) -> Bool {
                guard cause.isLoginSuccess, let failure = failed.failure(of: cause) else { return true }
                return Self.rolledBack(cause, after: t.after, cacheFailed: failure.cacheFailed)
            }
            for index in t.before.pendingInPlace.indices where !rolledBack(t.before.pendingInPlace[index].cause) { return false }
            for index in t.before.callsInPlace.indices where t.before.callsInPlace[index].awaitedBySave {
                if !rolledBack(t.before.callsInPlace[index].cause) { return false }
            }
            return true
        },
        Clause.always(
            "S5", "When no operation is mid-way, memory and storage agree", source: Source.biometricsAndSession,
            requires: [.layeredCache],
            note: """
                Judged while authed: a signed-out design may keep storage on purpose (000's biometric-preserving \
                logout). No operation mid-way is nothing pending, no call in flight and no prompt showing. The \
                token agrees when memory's access token and the token in secure storage belong to the same pair.
                """
        ) { obs in
            guard obs.running, obs.isQuiescent, !obs.device.promptShowing, obs.client.status == .authed else {
                return true
            }
            let client = obs.client
            let stored = obs.storedRefreshToken ?? obs.secureTokens.first
            return client.user == obs.storedAccount(.fastCache, .user)
                && client.tenant == obs.storedAccount(.fastCache, .tenant)
                && client.permissions == obs.storedAccount(.fastCache, .permissions)
                && client.biometricsEnabled == (obs.storedFlag(.biometricEnabled) == true)
                && client.accessToken?.pair == stored?.pair
        },
        Clause.step(
            "S6", "A login form that fails validation sends no request", source: Source.biometricsAndSession,
            requires: [.loginForm],
            on: .user
        ) { t in
            guard case .user(.submitLogin(_, validForm: false, _)) = t.event else { return true }
            return t.queuesNoCall
        },
        Clause.step(
            "S7", "A failed login shows the error text its answer calls for", source: Source.biometricsAndSession,
            requires: [.loginForm],
            note: """
                The model's server sends neither a message nor an error field, so every failure other than \
                INVALID_CREDENTIALS and RATE_LIMITED (a network error included) reads "Login failed. Please try \
                again." Judged on the step the login's answer reaches the app.
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, call.endpoint.isLogin, let expected = loginError(for: response) else {
                return true
            }
            return t.after.client.loginError == expected
        },
        Clause.witness(
            "W-S", "A login's save fails", source: Source.biometricsAndSession, requires: [.layeredCache],
            note: "A failed write leaves no mark of its own on a state; the save-failure text is the mark a login leaves."
        ) { obs in
            obs.client.loginError == .saveFailed
        },
        Clause.witness(
            "W-S-partial", "A warm start finds a token but no user or no tenant", source: Source.biometricsAndSession,
            requires: [.layeredCache]
        ) { obs in
            obs.running && obs.client.status == .loading && obs.securesAToken
                && (obs.fastCache[.user] == nil || obs.fastCache[.tenant] == nil)
        },
        Clause.witness(
            "W-S-login-error", "A failed login shows an error", source: Source.biometricsAndSession,
            requires: [.loginForm]
        ) { obs in
            obs.client.loginError != nil
        },
    ]

    /// The text a failed login must show for this answer (S7), or nil for a success.
    static func loginError(for response: Response) -> LoginError? {
        switch response {
        case .ok: nil
        case .unauthorized(let code, _): code == .invalidCredentials ? .invalidCredentials : .fallback
        case .failed(let fault): fault == .rateLimited ? .rateLimited : .fallback
        }
    }

    /// S4's test once the work of the login answered by `cause` is over, its save having failed:
    /// the app says so (the rollback's text where a cache write or delete failed, as 4b; any login
    /// error where only secure storage failed) and nothing of the login survives. The login's own
    /// token is its pair's: a session an earlier sign-in left (K1's expiry keeps one) is not this login's to
    /// take back (C1.2), and the user, tenant and permissions of that older session's account are
    /// that session's.
    static func rolledBack(_ cause: Cause, after: Observation, cacheFailed: Bool) -> Bool {
        let cache = after.fastCache
        let own = cause.response?.grantedPair
        let keepsOwnToken = after.secureTokens.contains { $0.pair == own }
        let older = after.secureTokens.compactMap { token in
            token.kind == .refresh && token.pair != own ? after.server.pair(token.pair)?.account : nil
        }
        func isLogins(_ key: StorageKey) -> Bool {
            guard let value = cache[key] else { return false }
            return !older.contains { value == .account($0) }
        }
        let saysSo = cacheFailed ? after.client.loginError == .saveFailed : after.client.loginError != nil
        return saysSo && !keepsOwnToken && !isLogins(.user) && !isLogins(.tenant)
            && !isLogins(.permissions) && cache[.isLoggedIn] != .flag(true)
    }
}
