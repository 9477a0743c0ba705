/// The 401 interceptor (`000_…`, `001_…`, `002_…`, `004_…`), I1–I8 and A1, with witnesses.
extension ClauseCatalogue {
    public static let interceptor: [Clause] = [
        Clause.step(
            "I1", "A 401 from the refresh endpoint never starts another refresh", source: Source.interceptor,
            requires: [.interceptor, .refresh],
            note: "A refresh starts when its send is performed; judged on the cause the world recorded for it.",
            on: .effects
        ) { t in
            guard let call = t.sent, call.endpoint == .refresh, let cause = t.after.performed?.cause,
                case .response(.refresh, let response) = cause
            else { return true }
            return !response.isUnauthorized
        },
        Clause.step(
            "I2", "A 401 from the logout endpoint is never retried", source: Source.interceptor,
            requires: [.interceptor, .logout],
            note: "Retrying includes refreshing first: no logout or refresh call is sent because of logout's 401.",
            on: .effects
        ) { t in
            guard let call = t.sent, call.endpoint == .logout || call.endpoint == .refresh,
                let cause = t.after.performed?.cause, case .response(.logout, let response) = cause
            else { return true }
            return !response.isUnauthorized
        },
        Clause.step(
            "I3", "A request already retried once that gets another 401 is rejected, not refreshed again",
            source: Source.retryOnce, requires: [.interceptor],
            note: """
                Judged on the step the retry's 401 reaches the app: the request fails, and no refresh or resend is \
                queued. Not judged when the 401 is `access_token_expired` for a token that has expired since the \
                refresh issued it: that is the new token's own lifetime ending, not a refresh that failed to \
                cure, and refreshing again loops no more than the first time did (002 ends loops with the \
                server's `requiresReauth` instead of a retry mark).
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, let number = call.endpoint.requestNumber, call.retries >= 1,
                response.isUnauthorized
            else { return true }
            if !response.isAuthFailure, let token = call.token, t.before.server.status(of: token) == .expired { return true }
            let resent = t.anyQueuedCall { $0.endpoint == call.endpoint || $0.endpoint == .refresh }
            return !resent && (t.after.request(number)?.isFailed ?? false)
        },
        Clause.step(
            "I4", "A successful refresh retries the original and every queued request exactly once",
            source: Source.interceptor, requires: [.interceptor, .requestQueue],
            note: """
                Method, headers and body are not in the world; a retry is a send to the request's own endpoint, \
                marked as a retry. Judged on every step that follows a successful refresh's answer: no waiting \
                request is failed instead of retried, each retry queued is marked as one, no request has two \
                sends at once, and once the refresh's work is over no request still waits (unless another \
                refresh has started: its call queued or in flight, or the app saying one is under way, as a \
                refresh task that first reads the keychain does; C3.4 sees one that never sends).
                """,
            on: .responses
        ) { t in
            guard t.keepsRunning, let cause = t.cause, case .response(.refresh, let response) = cause,
                response.isSuccess
            else { return true }
            let notFailed = t.before.waitingRequests.allSatisfy { !(t.after.request($0)?.isFailed ?? false) }
            let marked = t.everyQueuedCall { $0.endpoint.requestNumber == nil || $0.retries >= 1 }
            let once = t.after.requestsInPlace.indices.allSatisfy { index in
                sendsOfRequest(UInt8(index + 1), in: t.after) <= 1
            }
            let over = t.after.hasWork(where: { $0 == cause }) || t.after.refreshInProgress || t.after.client.refreshing
                || t.after.waitingRequestCount == 0
            return notFailed && marked && once && over
        },
        Clause.step(
            "I5", "A failed refresh settles every queued request", source: Source.interceptor,
            requires: [.interceptor, .requestQueue],
            note: """
                Judged when the work that follows a failed refresh's answer is over: no request waits, unless \
                another refresh has started (a design may try again, as 001 does up to three times): its call \
                queued or in flight, or the app saying one is under way, as a refresh task that first reads the \
                keychain does (C3.4 sees one that never sends).
                """,
            on: .responses
        ) { t in
            guard t.after.running, let cause = t.cause, case .response(.refresh, let response) = cause,
                !response.isSuccess, !t.after.hasWork(where: { $0 == cause }), !t.after.refreshInProgress,
                !t.after.client.refreshing
            else { return true }
            return t.after.waitingRequestCount == 0
        },
        Clause.step(
            "I6", "Errors other than 401 pass through the interceptor untouched", source: Source.interceptor,
            requires: [.interceptor],
            note: """
                Judged on the step a protected request's non-401 failure reaches the app: the request fails with \
                an error, and neither a refresh nor a resend is queued. Which error it carries is left to the \
                design (a 403 may end the session, A1).
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, let number = call.endpoint.requestNumber, case .failed = response
            else { return true }
            let touched = t.anyQueuedCall { $0.endpoint == call.endpoint || $0.endpoint == .refresh }
            return !touched && (t.after.request(number)?.isFailed ?? false)
        },
        Clause.step(
            "I7", "access_token_expired leads to a refresh; the other codes and requiresReauth lead to logout",
            source: Source.tokenRefresh, requires: [.interceptor, .authErrorCodes],
            note: """
                Only for a design whose document gives a 401's codes this meaning (`authErrorCodes`, 002's \
                "ERROR CODES IN RESPONSE BODY"); the contract asks a refresh on a 401 and a logout when it \
                fails, whatever the code, and a design that refreshes on the status alone is not judged by \
                002's codes. Judged on the step a protected request's first 401 reaches the app (a retry's 401 is I3's), \
                for a request of the session the app holds and has not settled (a request the app already \
                failed, as an expiry after three refreshes fails them, is nothing more). access_token_expired: a refresh is queued or under \
                way, or the request waits for one, or (a refresh having already replaced its token) it is sent \
                again with the new one. Any other code, or requiresReauth: no refresh is queued, the request \
                does not wait, and no access token is left in memory.
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, let number = call.endpoint.requestNumber, call.retries == 0,
                case .unauthorized(let code, let requiresReauth) = response, t.deliveredToCurrentSession,
                t.before.request(number)?.isSettled != true
            else { return true }
            let waits = t.after.request(number) == .waitingForRefresh
            if code == .accessTokenExpired, !requiresReauth {
                let resent = t.anyQueuedCall { $0.endpoint == call.endpoint && $0.token != call.token }
                return t.queuesRefresh || t.before.refreshInProgress || waits || resent
            }
            return !t.queuesRefresh && !waits && t.after.noAccessTokenInMemory
        },
        Clause.always(
            "I8", "After 3 failed refresh attempts the session is expired; there is never a 4th",
            source: Source.interceptor, requires: [.interceptor, .refresh],
            note: "Expired: not authed and no refresh in flight once the design's count of failed attempts reaches 3."
        ) { obs in
            let attempts = obs.client.refreshAttempts
            return attempts < 3 || (attempts == 3 && obs.client.status != .authed && obs.refreshesInFlight == 0)
        },
        Clause.step(
            "A1", "A 403 (account suspended) or a 404 from the profile endpoint logs out",
            source: Source.softLock, requires: [.logout, .accountStatus],
            note: """
                Judged on the step the answer reaches the app, for a call of the session the app holds: a 403 to \
                any call but login and logout, or a 404 to /auth/me, leaves status guest and no access token in \
                memory. Only for a design whose document gives 403 and 404 that meaning (`accountStatus`): where \
                every auth failure is a 401, or other statuses pass through on purpose, a 403 is a plain error.
                """,
            on: .deliveries
        ) { t in
            guard let (call, response) = t.delivered, !call.endpoint.isLogin, call.endpoint != .logout,
                t.deliveredToCurrentSession,
                response == .failed(.forbidden) || (response == .failed(.notFound) && call.endpoint == .me)
            else { return true }
            return t.after.client.status == .guest && t.after.noAccessTokenInMemory
        },
        Clause.witness(
            "W-I", "A successful refresh retries a request", source: Source.interceptor, requires: [.interceptor]
        ) { obs in
            let afterRefresh = { (cause: Cause) -> Bool in
                if case .response(.refresh, let response) = cause { response.isSuccess } else { false }
            }
            let pending = obs.pendingInPlace.contains { effect in
                guard let call = effect.effect.sentCall else { return false }
                return call.endpoint.requestNumber != nil && call.retries >= 1 && afterRefresh(effect.cause)
            }
            let inFlight = obs.callsInPlace.contains { inFlight in
                !inFlight.orphaned && inFlight.call.endpoint.requestNumber != nil && inFlight.call.retries >= 1
                    && afterRefresh(inFlight.cause)
            }
            return pending || inFlight
        },
        Clause.witness(
            "W-I-retry-401", "A retried request gets another 401", source: Source.interceptor, requires: [.interceptor],
            note: "A retry in flight with an access token the server no longer accepts: its answer will be a 401."
        ) { obs in
            obs.callsInPlace.contains { inFlight in
                !inFlight.orphaned && inFlight.call.endpoint.requestNumber != nil && inFlight.call.retries >= 1
                    && inFlight.call.token.map { obs.server.status(of: $0) != .valid } ?? false
            }
        },
    ]

    /// How many sends request `number` has queued or in flight at once.
    static func sendsOfRequest(_ number: UInt8, in obs: Observation) -> Int {
        let endpoint = Endpoint.protected(number)
        return obs.pendingInPlace.count { $0.effect.sentCall?.endpoint == endpoint }
            + obs.callsInPlace.count { !$0.orphaned && $0.call.endpoint == endpoint }
    }
}
