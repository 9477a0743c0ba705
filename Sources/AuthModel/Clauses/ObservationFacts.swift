/// Facts about one observation that several clauses ask, named once so that every clause asks
/// them the same way. They read the observation only, never a design's state.
extension Observation {
    /// The refresh credential the design keeps (`refreshCredential`): the refresh token under the
    /// contract's key, `user_refresh_token`, the only place the contract lets one survive a kill;
    /// or, for a design that persists one token and presents it to refresh, that token in its
    /// refresh role (the refresh half of its pair).
    public var storedRefreshToken: Token? {
        guard case .token(let token) = self[refreshCredential.store][refreshCredential.key] else { return nil }
        if token.kind == .refresh { return token }
        return refreshCredential == .contractRefreshToken ? nil : .refresh(token.pair)
    }

    /// The effect that deletes the stored refresh credential.
    public var refreshCredentialDelete: Effect { .delete(refreshCredential.store, refreshCredential.key) }

    /// The refresh token the client holds. Designs that keep none in memory hold only what is
    /// stored, so memory's copy is taken first and the stored one otherwise.
    public var heldRefreshToken: Token? { client.refreshToken ?? storedRefreshToken }

    /// Whether any of the three stores holds a token of this kind, under any key: a design that
    /// persists an access token may use a key of its own.
    public func persists(_ kind: TokenKind) -> Bool {
        StoreName.allCases.contains { self[$0].holdsToken(of: kind) }
    }

    /// Whether secure storage holds a token of either kind under any key.
    public var securesAToken: Bool { secure.holdsToken(of: .access) || secure.holdsToken(of: .refresh) }

    /// Neither the access token in state nor the one callbacks read is set: the contract keeps
    /// both, so "no access token in memory" must mean both are gone.
    public var noAccessTokenInMemory: Bool { client.accessToken == nil && client.accessTokenRef == nil }

    /// A preference flag wherever a design keeps it: 001 and 004 use async storage, 000 the
    /// secure store, and a layered design may mirror it in the fast cache.
    public func storedFlag(_ key: StorageKey) -> Bool? {
        for store in [StoreName.asyncStorage, .secure, .fastCache] {
            if case .flag(let flag) = self[store][key] { return flag }
        }
        return nil
    }

    /// The account data a store holds under `key`, if any.
    public func storedAccount(_ store: StoreName, _ key: StorageKey) -> Account? {
        if case .account(let account) = self[store][key] { account } else { nil }
    }

    /// A credential biometric login could use: 000 and 004 check for a token in secure storage,
    /// other designs for the stored email, so either counts.
    public var hasStoredCredential: Bool { securesAToken || storedAccount(.secure, .userEmail) != nil }

    /// Whether the server currently accepts `token`.
    public func accepts(_ token: Token?) -> Bool {
        guard let token else { return false }
        return server.status(of: token) == .valid
    }

    /// Whether the client holds, in memory or in storage (`storedTokens`), some token the server
    /// still accepts: a session that can be resumed without a new login.
    public var holdsAcceptedSession: Bool {
        accepts(client.accessToken) || accepts(client.refreshToken) || storedTokens.contains { accepts($0) }
    }

    /// Whether a token of pair `pair` belongs to the session the client holds now, so that an
    /// answer to a call that carried it concerns this session and not one already ended. A
    /// stored token whose delete is queued belongs to a session already ending (a logout's
    /// deletes not yet done), not to the one the app holds.
    public func holdsPair(_ pair: UInt8) -> Bool {
        client.accessToken?.pair == pair || client.accessTokenRef?.pair == pair || client.refreshToken?.pair == pair
            || (storedTokens.contains { $0.pair == pair } && !deletesAStoredToken)
    }

    /// A delete of a token key (refresh or access) of secure storage, or of the stored refresh
    /// credential where the design keeps it, is queued: what is stored there belongs to a session
    /// already ending.
    public var deletesAStoredToken: Bool {
        pendingInPlace.contains { effect in
            if effect.effect == refreshCredentialDelete { return true }
            if case .delete(.secure, let key) = effect.effect { return key == .refreshToken || key == .accessToken }
            return false
        }
    }

