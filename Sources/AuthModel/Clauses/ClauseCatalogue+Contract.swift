/// The Authentication Contract (`003_82993971b58e4c3f.txt`), C1–C10, with a witness per family.
extension ClauseCatalogue {
    public static let contract: [Clause] =
        tokenStorage + tokenUse + refreshRules + errorHandling + logoutRules + bootstrapRules + uiState
        + concurrency + security + recovery

    // MARK: C1 Token storage

    static let tokenStorage: [Clause] = [
        Clause.step(
            "C1.1", "A refresh token the client holds is in secure storage once the operation that got it completes",
            source: Source.contract, requires: [.tokens, .storedRefreshToken],
            note: """
                An operation completes when the app is settled (nothing pending, no call in flight, no prompt \
                or opt-in waiting): the design may set memory first and write in a later step, as the world \
                performs every effect as its own step. The refresh token the client holds is memory's, or else \
                the refresh half of the pair its access token belongs to; it must be the one under \
                user_refresh_token, or in secure storage where the design keeps its refresh credential under \
                another name (000's one token under auth_access_token, which its refresh presents). "A kill \
                never loses it" then follows, since storage survives a kill; a kill before the operation \
                completes is R1's concern.
                """
        ) { t in
            guard t.after.isSettled else { return true }
            let held = t.after.client.refreshToken ?? t.after.client.accessToken.map { Token.refresh($0.pair) }
            guard let held else { return true }
            return t.after.refreshCredential.store == .secure && t.after.storedRefreshToken == held
        },
        Clause.step(
            "C1.2", "The stored refresh token leaves its store only on logout, a 401 or account deletion",
            source: Source.contract, requires: [.storedRefreshToken],
            note: """
                Judged on the cause the world records for the storage change. Any 401 counts as an auth \
                failure (a refresh's 401 included); a 403 (suspended) or 404 (gone) counts as account \
                deletion, as A1 logs out on both. A rotation that replaces the token is not leaving, nor is \
                a new login's token replacing one kept after a session ended (I8, K1): the user signed in \
                again. A login that rolls back the very token it just stored (S4) is not leaving either: that \
                token never became the session. A conflict, and the reading chosen: C1.2 yields to E3 and S3 \
                at launch. A token the launch finds after a reinstall (no sign-in since), or beside a fast \
                cache that holds part of a session but not its user or tenant, is no session this install can \
                vouch for; the launch may drop it. Without the yield no design could meet C1.2 and E3 in a \
                world with reinstalls. A cache emptied beside a kept token is no such excuse: a design that \
                empties it (a network error's cleanup, a login's rollback beside an ended session's token) \
                has made the launch drop a session the contract keeps. Nor is it leaving when a launch drops \
                a token whose delete failed for a cause that may drop it (a logout's delete, then a kill): the launch finishes that logout. Nor is a \
                reinstall: the user deleted the app, and with it a credential kept in the app's own files (a \
                cookie file); one in the iOS keychain survives it (an Android uninstall removes the secure \
                store too), and what a launch then does with it is judged. For a design that keeps its refresh \
                credential under another name or outside secure storage, judged where it keeps it.
                """,
            when: .stores
        ) { t in
            guard t.event != .reinstall else { return true }
            guard let token = t.before.storedRefreshToken, t.after.storedRefreshToken == nil else { return true }
            guard let cause = t.after.performed?.cause else { return false }
            if cause == .launch, t.before.device.reinstalled || t.before.hasTornCache { return true }
            if cause == .launch, let failed = t.before.device.failedTokenDelete,
               mayDropRefreshToken(token, because: failed) { return true }
            return mayDropRefreshToken(token, because: cause)
        },
        Clause.always(
            "C1.3", "The access token is never in any persistent store", source: Source.contract, requires: [.tokens]
        ) { obs in
            !obs.persists(.access)
        },
        Clause.step(
            "C1.4", "When logout or an auth failure completes, no access token is left in memory",
            source: Source.contract, requires: [.tokens],
            note: """
                Completion is not marked in the observation: judged when the app is settled with the \
                session gone after a logout (logout done) or after an auth failure (status guest once the \
                world has seen one, `Device.authFailed`), where the access token must be gone from both \
                state and ref. A guest for another reason (a login that failed half-way) is not judged here.
                """
        ) { t in
            guard t.after.isSettled,
                  t.after.client.loggedOut || (t.after.client.status == .guest && t.after.device.authFailed)
            else { return true }
            return t.after.noAccessTokenInMemory
        },
        Clause.step(
            "C1.5", "Every successful refresh yields a new refresh token and a new access token",
            source: Source.contract, requires: [.tokens, .refresh],
            note: """
                Judged on the step the server answers a refresh: the answer grants another pair and the \
                refreshed token is no longer valid. And once the work that answer started in the app is over \
                (its writes done, its retries answered), memory holds no token of an older pair the server \
                no longer accepts: a design may persist the new pair before it puts it in memory.
                """,
            when: .work
        ) { t in
            if let (call, response) = t.answeredCall, call.endpoint == .refresh, let granted = response.grantedPair,
                let old = call.token {
                guard granted != old.pair, !t.after.accepts(old) else { return false }
            }
            return t.everyCauseFinished { if case .response(.refresh, .ok(_, _?)) = $0 { true } else { false } }
                satisfies: { cause in
                    guard case .response(_, let response) = cause, let granted = response.grantedPair else { return true }
                    func stale(_ token: Token?) -> Bool { token.map { $0.pair < granted && !t.after.accepts($0) } ?? false }
                    return !stale(t.after.client.accessToken) && !stale(t.after.client.refreshToken)
                }
        },
        Clause.witness(
            "W-C1", "A refresh token is stored in secure storage", source: Source.contract,
            requires: [.storedRefreshToken]
        ) { obs in
            obs.storedRefreshToken != nil
        },
        Clause.witness(
            "W-C1-crash", "The app is killed between the token's write and the cache's",
            source: Source.contract, requires: [.storedRefreshToken],
            note: """
                A crash between two writes leaves no mark of its own: judged as the app not running while \
                the stores disagree as only a cut operation leaves them: a refresh token stored and no user \
                cached, or a user cached and no refresh token stored (a login or a logout cut between its \
                writes, whichever order a design writes in). For a design with no fast cache, a kill with a \
                stored token.
                """
        ) { obs in
            !obs.running && ((obs.storedRefreshToken != nil) != (obs.fastCache[.user] != nil))
        },
        Clause.witness(
            "W-C1-orphan", "The app is killed while a refresh call is in flight", source: Source.contract,
            requires: [.storedRefreshToken, .refresh]
        ) { obs in
            !obs.running && obs.callsInPlace.contains { $0.orphaned && $0.call.endpoint == .refresh }
        },
    ]

