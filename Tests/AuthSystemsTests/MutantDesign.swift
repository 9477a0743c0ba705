import AuthModel
@testable import AuthSystems

/// The reference design with one `Mutation`: the reference's reduction, altered where the
/// mutation's bug lives and nowhere else.
struct MutantDesign: AuthDesign {
    let mutation: Mutation
    let reference = ReferenceDesign()

    var name: String { "mutant-\(mutation.rawValue)" }
    var features: [Feature] { reference.features }
    var initialClient: ReferenceClient { reference.initialClient }
    func view(of client: ReferenceClient) -> ClientView {
        var view = reference.view(of: client)
        if mutation == .showsContentWhileLoading, client.phase == .checkingProfile { view.screen = .main }
        if mutation == .staleRef, let token = client.accessToken, token.pair > 1 { view.accessTokenRef = .access(token.pair - 1) }
        if mutation == .contentBehindTheLock, view.screen == .lock { view.screen = .main }
        if mutation == .lockScreenWhenSignedOut, client.phase == .guest, client.softLockEnabled { view.screen = .lock }
        if mutation == .signInWhileLoading, client.phase == .restoring { view.screen = .signIn }
        if mutation == .startsAsGuest, client.phase == .starting { view.status = .guest; view.screen = .signIn }
        if mutation == .optInOnSignInScreen, client.optInOffered { view.screen = .signIn }
        return view
    }