    /// The tokens in secure storage, under any key.
    public var secureTokens: [Token] { secure.tokens }

    /// The tokens a killed app still has: those in secure storage, and its stored refresh
    /// credential where the design keeps it outside (a cookie file).
    public var storedTokens: [Token] {
        guard refreshCredential.store != .secure, let credential = storedRefreshToken else { return secureTokens }
        return secureTokens + [credential]
    }

    /// A login (by form or biometrics) is on its way: its call waits to be sent or is in flight.
    public var loginUnderWay: Bool {
        pendingInPlace.contains { $0.effect.sentCall?.endpoint.isLogin == true }
            || callsInPlace.contains { !$0.orphaned && $0.call.endpoint.isLogin }
    }

    /// A refresh call is in flight, or its send is queued: either way the shared refresh has
    /// started and a request that waits for it is not stranded.
    public var refreshInProgress: Bool {
        refreshesInFlight > 0 || pendingInPlace.contains { $0.effect.sentCall?.endpoint == .refresh }
    }

    /// Whether effects or calls of the running app are still there for an operation whose
    /// cause `belongs` accepts: its work is not over yet.
    public func hasWork(where belongs: (Cause) -> Bool) -> Bool {
        pendingInPlace.contains { belongs($0.cause) } || callsInPlace.contains { !$0.orphaned && belongs($0.cause) }
    }

    /// Whether a save or a rollback whose cause `belongs` accepts still has work: effects pending,
    /// or calls in flight it awaits. A revocation is not awaited (`InFlightCall.awaitedBySave`).
    public func hasSaveWork(where belongs: (Cause) -> Bool) -> Bool {
        pendingInPlace.contains { belongs($0.cause) } || callsInPlace.contains { $0.awaitedBySave && belongs($0.cause) }
    }

    /// Where request `number` (1, 2, …) stands, if it was made.
    public func request(_ number: UInt8) -> RequestStage? {
        let index = Int(number) - 1
        return index >= 0 && index < requestsInPlace.count ? requestsInPlace[index] : nil
    }

    /// The numbers of the requests waiting for the shared refresh.
    public var waitingRequests: [UInt8] {
        requestsInPlace.indices.filter { requestsInPlace[$0] == .waitingForRefresh }.map { UInt8($0 + 1) }
    }

    /// How many requests wait for the shared refresh: what `always` clauses ask of every state,
    /// counted without building `waitingRequests`.
    public var waitingRequestCount: Int {
        requestsInPlace.count { $0 == .waitingForRefresh }
    }

    /// Every token secure storage holds is already on its way out (a delete is queued for its
    /// key), or there is none: what "cleared" means in the step that decides to clear.
    public var dropsStoredTokens: Bool {
        StorageKey.allCases.allSatisfy { key in
            guard case .token = secure[key] else { return true }
            return pendingInPlace.contains { $0.effect == .delete(.secure, key) }
        }
    }

    /// The fast cache holds part of a session but not its user or its tenant: what S3's
    /// integrity check looks for at a warm start. An empty cache is no such sign: what emptied
    /// it (a reinstall, a logout's failed delete) is judged by its own cause.
    public var hasTornCache: Bool {
        !fastCache.isEmpty && (fastCache[.user] == nil || fastCache[.tenant] == nil)
    }

    /// The stored refresh token is gone, or its delete is queued.
    public var dropsStoredRefreshToken: Bool {
        storedRefreshToken == nil || pendingInPlace.contains { $0.effect == refreshCredentialDelete }
    }

    /// The app runs, nothing of any operation is left to do, and no prompt or opt-in waits for
    /// the user: the moment an operation has completed.
    public var isSettled: Bool {
        running && isQuiescent && !device.promptShowing && !client.optInOffered
    }

    /// The app shows the mark a network error leaves: a request failed with one, or the error of
    /// a bootstrap that could not reach the server. A state carries no ghost of the step that led
    /// to it (two ways of reaching one world are one state), so this is what "reached through a
    /// network error" can mean on a state.
    public var showsNetworkError: Bool {
        running && (requestsInPlace.contains(.failed(.network)) || client.errorShown)
    }