    /// Why a stored refresh token may go: an explicit logout, an auth failure (any 401), the
    /// account suspended or deleted, or a login rolling back the token it stored itself.
    static func mayDropRefreshToken(_ token: Token, because cause: Cause) -> Bool {
        if cause.endsSession { return true }
        if cause.isLoginSuccess, let pair = cause.response?.grantedPair { return pair == token.pair }
        return false
    }

    // MARK: C2 Access token use

    static let tokenUse: [Clause] = [
        Clause.step(
            "C2.1", "A request made with no access token fails at once with NO_ACCESS_TOKEN and sends nothing",
            source: Source.contract, requires: [.tokens, .tokenCallback],
            note: """
                "No access token in memory" is neither in state nor in the ref; "at once" is within the step of \
                the request, which must send nothing at all.
                """,
            on: .user
        ) { t in
            guard t.event == .user(.request), t.before.noAccessTokenInMemory else { return true }
            return t.after.request(t.after.requestsMade) == .failed(.noAccessToken) && t.queuesNoCall
        },
        Clause.step(
            "C2.2", "NO_ACCESS_TOKEN starts no refresh and no logout; the error reaches the caller",
            source: Source.contract, requires: [.tokens, .tokenCallback],
            note: """
                Judged on the step a request fails with NO_ACCESS_TOKEN (the failure is the caller's error): \
                that step queues no refresh, no logout call and no delete, and leaves the status as it was.
                """,
            when: .client
        ) { t in
            guard t.keepsRunning, t.anyRequest(becoming: .failed(.noAccessToken)) else { return true }
            let startsRefreshOrLogout = t.anyQueued { effect in
                if case .delete = effect.effect { return true }
                return effect.effect.sentCall.map { $0.endpoint == .refresh || $0.endpoint == .logout } ?? false
            }
            return !startsRefreshOrLogout && t.after.client.status == t.before.client.status
                && (t.before.client.loggedOut || !t.after.client.loggedOut)
        },
        Clause.step(
            "C2.3", "Every request sent carries the access token current in memory; a retry carries the new one",
            source: Source.contract, requires: [.tokens],
            note: """
                A call leaves the client when the design asks for its send; the world may carry it later. \
                Judged on the step that queues a protected or /auth/me send: it carries the token callbacks \
                read (the ref) at the end of that step.
                """,
            when: .work
        ) { t in
            t.everyQueuedCall { call in
                guard call.endpoint.requestNumber != nil || call.endpoint == .me else { return true }
                return call.token == t.after.client.accessTokenRef
            }
        },
        Clause.witness(
            "W-C2", "A protected request is in flight with a token", source: Source.contract, requires: [.tokens]
        ) { obs in
            obs.callsInPlace.contains { !$0.orphaned && $0.call.endpoint.requestNumber != nil && $0.call.token != nil }
        },
        Clause.witness(
            "W-C2-no-token", "A request fails with NO_ACCESS_TOKEN", source: Source.contract, requires: [.tokens, .tokenCallback]
        ) { obs in
            obs.requestsInPlace.contains(.failed(.noAccessToken))
        },
        Clause.witness(
            "W-C2-sign-in", "A protected request is fired from the sign-in screen", source: Source.contract,
            requires: [.tokens, .tokenCallback],
            note: "Unwitnessed unless the spec has a world with signedOutRequests: without it, C2.1's situation never arises."
        ) { obs in
            obs.device.signInScreenRequest
        },
    ]

