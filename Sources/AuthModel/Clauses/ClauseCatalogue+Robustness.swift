/// Robustness beyond the contract, R1–R8: what no document states and every user expects.
extension ClauseCatalogue {
    public static let robustness: [Clause] = [
        Clause.recover(
            "R1", "A crash never forces a new login while the server still holds a valid session",
            source: Source.robustness, requires: [.storedRefreshToken],
            note: """
                From every state where the app is not running (only a crash stops it) while secure storage holds \
                a token the server still accepts (or the design's refresh credential does, where the design keeps \
                it outside secure storage), authed must be reachable without submitting a login form. \
                A session the server rotated for a killed process never reached the device and cannot count as \
                the device's. Biometric login is allowed: it resumes the stored session. Reaching authed needs a \
                pair from the server, so it is judged from states where the spec's pair budget is not spent. \
                Yields to E3: not from a state after a reinstall with no sign-in since, whose keychain holds the \
                last install's session, which E3 forbids resuming. Nor from a stop while the app showed itself \
                signed out and was not saving a session just granted (no effect pending that a login's or a \
                refresh's granting answer started, unless a write or delete of that save had failed and the \
                app has not since shown the save going on, by a retry of the failed write that worked or a \
                token of the granted pair written: until then what it does, a rollback or a retry, answers \
                the failure, whatever it shows and whether or not it yet shows "Failed to save login \
                data"), or while it was still loading \
                after such a stop (having \
                changed nothing in secure storage and passed no prompt since): a session it had ended (a logout, \
                a forced logout whose deletes a kill cut short) is not one the crash took away; a session it was \
                saving is. Nor from a device that lost its biometrics while the stored \
                preference puts the session behind them: falling back to the password there is the design's \
                own rule (004: "Graceful fallback to password entry if biometric fails or is unavailable"), \
                not the crash's doing. Nor from a session whose only accepted token is an access token the \
                clock shows within five minutes of its expiry (clockTicks): it ends within minutes whatever \
                the app does, and a design that refreshes such a token before using it is doing what 002 and \
                004 ask.
                """,
            from: { obs in
                !obs.running && !obs.device.reinstalled && !obs.device.stoppedSignedOut
                    && !(!obs.device.biometricsAvailable && obs.storedFlag(.biometricEnabled) == true)
                    && obs.storedTokens.contains { token in
                        obs.accepts(token) && (token.kind == .refresh || obs.server.pair(token.pair)?.accessExpiresSoon != true)
                    }
                    && obs.budget.pairs > 0
            },
            to: { $0.running && $0.client.status == .authed },
            without: isPasswordLogin),
        Clause.step(
            "R2", "A failed keychain read is never taken for no session", source: Source.robustness,
            requires: [.storedRefreshToken],
            note: """
                Judged on the step the read fails: the status does not become guest and nothing is deleted.
                """,
            on: .keychainLocked
        ) { t in
            guard t.event == .keychainLocked, t.after.running else { return true }
            let becameGuest = t.after.client.status == .guest && t.before.client.status != .guest
            let deletes = t.anyQueued { if case .delete = $0.effect { true } else { false } }
            return !becameGuest && !deletes
        },
        Clause.always(
            "R3", "Once logout completes, no request carrying the session's tokens reaches the server",
            source: Source.robustness, requires: [.logout, .tokens],
            note: """
                A call already on the network when logout completes cannot be recalled; judged is that no send \
                carrying a token (other than logout's own) is still queued once logout is done, as it would \
                reach the server afterwards.
                """
        ) { obs in
            guard obs.client.loggedOut else { return true }
            return !obs.pendingInPlace.contains { effect in
                guard let call = effect.effect.sentCall else { return false }
                return call.token != nil && call.endpoint != .logout
            }
        },
        Clause.step(
            "R4", "Once logout completes, no refresh that was in flight writes tokens back",
            source: Source.robustness, requires: [.logout, .refresh],
            note: """
                Judged on every step taken while logout is done, before and after it, that acts on a \
                refresh's answer (its delivery, or an effect it caused): the step writes no token to any store \
                and puts none in memory that was not there. A login's late answer is R3's and C5.3's. What a \
                logout leaves behind on \
                purpose (000's biometric-preserving logout keeps its token) is C5.3's and C1.3's to judge, not \
                this clause's; a design that clears its logged-out mark when the late refresh lands escapes this \
                reading, and C5.3 and R6 see the rest.
                """,
            on: .responses
        ) { t in
            guard t.before.running, t.before.client.loggedOut, t.after.client.loggedOut,
                case .response(.refresh, _)? = t.cause
            else { return true }
            if case .write(_, _, .token)? = t.after.performed?.effect, t.event == .perform { return false }
            let gains = { (before: Token?, after: Token?) in after != nil && after != before }
            return !gains(t.before.client.accessToken, t.after.client.accessToken)
                && !gains(t.before.client.refreshToken, t.after.client.refreshToken)
        },
        Clause.always(
            "R5", "When the server has nothing left to answer, every request has settled", source: Source.robustness,
            requires: [],
            note: "Nothing left to answer: no call of the running app in flight and no effect pending (a send among them)."
        ) { obs in
            guard obs.running, obs.isQuiescent else { return true }
            return obs.requestsInPlace.allSatisfy(\.isSettled)
        },
        Clause.always(
            "R6", "A request queued in one session never runs in the next", source: Source.robustness,
            requires: [.requestQueue],
            note: """
                Which session a request was made in is not recorded. Judged instead: while no session is open \
                (status other than authed), no request waits for a refresh, so nothing queued can be retried \
                once the next session opens.
                """
        ) { obs in
            !obs.running || obs.client.status == .authed || obs.waitingRequestCount == 0
        },
        Clause.recover(
            "R7", "From every state the app can reach the sign-in or the main screen", source: Source.robustness,
            requires: [],
            note: """
                "Given the network works again" cannot be said as an excluded event: no event is excluded, so \
                paths where connectivity returns count, and so do paths with a relaunch. Judged from states \
                where the spec's pair budget is not spent: a bootstrap needs a pair, and past the budget the \
                bounded world ends, not the design.
                """,
            from: { $0.budget.pairs > 0 },
            to: { $0.running && ($0.client.screen == .signIn || $0.client.screen == .main) },
            without: { _ in false }),
        Clause.always(
            "R8", "User, tenant and permissions in memory belong to the access token's account",
            source: Source.robustness, requires: [.tokens],
            note: "The account of the access token is the account the server issued its pair to."
        ) { obs in
            guard let token = obs.client.accessToken, let account = obs.server.pair(token.pair)?.account else {
                return true
            }
            let client = obs.client
            return [client.user, client.tenant, client.permissions].allSatisfy { $0 == nil || $0 == account }
        },
        Clause.witness(
            "W-R", "A second account is signed in after the first", source: Source.robustness, requires: [],
            note: "The server issued a pair to another account before the one whose user memory now holds."
        ) { obs in
            guard obs.running, obs.client.status == .authed, let user = obs.client.user else { return false }
            guard let last = obs.server.pairs.lastIndex(where: { $0.account == user }) else { return false }
            return obs.server.pairs[..<last].contains { $0.account != user }
        },
        Clause.witness(
            "W-R-crash", "The app is killed while it stores a session the server accepts", source: Source.robustness,
            requires: [.storedRefreshToken]
        ) { obs in
            !obs.running && obs.storedTokens.contains(where: obs.accepts)
        },
    ]

    /// Submitting the login form: what a crash must never force.
    @Sendable static func isPasswordLogin(_ event: Event) -> Bool {
        if case .user(.submitLogin) = event { true } else { false }
    }
}