    func reduce(into client: inout ReferenceClient, _ event: ClientEvent) -> [Effect] {
        let before = client
        // Hidden from the reference while it takes a login's answer, so it never sees a
        // biometric account to drop, and put back after.
        let hiddenCredential = mutation == .keepsLastBiometricAccount && Self.isLoginAnswer(event) ? client.credential : nil
        if hiddenCredential != nil { client.credential = nil }
        var effects = reference.reduce(into: &client, rewritten(event))
        if let hiddenCredential {
            client.credential = hiddenCredential
            client.credentialSaved = before.credentialSaved
        }
        switch (mutation, event) {
        case (.persistsAccessToken, .response(let call, .ok(_, let pair?))) where call.endpoint.isLogin:
            effects.append(.write(.secure, .accessToken, .token(.access(pair))))
            client.outstanding += 1
        case (.noFailFast, .user(.request)) where before.accessToken == nil:
            let number = UInt8(client.requests.count)
            client.requests[client.requests.count - 1] = .inFlight(.access(0))
            effects.append(.send(Call(.protected(number), token: nil)))
        case (.refreshesTwiceAtOnce, .response(let call, .unauthorized(.accessTokenExpired, false))):
            if case .protected = call.endpoint, before.refreshing, let token = client.refreshToken, call.retries == 0 {
                effects.append(.send(Call(.refresh, token: token)))
            }
        case (.clearsTokensOnNetworkError, .response(let call, .failed(.networkError))):
            if case .protected = call.endpoint, before.phase == .authed {
                var extra = Effects()
                reference.clearSession(&client, &extra, revoke: false)
                effects += extra.list
            }
        case (.logoutKeepsRefreshToken, .user(.logout)):
            if let index = effects.firstIndex(of: .delete(.secure, .refreshToken)) {
                effects.remove(at: index)
                client.outstanding -= 1
            }
        case (.bootstrapNetworkErrorIsGuest, .response(let call, .failed(.networkError))):
            if call.endpoint == .refresh, before.phase == .restoring {
                client.phase = .guest
                effects.removeAll { $0 == .send(call) }
            }
        case (.retriesWithStaleToken, .wrote(.secure, .refreshToken)):
            // The token the queued requests failed with: the previous pair's.
            if before.refreshing, let fresh = before.accessToken, fresh.pair > 1 {
                let stale = Token.access(fresh.pair - 1)
                effects = effects.map { effect in
                    guard case .send(var call) = effect, case .protected = call.endpoint else { return effect }
                    call.token = stale
                    return .send(call)
                }
            }
        case (.forgetsQueueOnFailure, .response(let call, .failed)):
            if call.endpoint == .refresh, before.refreshing {
                for index in client.requests.indices where before.requests.count > index
                    && before.requests[index] == .waitingForRefresh {
                    client.requests[index] = .waitingForRefresh
                }
            }
        case (.skipsGraceTimer, .foregrounded(afterGrace: false, _)):
            var extra = Effects()
            reference.lockIfEnabled(&client, &extra)
            effects += extra.list
        case (.enablesBiometricsWithoutPrompt, .user(.setBiometrics(true))):
            if client.prompt == .enable, let account = client.account {
                client.prompt = nil
                effects.removeAll { $0 == .promptBiometrics }
                client.biometricPreference = true
                client.credential = account
            }
        case (.noRollback, .writeFailed):
            if case .savingLogin = before.phase {
                effects.removeAll { if case .delete = $0 { true } else { false } }
                client.outstanding = before.outstanding - 1
            }
        case (.bootstrapSkipsRefresh, .loaded(.fastCache, _)):
            if client.phase == .restoring {
                effects.removeAll { if case .send = $0 { true } else { false } }
                client.phase = .authed
            }
        case (.refreshesAfterRefresh401, .response(let call, .unauthorized)):
            if call.endpoint == .refresh, before.phase == .authed, before.refreshing, let token = before.refreshToken {
                client = before
                effects = [.send(Call(.refresh, token: token))]
            }
        case (.ignoresForbidden, .response(let call, .failed(.forbidden))):
            if case .protected(let number) = call.endpoint, before.phase == .authed {
                client = before
                client.requests[Int(number) - 1] = .failed(.other(.forbidden))
                effects = []
            }
        case (.logoutWhileLoggedOutShowsError, .user(.logout)):
            if before.phase == .guest { client.errorShown = true }
        case (.skipsLockOnRestart, .response(let call, .ok)):
            if call.endpoint == .me, before.phase == .checkingProfile { client.locked = false }
        case (.unlocksOnCancel, .promptAnswered(.cancel)):
            if before.prompt == .unlock {
                client.locked = false
                effects.append(.delete(.asyncStorage, .softLocked))
                client.outstanding += 1
            }
        case (.switchOffKeepsButton, .user(.setBiometrics(false))):
            client = before
            effects = []
        case (.restoresTwice, .response(let call, .ok)):
            if call.endpoint == .me, before.phase == .checkingProfile { client.restoreDispatches += 1 }
        case (.sendsInvalidForm, .user(.submitLogin(let account, false, let right))):
            if before.phase == .guest {
                client.phase = .signingIn
                effects.append(.send(Call(.login(account, validCredentials: right), token: nil)))
            }
        case (.genericRateLimitText, .response(let call, .failed(.rateLimited))):
            if call.endpoint.isLogin, client.loginError == .rateLimited { client.loginError = .fallback }
        case (.lockedKeychainIsGuest, .loadFailed(.secure)):
            client.phase = .guest
            effects = []
            client.outstanding = before.outstanding - 1
        case (.lateRefreshWritesBack, .response(let call, .ok(_, let pair?))):
            if call.endpoint == .refresh, before.phase == .guest {
                effects.append(.write(.secure, .refreshToken, .token(.refresh(pair))))
                client.outstanding += 1
            }
        case (.noTokenStaysLoading, .loaded(.secure, let contents)):
            if contents[.refreshToken] == nil, before.phase == .starting { client.phase = .starting }
        case (.logoutDropsPreference, .user(.logout)):
            if client.logout == .cleaning, before.logout != .cleaning {
                effects.append(.delete(.asyncStorage, .biometricEnabled))
                client.outstanding += 1
            }
        case (.networkErrorLeavesRequestPending, .response(let call, .failed(.networkError))):
            if case .protected(let number) = call.endpoint, Int(number) <= client.requests.count,
               client.requests[Int(number) - 1] == .failed(.network) {
                client.requests[Int(number) - 1] = before.requests[Int(number) - 1]
            }
        case (.retriesQueuedTwice, .wrote(.secure, .refreshToken)):
            if before.refreshing { effects += effects.filter { if case .send = $0 { true } else { false } } }
        case (.refreshesOn500, .response(let call, .failed(.serverError))):
            if case .protected(let number) = call.endpoint, before.phase == .authed, !before.refreshing,
               let token = before.refreshToken {
                client.requests[Int(number) - 1] = .waitingForRefresh
                client.refreshing = true
                effects.append(.send(Call(.refresh, token: token)))
            }
        case (.profileNetworkErrorIsGuest, .response(let call, .failed(.networkError))):
            if call.endpoint == .me, before.phase == .checkingProfile {
                var extra = Effects()
                reference.clearSession(&client, &extra, revoke: false)
                effects = extra.list
            }
        case (.lockDropsToken, .foregrounded(afterGrace: true, _)):
            if client.locked, !before.locked { client.accessToken = nil }
        case (.ignoresInactivity, .inactivityElapsed):
            client = before
            effects = []
        case (.offersOptInWithoutBiometrics, .wrote(.secure, .refreshToken)):
            if case .savingLogin = before.phase, client.phase == .authed, !client.biometricPreference {
                client.optInOffered = true
            }
        case (.cachesAnotherUser, .response(let call, .ok(let account?, _))):
            if call.endpoint == .me, before.phase == .checkingProfile {
                let other: Account = account == .alice ? .bob : .alice
                effects = effects.map { effect in
                    if case .write(.fastCache, .user, _) = effect { return .write(.fastCache, .user, .account(other)) }
                    return effect
                }
            }
        case (.requestAfterLogout, .user(.logout)):
            if client.logout == .cleaning, before.logout != .cleaning, let token = before.accessToken {
                effects.append(.send(Call(.protected(9), token: token)))
            }
        case (.neverRetriesKeychain, .loadFailed(.secure)):
            effects = []
            client.outstanding = before.outstanding - 1
        case (.declineSignsOut, .user(.answerOptIn(false))):
            var extra = Effects()
            reference.clearSession(&client, &extra, revoke: true)
            effects = extra.list
        case (.keepsDeadCredential, .response(let call, .unauthorized)):
            if case .biometricLogin = call.endpoint {
                client.credential = before.credential
                client.credentialSaved = before.credentialSaved
                effects.removeAll { $0 == .delete(.secure, .userEmail) }
                client.outstanding = before.outstanding
            }
        case (.keepsTokenAfterAuthFailure, .response(_, .unauthorized)):
            if before.phase == .authed, client.phase == .guest { client.accessToken = before.accessToken }
        case (.keepsOldRefreshToken, .response(let call, .ok(_, _?))):
            if call.endpoint == .refresh, before.phase == .authed { client.refreshToken = before.refreshToken }
        case (.noTokenClearsStorage, .user(.request)):
            if before.accessToken == nil {
                effects.append(.delete(.secure, .refreshToken))
                client.outstanding += 1
            }
        case (.keepsSessionOnAuthError, .response(let call, .unauthorized)):
            if call.endpoint == .refresh, before.phase == .authed, before.refreshing {
                client = before
                client.refreshing = false
                for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
                    client.requests[index] = .failed(.unauthorized)
                }
                effects = []
            }
        case (.logoutShowsError, .response(let call, .failed)):
            if call.endpoint == .logout { client.errorShown = true }
        case (.bootstrapNeverRetries, .response(let call, .failed(.networkError))):
            if call.endpoint == .refresh, before.phase == .restoring { effects.removeAll { $0 == .send(call) } }
        case (.entersWithOldToken, .promptAnswered(.success)):
            if before.prompt == .login, before.phase == .guest, let account = before.credential {
                effects = []
                client.phase = .authed
                client.account = account
                client.accessToken = .access(1)
            }
        case (.neverGivesUp, .response(let call, .failed)):
            if call.endpoint == .refresh, before.phase == .authed, before.refreshing, client.phase == .guest {
                client = before
                client.refreshing = false
                client.refreshAttempts += 1
                for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
                    client.requests[index] = .failed(.network)
                }
                effects = []
            }
        case (.resumesTornSession, .loaded(.fastCache, _)):
            if before.phase == .starting, client.phase == .guest, let token = before.refreshToken {
                client = before
                client.phase = .restoring
                effects = [.send(Call(.refresh, token: token))]
            }
        case (.launchIgnoresStoredSession, .loaded(.fastCache, _)):
            if client.phase == .restoring {
                effects.removeAll { if case .send = $0 { true } else { false } }
                client.phase = .guest
                client.refreshToken = nil
            }
        case (.logoutKeepsQueue, .user(.logout)):
            for index in client.requests.indices where index < before.requests.count
                && before.requests[index] == .waitingForRefresh {
                client.requests[index] = .waitingForRefresh
            }
        case (.takesFailedDeleteForDone, .writeFailed(let store, let key)):
            // The reference tries a failed delete again; this one does not.
            if let index = effects.firstIndex(of: .delete(store, key)) {
                effects.remove(at: index)
                client.outstanding -= 1
                client.outstandingDeletes &= ~(1 << client.outstanding)
                client.redeleting &= ~(1 << key.rawValue)
                if client.logout == .cleaning, client.outstanding == 0 { client.logout = .done }
            }
        case (.biometricLoginDuringDeletes, .user(.biometricLogin)):
            // The reference's button waits for outstanding deletes; this one prompts at once.
            if before.phase == .guest, before.outstandingDeletes != 0, before.prompt == nil,
               reference.biometricButton(before) {
                client.prompt = .login
                effects.append(.promptBiometrics)
            }
        case (.entersOfflineOnNetworkError, .response(let call, .failed(.networkError))):
            // "The server did not answer, so nothing changed there": the stored session is taken as good.
            if call.endpoint == .refresh, before.phase == .restoring {
                effects.removeAll { $0 == .send(call) }
                client.phase = .authed
            }
        case (.mixesAccounts, _):
            // Memory's user survives logout and the next login: a stale profile, never refetched.
            if let kept = before.account, client.account != kept, !(client.phase == .authed && before.phase == .authed) {
                client.account = kept
            }
        default:
            break
        }
        return effects
    }
}

extension MutantDesign {
    /// The event as the mutant's reducer takes it: a retried request's 401 passed off as a first one.
    func rewritten(_ event: ClientEvent) -> ClientEvent {
        guard case .response(var call, let response) = event, case .protected = call.endpoint else { return event }
        switch mutation {
        case .refreshesRetriedRequests where call.retries > 0:
            // A retry refused again, for whatever reason, is handled as a first 401 whose token expired.
            call.retries = 0
            return .response(call, response.isUnauthorized ? .unauthorized(.accessTokenExpired, requiresReauth: false) : response)
        case .refreshesOnRevoked where response == .unauthorized(.tokenRevoked, requiresReauth: false):
            return .response(call, .unauthorized(.accessTokenExpired, requiresReauth: false))
        default:
            return event
        }
    }

    static func isLoginAnswer(_ event: ClientEvent) -> Bool {
        if case .response(let call, _) = event { call.endpoint.isLogin } else { false }
    }
}