    // MARK: C3 Refresh

    static let refreshRules: [Clause] = [
        Clause.step(
            "C3.1", "Outside bootstrap and biometric login, a refresh starts only on a server 401",
            source: Source.contract, requires: [.refresh],
            note: """
                A refresh starts when its send is performed; why is the cause the world recorded for it. \
                Bootstrap is while the status is loading, its retries after a network error included (the \
                contract asks bootstrap to allow retry without re-login); biometric login is the biometric-login \
                action or the successful prompt that follows it (the world records what follows a prompt as the \
                prompt's).
                """,
            on: .effects
        ) { t in
            guard let call = t.sent, call.endpoint == .refresh, t.before.client.status != .loading,
                let cause = t.after.performed?.cause
            else { return true }
            return mayStartRefresh(cause)
        },
        Clause.always(
            "C3.2", "At most one refresh call is in flight", source: Source.contract, requires: [.refresh],
            note: "Calls of a killed process are not counted: the running app cannot know of them."
        ) { obs in
            obs.refreshesInFlight <= 1
        },
        Clause.step(
            "C3.3", "A request that gets a 401 while a refresh is in flight waits for it and starts none",
            source: Source.contract, requires: [.refresh, .requestQueue],
            note: """
                A refresh whose send is queued counts as in flight. Judged on the step of the 401: no refresh is \
                queued, and the request waits for the refresh (or is rejected, as I3 and I7 ask for some 401s). \
                That it is retried with the refresh's result is judged by I4 and C8.1.
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, let number = call.endpoint.requestNumber, response.isUnauthorized,
                t.before.refreshInProgress
            else { return true }
            guard !t.queuesRefresh, let stage = t.after.request(number) else { return false }
            return stage == .waitingForRefresh || stage.isFailed
        },
        Clause.always(
            "C3.4", "When no refresh is in flight, no request waits for one", source: Source.contract,
            requires: [.refresh, .requestQueue],
            note: """
                A refresh is over once its call is answered and every effect it led to is done, so judged when \
                no refresh call is in flight and nothing is pending.
                """
        ) { obs in
            guard obs.running, obs.refreshesInFlight == 0, obs.pendingInPlace.isEmpty else { return true }
            return obs.waitingRequestCount == 0
        },
        Clause.step(
            "C3.5", "An unauthorized refresh logs out; a network or unknown failure keeps tokens and tells every waiter",
            source: Source.contract, requires: [.refresh],
            note: """
                Judged on the step the refresh's answer reaches the app, for a refresh of the session it holds \
                (the answer to a refresh of a session already ended concerns nothing). Unauthorized: no access \
                token left in memory and the stored refresh token gone or its delete queued. "no_refresh_token" \
                never reaches the network and is not observable. Network or unknown: a network error, 429 or \
                500 (403 and 404 say the account is gone, A1); the tokens in memory stay, no delete of the \
                stored one is queued, and every request that waited is failed.
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, call.endpoint == .refresh else { return true }
            guard call.token.map({ t.before.holdsPair($0.pair) }) ?? true else { return true }
            if response.isUnauthorized { return t.after.noAccessTokenInMemory && t.after.dropsStoredRefreshToken }
            guard response.isTransientFailure else { return true }
            let keeps = t.after.client.accessToken == t.before.client.accessToken
                && t.after.client.refreshToken == t.before.client.refreshToken
                && !t.anyQueued { $0.effect == t.after.refreshCredentialDelete }
            let told = t.before.waitingRequests.allSatisfy { t.after.request($0)?.isFailed ?? false }
            return keeps && told
        },
        Clause.witness(
            "W-C3", "A request bound for a 401 is in flight while a refresh call is", source: Source.contract,
            requires: [.refresh],
            note: """
                A state carries no trace of the answer that led to it; the server answers as the tokens say, \
                so a protected call carrying a token it no longer accepts, in flight beside a refresh, is a 401 \
                about to arrive while the refresh is in flight.
                """
        ) { obs in
            obs.running && obs.refreshesInFlight >= 1
                && obs.callsInPlace.contains { inFlight in
                    !inFlight.orphaned && inFlight.call.endpoint.requestNumber != nil
                        && inFlight.call.token.map { obs.server.status(of: $0) != .valid } ?? false
                }
        },
    ]