    /// The app keeps a session after a network error: it shows the error, is not signed out,
    /// and holds a refresh token the server still accepts. From here nothing but the network
    /// stands between the app and `authed`.
    public var keepsSessionThroughNetworkError: Bool {
        showsNetworkError && client.status != .guest && accepts(heldRefreshToken)
    }

    /// A call on its way to the server carries a token the server no longer accepts: its
    /// answer will be a rejection.
    public var carriesDeadToken: Bool {
        callsInPlace.contains { inFlight in
            guard let token = inFlight.call.token, let status = server.status(of: token) else { return false }
            return status != .valid && inFlight.call.endpoint != .logout
        }
    }
}

extension InFlightCall {
    /// A call of the running app that a save or a rollback waits for: any but a revocation (a
    /// logout call), which is best effort and whose answer nothing waits for (S4).
    public var awaitedBySave: Bool { !orphaned && call.endpoint != .logout }
}

extension Effect {
    /// The call this effect sends, if it is a send.
    public var sentCall: Call? {
        if case .send(let call) = self { call } else { nil }
    }

    /// Whether this effect deletes `key` in any store, or overwrites it with `false`.
    public func switchesOff(_ key: StorageKey) -> Bool {
        switch self {
        case .delete(_, let deleted): deleted == key
        case .write(_, let written, let value): written == key && value == .flag(false)
        case .load, .send, .promptBiometrics: false
        }
    }
}

extension Endpoint {
    /// The request number of a protected call.
    public var requestNumber: UInt8? {
        if case .protected(let number) = self { number } else { nil }
    }

    /// A login by form or by the credential saved for biometrics: both start a new session.
    public var isLogin: Bool {
        switch self {
        case .login, .biometricLogin: true
        case .refresh, .me, .protected, .logout: false
        }
    }
}

extension Response {
    public var isUnauthorized: Bool {
        if case .unauthorized = self { true } else { false }
    }

    public var isSuccess: Bool {
        if case .ok = self { true } else { false }
    }

    /// The pair a successful login or refresh grants.
    public var grantedPair: UInt8? {
        if case .ok(_, let pair?) = self { pair } else { nil }
    }

    /// The contract's "network or unknown" refresh failure: the server may answer later, so
    /// nothing about the session is decided. 403 and 404 are left out: they say the account is
    /// suspended or gone (A1), which ends the session.
    public var isTransientFailure: Bool {
        guard case .failed(let fault) = self else { return false }
        switch fault {
        case .networkError, .rateLimited, .serverError: return true
        case .forbidden, .notFound: return false
        }
    }

    /// A 403 or a 404: the server says the account is suspended or gone.
    public var saysAccountGone: Bool { self == .failed(.forbidden) || self == .failed(.notFound) }
}

extension Cause {
    /// An explicit logout, or anything that follows its server call.
    public var isLogout: Bool {
        switch self {
        case .user(let action): action == .logout
        case .response(let endpoint, _): endpoint == .logout
        case .launch, .prompt, .lifecycle, .device: false
        }
    }

    /// Something that follows an answer with this response.
    public var response: Response? {
        if case .response(_, let response) = self { response } else { nil }
    }

    /// A network error the server did not answer, outside logout (whose cleanup must go on
    /// whatever its call gets, C5.2).
    public var isNetworkErrorOutsideLogout: Bool {
        if case .response(let endpoint, let response) = self { response == .networkError && endpoint != .logout } else { false }
    }

    /// A successful login answer: the start of the work that stores the new session.
    public var isLoginSuccess: Bool {
        if case .response(let endpoint, let response) = self { endpoint.isLogin && response.isSuccess } else { false }
    }

    /// The session ends for this: an explicit logout, a 401, or the account suspended or gone.
    public var endsSession: Bool {
        if isLogout { return true }
        guard let response else { return false }
        return response.isUnauthorized || response.saysAccountGone
    }
}