    /// Whether the call whose answer (or offline failure) this step delivered was sent by a
    /// logout's work, not by another operation's best-effort revocation (a rollback's, a replaced
    /// token's), which has no cleanup to go on with.
    static func sentByLogout(_ t: Transition) -> Bool {
        switch t.event {
        case .answer(let slot), .fault(let slot, _), .answerLost(let slot):
            return Int(slot) < t.before.callsInPlace.count && t.before.callsInPlace[Int(slot)].cause.isLogout
        case .perform:
            return t.after.performed?.cause.isLogout ?? false
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed,
             .accessTokenExpires, .accessTokenExpiresSoon, .refreshTokenExpires, .user, .biometricHardware, .enrolment,
             .biometricAdded, .prompt, .writeFails, .keychainLocked, .deleteFails, .connectivityLost, .connectivityRestored,
             .serverRevokes:
            return false
        }
    }

    /// Why a refresh may start: bootstrap, biometric login, or a 401 from the server.
    static func mayStartRefresh(_ cause: Cause) -> Bool {
        switch cause {
        case .launch: true
        case .user(let action): action == .biometricLogin
        case .prompt(let outcome): outcome == .success
        case .response(_, let response): response.isUnauthorized
        case .lifecycle, .device: false
        }
    }

    // MARK: C4 Error handling

    static let errorHandling: [Clause] = [
        Clause.step(
            "C4.1", "A network error never clears a token, in memory or in storage", source: Source.contract,
            requires: [.tokens],
            note: """
                Judged on the cause: a stored token removed by an effect that follows a network error, or a \
                token in memory cleared in a step the design handled one. A network error of the logout call \
                is left out: logout's cleanup must go on whatever its call gets (C5.2).
                """,
            when: [.stores, .client]
        ) { t in
            if let cause = t.after.performed?.cause, cause.isNetworkErrorOutsideLogout {
                for store in StoreName.allCases {
                    for key in StorageKey.allCases {
                        if case .token = t.before[store][key], t.after[store][key] == nil { return false }
                    }
                }
            }
            guard t.keepsRunning, let cause = t.cause, cause.isNetworkErrorOutsideLogout else { return true }
            let before = t.before.client
            let after = t.after.client
            return (before.accessToken == nil || after.accessToken != nil)
                && (before.accessTokenRef == nil || after.accessTokenRef != nil)
                && (before.refreshToken == nil || after.refreshToken != nil)
        },
        Clause.step(
            "C4.2", "A network error during bootstrap leaves the status loading", source: Source.contract,
            requires: [.bootstrap],
            note: "Bootstrap is while the status is loading; every step that follows a network error is judged.",
            when: .client
        ) { t in
            guard t.keepsRunning, t.before.client.status == .loading, let cause = t.cause,
                cause.response == .networkError
            else { return true }
            return t.after.client.status == .loading
        },
        Clause.step(
            "C4.3", "An auth error a refresh cannot cure clears tokens, logs out and sets guest",
            source: Source.contract, requires: [.tokens, .refresh],
            note: """
                The 401 a refresh cannot cure is the refresh's own 401, for the session the app holds. Judged once \
                the work it starts is over, so that a design may clear over awaited writes: on the step it \
                reaches the app when it starts none, else on the step the last of that work completes (unless \
                the app stopped, a new sign-in is under way, or the app holds a token the server accepts, from \
                a refresh that raced this one): status guest, no access token in memory, stored refresh token \
                gone or its delete queued. When that last step is a failed write or delete, only the status \
                and memory are judged: what the failure leaves in the stores is E1's and C1's.
                """,
            when: .work
        ) { t in
            func cleared(_ obs: Observation) -> Bool {
                obs.client.status == .guest && obs.noAccessTokenInMemory && obs.dropsStoredRefreshToken
            }
            func isRefused(_ cause: Cause) -> Bool {
                if case .response(.refresh, let response) = cause { response.isUnauthorized } else { false }
            }
            if let (call, response) = t.delivered, call.endpoint == .refresh, response.isUnauthorized {
                // A 401 for a session the app no longer holds concerns nothing; one that starts
                // work is judged when that work is over.
                guard call.token.map({ t.before.holdsPair($0.pair) }) ?? true else { return true }
                return t.after.hasWork(where: isRefused) || cleared(t.after)
            }
            // A session a concurrent refresh rotated in meanwhile is alive: what it writes back
            // after the logout is R4's and C3.3's.
            // Work a refused refresh started, first: the rarest condition, so most steps stop there.
            guard t.before.hasWork(where: isRefused), t.after.running, !t.after.loginUnderWay,
                  !t.after.hasWork(where: \.isLoginSuccess),
                  !t.after.hasWork(where: isRefused), !t.after.accepts(t.after.client.accessToken),
                  !t.after.accepts(t.after.client.refreshToken)
            else { return true }
            // A failed write or delete ends the work too: what it leaves in the stores is E1's and
            // C1's to judge, but the app must still be signed out.
            if t.event == .writeFails || t.event == .deleteFails {
                return t.after.client.status == .guest && t.after.noAccessTokenInMemory
            }
            return cleared(t.after)
        },
        Clause.witness(
            "W-C4", "A request fails with a network error while authed", source: Source.contract, requires: [.tokens]
        ) { obs in
            obs.running && obs.client.status == .authed && obs.requestsInPlace.contains(.failed(.network))
        },
    ]

    // MARK: C5 Logout

    static let logoutRules: [Clause] = [
        Clause.step(
            "C5.1", "Logout while logged out changes nothing", source: Source.contract, requires: [.logout],
            note: """
                Logged out is status guest or logout done. A logout tap on the sign-in screen (a menu, a deep \
                link) exists only in a world with signedOutLogouts; there a design whose logout does work \
                without a session breaks this: judged on the tap, which must change nothing in memory and \
                queue nothing. Without that door the situation never arises and the clause holds untested.
                """,
            on: .user, when: [.client, .work]
        ) { t in
            guard t.event == .user(.logout), t.before.client.status == .guest || t.before.client.loggedOut else {
                return true
            }
            return t.after.client == t.before.client && t.queuesNothing
        },
        Clause.step(
            "C5.2", "Logout's local cleanup completes even when its server call fails; it shows no error",
            source: Source.contract, requires: [.logout],
            note: """
                Judged on every step of logout's work: no error appears. And when the call a logout sent \
                fails (not a revocation another operation sends), the local cleanup goes on: on the step the \
                failed answer arrives, the app is not left authed holding a token of the pair the call \
                presented (its access or its refresh token, in memory, or stored with no delete of it queued) \
                unless a delete of the logout's cleanup is pending (a design that clears in a `finally` has its \
                deletes queued then, one that cleared first may still be at it). Sending the call again, or \
                writing a mark, is no cleanup. That memory and storage are cleared once logout completes, a \
                failed delete included (the fidelity worlds), is C1.4's, C5.3's and E1's.
                """,
            when: [.client, .work]
        ) { t in
            guard t.after.running, let cause = t.cause, cause.isLogout else { return true }
            let before = t.before.client
            let after = t.after.client
            if (!before.errorShown && after.errorShown) || (before.loginError == nil && after.loginError != nil) {
                return false
            }
            // The cleanup does not wait on the server: whatever a logout's call gets, the session it
            // revoked is not kept (a later login's session is another one) unless a delete of the
            // logout is still to run. Another pending effect is no cleanup: a design that only sends
            // the call again, or writes a "logout pending" mark, keeps the session.
            guard let (call, response) = t.delivered, call.endpoint == .logout, !response.isSuccess,
                let token = call.token, after.status == .authed, Self.sentByLogout(t)
            else { return true }
            let clearing = t.after.pendingInPlace.contains { effect in
                guard case .delete = effect.effect else { return false }
                return effect.cause.isLogout
            }
            return clearing || !t.after.holdsPair(token.pair)
        },
        Clause.always(
            "C5.3", "Once logout completes: guest, no tokens, no user data, no error", source: Source.contract,
            requires: [.logout],
            note: """
                User data is what memory holds (user, tenant, permissions); the error is the non-login error. A \
                login error belongs to a later login attempt and is not judged here.
                """
        ) { obs in
            guard obs.client.loggedOut else { return true }
            let client = obs.client
            return client.status == .guest && obs.noAccessTokenInMemory && client.refreshToken == nil
                && obs.storedRefreshToken == nil && client.user == nil && client.tenant == nil
                && client.permissions == nil && !client.errorShown
        },
        Clause.witness("W-C5", "A logout completes", source: Source.contract, requires: [.logout]) { obs in
            obs.client.loggedOut
        },
        Clause.witness(
            "W-C5-sign-in", "Logout is tapped on the sign-in screen", source: Source.contract, requires: [.logout],
            note: "Unwitnessed unless the spec has a world with signedOutLogouts: without it, C5.1's situation never arises."
        ) { obs in
            obs.device.signInScreenLogout
        },
    ]

    // MARK: C6 Bootstrap

    static let bootstrapRules: [Clause] = [
        Clause.step(
            "C6.1", "Every launch starts in loading", source: Source.contract, requires: [.bootstrap],
            note: """
                The catalogue says always, but the first state of a launch cannot be told from a later one on \
                its own: judged as a step, on the launch.
                """,
            on: .launch
        ) { t in
            t.event != .launch || t.after.client.status == .loading
        },
        Clause.step(
            "C6.2", "Bootstrap with no stored refresh token ends in guest", source: Source.contract,
            requires: [.bootstrap, .storedRefreshToken],
            note: """
                Bootstrap ends when nothing done for the launch is left pending or in flight. A step where the \
                keychain read fails is left to R2.
                """,
            when: [.running, .work]
        ) { t in
            guard t.after.running, t.cause == .launch, t.event != .keychainLocked,
                !t.after.hasWork(where: { $0 == .launch }), t.after.storedRefreshToken == nil
            else { return true }
            return t.after.client.status == .guest
        },
        Clause.step(
            "C6.3", "Bootstrap with a stored refresh token refreshes first and settles by the refresh's outcome",
            source: Source.contract, requires: [.bootstrap, .storedRefreshToken, .refresh],
            note: """
                "Refreshes first": while secure storage holds a refresh token (or the design's refresh \
                credential is stored where it keeps it, `AuthDesign.refreshCredential`), the only call the launch \
                itself sends is a refresh, and the launch alone never makes the app authed (a launch that \
                finds none is C6.2's). The outcome is judged on the step the refresh's answer reaches the \
                app while loading: unauthorized gives guest with no access token and the stored refresh token \
                gone or its delete queued; a network error, 429 or 500 stays loading, shows an error, and \
                queues no delete of the stored token (403 and 404 are A1's).
                """,
            when: [.running, .client, .work]
        ) { t in
            let refreshTokenStored = t.before.storedRefreshToken != nil
            if refreshTokenStored, let call = t.sent, t.after.performed?.cause == .launch, call.endpoint != .refresh {
                return false
            }
            if refreshTokenStored, t.cause == .launch, t.becameAuthed, t.before.running { return false }
            guard let (call, response) = t.delivered, call.endpoint == .refresh, t.before.client.status == .loading else {
                return true
            }
            if response.isUnauthorized {
                return t.after.client.status == .guest && t.after.noAccessTokenInMemory
                    && t.after.dropsStoredRefreshToken
            }
            guard response.isTransientFailure else { return true }
            return t.after.client.status == .loading && t.after.client.errorShown
                && !t.anyQueued { $0.effect == t.after.refreshCredentialDelete }
                && (t.before.client.refreshToken == nil || t.after.client.refreshToken != nil)
        },
        Clause.step(
            "C6.4", "At /auth/me: network error stays loading, 401 ends in guest, NO_ACCESS_TOKEN stays loading",
            source: Source.contract, requires: [.bootstrap, .profileCheck],
            note: """
                Judged on the step /auth/me's answer reaches the app while loading. A 401 is judged when no \
                refresh cures it (a code other than `access_token_expired`, or `requiresReauth`): an expired \
                access token is the interceptor's to refresh first (C3.3), and how that refresh settles is \
                judged by C3.5 and C4.3. NO_ACCESS_TOKEN arises in the design without a call and cannot be told \
                apart: judged instead that /auth/me is never sent without a token.
                """,
            when: .work
        ) { t in
            if let call = t.sent, call.endpoint == .me, call.token == nil { return false }
            guard let (call, response) = t.delivered, call.endpoint == .me, t.before.client.status == .loading else {
                return true
            }
            if response == .networkError {
                return t.after.client.status == .loading && t.after.client.accessToken == t.before.client.accessToken
                    && !t.anyQueued { $0.effect == t.after.refreshCredentialDelete }
            }
            guard response.isAuthFailure else { return true }
            return t.after.client.status == .guest && t.after.noAccessTokenInMemory && t.after.dropsStoredRefreshToken
        },
        Clause.witness(
            "W-C6", "The app launches with a refresh token stored", source: Source.contract,
            requires: [.bootstrap, .storedRefreshToken]
        ) { obs in
            obs.running && obs.client.status == .loading && obs.storedRefreshToken != nil
        },
    ]

    // MARK: C7 UI state

    static let uiState: [Clause] = [
        Clause.always("C7.1", "Protected content is shown only while authed", source: Source.contract, requires: []) { obs in
            obs.client.screen != .main || obs.client.status == .authed
        },
        Clause.always("C7.2", "The login screen is never shown while loading", source: Source.contract, requires: []) { obs in
            obs.client.screen != .signIn || obs.client.status != .loading
        },
        Clause.always("C7.3", "While authed, the login screen is not shown", source: Source.contract, requires: []) { obs in
            obs.client.status != .authed || obs.client.screen != .signIn
        },
        Clause.witness("W-C7", "The app shows protected content while authed", source: Source.contract, requires: []) { obs in
            obs.client.status == .authed && obs.client.screen == .main
        },
    ]

    // MARK: C8 Concurrency

    static let concurrency: [Clause] = [
        Clause.step(
            "C8.1", "All requests retried after one refresh carry the same new access token",
            source: Source.contract, requires: [.refresh, .requestQueue],
            note: """
                Judged on every step that follows a successful refresh's answer: each protected send it queues, \
                and each request it puts back in flight, carries the access token of the granted pair, or a \
                newer one the app holds when the retry goes out (another refresh landed first). Not once the \
                app is signed out: a retry after the session ended should not carry the session's token at \
                all, and that it is still sent is R6's matter (a request of one session running in the next).
                """,
            on: .responses
        ) { t in
            guard let cause = t.cause, case .response(.refresh, let response) = cause, let pair = response.grantedPair,
                  t.after.client.status != .guest
            else { return true }
            // The granted token, or a newer one the app holds by the time the retry goes out (a
            // second refresh landed first): read at send time, as the contract's callback is.
            func current(_ token: Token?) -> Bool {
                guard let token else { return false }
                return token == .access(pair) || (token == t.after.client.accessToken && token.pair > pair)
            }
            let sends = t.everyQueuedCall { $0.endpoint.requestNumber == nil || current($0.token) }
            let stages = t.after.requestsInPlace.indices.allSatisfy { index in
                guard case .inFlight(let token) = t.after.requestsInPlace[index] else { return true }
                let was = index < t.before.requestsInPlace.count ? t.before.requestsInPlace[index] : nil
                return was == .inFlight(token) || current(token)
            }
            return sends && stages
        },
        Clause.always(
            "C8.2", "The access token callbacks read equals the one in state", source: Source.contract,
            requires: [.tokens]
        ) { obs in
            obs.client.accessToken == obs.client.accessTokenRef
        },
        Clause.witness(
            "W-C8", "Two requests wait for one refresh", source: Source.contract, requires: [.refresh, .requestQueue]
        ) { obs in
            obs.waitingRequestCount >= 2 && obs.refreshesInFlight == 1
        },
    ]

    // MARK: C9 Security

    static let security: [Clause] = [
        Clause.step(
            "C9.1", "The old refresh token of a rotation is revoked in the same step the new one is created",
            source: Source.contract, requires: [.tokens, .refresh],
            note: """
                The catalogue says always, but which pair replaced which is not recorded on the server: judged \
                as a step, on every refresh the server answers with a new pair, after which the refreshed token \
                must no longer be valid. The server never revalidates a token, so no later moment can accept \
                it again.
                """,
            on: .serverAnswers
        ) { t in
            guard let (call, response) = t.answeredCall, call.endpoint == .refresh, let granted = response.grantedPair,
                let old = call.token
            else { return true }
            return t.after.server.pair(granted) != nil && !t.after.accepts(old)
        },
        Clause.step(
            "C9.2", "The server rejects an expired or revoked token every time", source: Source.contract,
            requires: [.tokens],
            note: """
                The logout call is left out: revoking a session that is already dead is not accepting its token.
                """,
            on: .serverAnswers
        ) { t in
            guard let (call, response) = t.answeredCall, call.endpoint != .logout, let token = call.token,
                let status = t.before.server.status(of: token)
            else { return true }
            switch status {
            case .valid: return true
            case .expired, .revoked: return !response.isSuccess
            }
        },
        Clause(
            id: "C9.3", title: "Refresh tokens are stored hashed (SHA-256) in the server's database",
            kind: .unjudgeable(
                reason: """
                    It is about how the server's database stores tokens, not about any interleaving of events: no \
                    observation of the client, the network or the server's answers can show it.
                    """),
            source: Source.contract, requires: [.tokens, .refresh]),
        Clause.witness(
            "W-C9", "A call carrying an expired or revoked token is on its way to the server",
            source: Source.contract, requires: [.tokens]
        ) { obs in
            obs.device.connected && obs.carriesDeadToken
        },
        Clause.witness(
            "W-C9-rotation", "A refresh with a valid refresh token reaches the server, which will rotate it",
            source: Source.contract, requires: [.tokens, .refresh]
        ) { obs in
            obs.device.connected
                && obs.callsInPlace.contains { $0.call.endpoint == .refresh && obs.accepts($0.call.token) }
        },
    ]

    // MARK: C10 Recovery

    static let recovery: [Clause] = [
        Clause.recover(
            "C10.1", "From every state reached through a network error, authed is reachable without a new login",
            source: Source.contract, requires: [.tokens, .refresh],
            note: """
                A state carries no ghost of the step that led to it, so "reached through a network error" is a \
                state showing one (a request failed with a network error, or the bootstrap's error), while the app \
                is not signed out and holds a refresh token the server accepts: without one, nothing but a login \
                can bring a session back, and a signed-out app was signed out on purpose, as is one still loading \
                after a stop while signed out (R1's exemption: a logout whose delete failed, then a kill, leaves a \
                token the app had let go, and the launch that finds it may show an error). A new login is a \
                submitted login form or a biometric login. Reaching authed needs a pair from the server, so it is \
                judged from states where the spec's pair budget is not spent: past it the bounded world ends, \
                not the design.
                """,
            from: { $0.keepsSessionThroughNetworkError && !$0.device.stoppedSignedOut && $0.budget.pairs > 0 },
            to: { $0.running && $0.client.status == .authed },
            without: isLogin),
        Clause.step(
            "C10.2", "After an auth failure, authed is reached again only through a new login",
            source: Source.contract, requires: [.tokens],
            note: """
                An auth failure is a 401 no refresh cures (a code other than access_token_expired, or \
                requiresReauth) answered to a call other than a login; the world remembers one until a login \
                answers (`Device.authFailed`). Judged from then on: the app becomes authed only on the server's \
                word (a successful login, refresh or /auth/me answer), or while it holds a token the server still \
                accepts. An app that signs in on a dead token it was never told of has had no auth failure: that \
                is C6.3's case at app start, and the first call's 401 is the failure this clause then follows.
                """,
            when: [.running, .client]
        ) { t in
            guard t.becameAuthed, t.after.device.authFailed else { return true }
            if let cause = t.cause, case .response(let endpoint, let response) = cause, response.isSuccess,
                endpoint.isLogin || endpoint == .refresh || endpoint == .me
            {
                return true
            }
            return t.after.holdsAcceptedSession
        },
        Clause.witness(
            "W-C10", "The app shows a network error while it keeps a session the server accepts",
            source: Source.contract, requires: [.tokens, .refresh]
        ) { obs in
            obs.keepsSessionThroughNetworkError
        },
        Clause.witness(
            "W-C10-auth", "The app is a guest again after the server rejected its session",
            source: Source.contract, requires: [.tokens],
            note: "A guest that did not log out, while the newest pair's refresh token is expired or revoked."
        ) { obs in
            guard obs.running, obs.client.status == .guest, !obs.client.loggedOut, let newest = obs.server.pairs.last
            else { return false }
            return newest.refresh != .valid
        },
    ]
}
