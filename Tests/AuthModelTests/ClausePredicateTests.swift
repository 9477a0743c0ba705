@testable import AuthModel
import Testing

/// Hand-built observations on either side of a clause: for each, one where the predicate holds
/// and one where it catches the bug the clause is about. A predicate that holds on both would
/// let every design through; one that fails on both would fail every design.
@Suite struct ClausePredicateTests {
    // MARK: Building observations

    static func observation(
        running: Bool = true, client: ClientView = ClientView(), secure: Store = Store(),
        fastCache: Store = Store(), asyncStorage: Store = Store(), server: Server = Server(),
        calls: Slots<InFlightCall> = Slots(), pending: Slots<PendingEffect> = Slots(), device: Device = Device(),
        performed: PendingEffect? = nil, answered: Response? = nil, requestsMade: UInt8 = 0
    ) -> Observation {
        var device = device
        device.running = running
        return Observation(
            running: running, client: running ? client : notRunning, secure: secure,
            fastCache: fastCache, asyncStorage: asyncStorage, server: server, calls: calls, pending: pending,
            device: device, performed: performed, answered: answered, requestsMade: requestsMade)
    }

    /// The view of an app that does not run, as the world observes it.
    static var notRunning: ClientView {
        var client = ClientView()
        client.screen = .none
        return client
    }

    static func client(_ edit: (inout ClientView) -> Void) -> ClientView {
        var client = ClientView()
        edit(&client)
        return client
    }

    static func store(_ entries: [StorageKey: StoredValue]) -> Store {
        var store = Store()
        for (key, value) in entries { store[key] = value }
        return store
    }

    static func slots<Element>(_ elements: [Element]) -> Slots<Element> {
        var slots = Slots<Element>()
        for element in elements { slots.append(element) }
        return slots
    }

    /// A server that issued one pair per account, in this order.
    static func server(issuing accounts: [Account]) -> Server {
        var server = Server()
        for account in accounts { _ = server.answer(Call(.login(account, validCredentials: true), token: nil)) }
        return server
    }

    // MARK: Judging

    func holds(_ id: String, _ obs: Observation) throws -> Bool {
        let clause = try #require(ClauseCatalogue.clause(id: id))
        switch clause.kind {
        case .always(let holds), .reach(let holds): return holds(obs)
        case .step, .recover, .unjudgeable:
            Issue.record("\(id) is \(clause.kind.name)")
            return false
        }
    }

    func holds(_ id: String, _ before: Observation, _ event: Event, _ after: Observation) throws -> Bool {
        let clause = try #require(ClauseCatalogue.clause(id: id))
        guard case .step(let holds) = clause.kind else {
            Issue.record("\(id) is \(clause.kind.name)")
            return false
        }
        return holds(before, event, after)
    }

    // MARK: C1

    @Test func c13AccessTokenNeverPersisted() throws {
        let refreshOnly = Self.observation(secure: Self.store([.refreshToken: .token(.refresh(1))]))
        let accessInSecure = Self.observation(secure: Self.store([.accessToken: .token(.access(1))]))
        let accessInCache = Self.observation(fastCache: Self.store([.user: .token(.access(1))]))
        #expect(try holds("C1.3", refreshOnly))
        #expect(try !holds("C1.3", accessInSecure))
        #expect(try !holds("C1.3", accessInCache))
    }

    @Test func c12RefreshTokenLeavesOnlyForLogoutOrAuthFailure() throws {
        let stored = Self.observation(
            secure: Self.store([.refreshToken: .token(.refresh(1))]),
            pending: Self.slots([PendingEffect(effect: .delete(.secure, .refreshToken), cause: .user(.logout))]))
        func deleted(because cause: Cause) -> Observation {
            Self.observation(performed: PendingEffect(effect: .delete(.secure, .refreshToken), cause: cause))
        }
        #expect(try holds("C1.2", stored, .perform, deleted(because: .user(.logout))))
        #expect(try holds("C1.2", stored, .perform, deleted(because: .response(.refresh, .unauthorized(.tokenRevoked, requiresReauth: true)))))
        #expect(try !holds("C1.2", stored, .perform, deleted(because: .response(.refresh, .networkError))))
        #expect(try !holds("C1.2", stored, .perform, deleted(because: .launch)))
        // A login rolling back the token it stored itself (S4) is not the session leaving.
        let login = Cause.response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 1))
        #expect(try holds("C1.2", stored, .perform, deleted(because: login)))
        // A launch that drops a token whose delete failed finishes the cause that asked for it:
        // a logout's, yes; a network error's (which may not drop it), no.
        func afterFailedDelete(because cause: Cause?) -> Observation {
            var device = Device()
            device.failedTokenDelete = cause
            return Self.observation(secure: Self.store([.refreshToken: .token(.refresh(1))]), device: device)
        }
        #expect(try holds("C1.2", afterFailedDelete(because: .user(.logout)), .perform, deleted(because: .launch)))
        #expect(try !holds("C1.2", afterFailedDelete(because: .response(.refresh, .networkError)), .perform, deleted(because: .launch)))
        #expect(try !holds("C1.2", afterFailedDelete(because: nil), .perform, deleted(because: .launch)))
    }

    /// S4 after a failed login's work is over: nothing of the login survives. Beside an older
    /// session's refresh token still stored (K1 keeps one), that token's account's cache is the
    /// older session's and may stay; another account's user is the login's and may not.
    @Test func s4LetsAnOlderSessionsCacheStayBesideItsToken() throws {
        let login = Cause.response(.login(.bob, validCredentials: true), .ok(account: .bob, pair: 2))
        let server = Self.server(issuing: [.alice, .bob])
        let failed = Self.client { $0.status = .guest; $0.screen = .signIn; $0.loginError = .saveFailed }
        // The world saw the save's tenant write fail.
        var sawItFail = Device()
        sawItFail.failedSaves.record(try #require(FailedSave(failing: login, at: .fastCache, .tenant)))
        // The rollback's last delete, pending before the step and performed by it.
        let lastDelete = PendingEffect(effect: .delete(.fastCache, .permissions), cause: login)
        let before = Self.observation(client: failed, server: server, pending: Self.slots([lastDelete]), device: sawItFail)
        func over(_ secure: Store, cache: Store) -> Observation {
            Self.observation(client: failed, secure: secure, fastCache: cache, server: server, performed: lastDelete)
        }
        let aliceKept = Self.store([.refreshToken: .token(.refresh(1))])
        let alices = Self.store([.user: .account(.alice), .tenant: .account(.alice), .permissions: .account(.alice)])
        #expect(try holds("S4", before, .perform, over(aliceKept, cache: alices)))
        #expect(try holds("S4", before, .perform, over(aliceKept, cache: Store())))
        #expect(try !holds("S4", before, .perform, over(aliceKept, cache: Self.store([.user: .account(.bob)]))))
        #expect(try !holds("S4", before, .perform, over(Store(), cache: alices)), "no older session: alice's cache is no one's")
        #expect(try !holds("S4", before, .perform, over(Self.store([.refreshToken: .token(.refresh(2))]), cache: Store())),
                "the login's own token")
        // A revocation the login sent (a best-effort logout call of its pair) is not waited for:
        // S4 is judged at the rollback's last delete with the call still in flight, and its answer,
        // which may come after the user has moved on (another attempt's error on screen), is not
        // judged again.
        let revocation = InFlightCall(call: Call(.logout, token: .refresh(2)), cause: login, orphaned: false)
        let deleting = Self.observation(client: failed, server: server, calls: Self.slots([revocation]),
                                        pending: Self.slots([lastDelete]), device: sawItFail)
        func deleted(cache: Store) -> Observation {
            Self.observation(client: failed, fastCache: cache, server: server, calls: Self.slots([revocation]),
                             performed: lastDelete)
        }
        #expect(try holds("S4", deleting, .perform, deleted(cache: Store())))
        #expect(try !holds("S4", deleting, .perform, deleted(cache: Self.store([.user: .account(.bob)]))))
        let revoking = Self.observation(client: failed, server: server, calls: Self.slots([revocation]), device: sawItFail)
        let movedOn = Self.observation(
            client: Self.client { $0.status = .guest; $0.screen = .signIn; $0.loginError = .fallback }, server: server,
            answered: .ok(account: nil, pair: nil))
        #expect(try holds("S4", revoking, .answer(slot: 0), movedOn))
        // A call the failed save does wait for (any other) ends its work when answered, while the
        // world's record of the failure stands: judged there.
        let awaited = InFlightCall(call: Call(.me, token: .access(2)), cause: login, orphaned: false)
        let awaiting = Self.observation(client: failed, server: server, calls: Self.slots([awaited]), device: sawItFail)
        #expect(try !holds("S4", awaiting, .answer(slot: 0), movedOn))
        // A login whose save did not fail is no S4 case, though it ends signed out: a profile call
        // answered after a logout, or a save that writes on `/auth/me`'s answer.
        let signedInThenOut = Self.observation(
            client: Self.client { $0.status = .guest; $0.screen = .signIn }, server: server, calls: Self.slots([awaited]))
        #expect(try holds("S4", signedInThenOut, .answer(slot: 0), movedOn))
        #expect(try holds("S4", Self.observation(client: failed, server: server, pending: Self.slots([lastDelete])),
                          .perform, over(Store(), cache: Self.store([.user: .account(.bob)]))))
        // A refresh's save that failed is no login's: S4 asks nothing of it.
        let refreshed = Cause.response(.refresh, .ok(account: .bob, pair: 2))
        var refreshFailed = Device()
        refreshFailed.failedSaves.record(try #require(FailedSave(failing: refreshed, at: .secure, .refreshToken)))
        let refreshWrite = PendingEffect(effect: .write(.secure, .refreshToken, .token(.refresh(2))), cause: refreshed)
        #expect(try holds("S4", Self.observation(client: failed, server: server, pending: Self.slots([refreshWrite]),
                                                 device: refreshFailed),
                          .perform, Self.observation(client: Self.client { $0.status = .guest }, fastCache: alices,
                                                     server: server, performed: refreshWrite)))
    }

    /// C5.2 on a failed logout answer: the local cleanup goes on. Left authed with a token of the
    /// pair the call presented (002's Scenario 6 keeps them all) and nothing of the logout's work
    /// pending breaks it; cleanup still queued (by that answer, a `finally`, or by the tap), or
    /// the app already signed out, does not. The call presents the access token: the pair, not the token, is the session.
    @Test func c52AsksTheCleanupToGoOnWhenTheLogoutCallFails() throws {
        let call = Call(.logout, token: .access(1))
        let failed = Cause.response(.logout, .networkError)
        let inFlight = InFlightCall(call: call, cause: .user(.logout), orphaned: false)
        let before = Self.observation(client: Self.client { $0.status = .authed; $0.accessToken = .access(1) },
                                      calls: Self.slots([inFlight]))
        let kept = Self.store([.accessToken: .token(.access(1)), .refreshToken: .token(.refresh(1))])
        func after(_ status: Status, memory: Token?, secure: Store, pending: [PendingEffect] = []) -> Observation {
            Self.observation(client: Self.client { $0.status = status; $0.accessToken = memory }, secure: secure,
                             pending: Self.slots(pending), answered: .networkError)
        }
        let event = Event.fault(slot: 0, .networkError)
        #expect(try !holds("C5.2", before, event, after(.authed, memory: .access(1), secure: kept)))
        #expect(try !holds("C5.2", before, event, after(.authed, memory: nil, secure: kept)), "kept in storage")
        let cleanup = PendingEffect(effect: .delete(.secure, .accessToken), cause: failed)
        #expect(try holds("C5.2", before, event, after(.authed, memory: .access(1), secure: kept, pending: [cleanup])))
        // A cleanup the tap started, still at it when the answer fails.
        let clearing = PendingEffect(effect: .delete(.secure, .refreshToken), cause: .user(.logout))
        #expect(try holds("C5.2", before, event, after(.authed, memory: nil, secure: kept, pending: [clearing])))
        // Sending the call again, or writing a mark, is no cleanup.
        let again = PendingEffect(effect: .send(call), cause: failed)
        #expect(try !holds("C5.2", before, event, after(.authed, memory: .access(1), secure: kept, pending: [again])))
        let mark = PendingEffect(effect: .write(.secure, .isLoggedIn, .flag(false)), cause: failed)
        #expect(try !holds("C5.2", before, event, after(.authed, memory: .access(1), secure: kept, pending: [mark])))
        // A revocation another operation sent (a login's rollback) has no cleanup to go on with.
        let revocation = InFlightCall(
            call: call, cause: .response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 1)), orphaned: false)
        let revoking = Self.observation(client: Self.client { $0.status = .authed; $0.accessToken = .access(1) },
                                        calls: Self.slots([revocation]))
        #expect(try holds("C5.2", revoking, event, after(.authed, memory: .access(1), secure: kept)))
        #expect(try holds("C5.2", before, event, after(.guest, memory: nil, secure: Store())))
        #expect(try holds("C5.2", before, event, after(.authed, memory: .access(2), secure: Store())),
                "another session's token")
    }

    /// S4's text: the rollback's ("Failed to save login data") where the failure on record is in
    /// the fast cache, the case 4b is written for; any login error where the token's own write
    /// failed, before any cache write. Nothing of the login may survive either way.
    @Test func s4AsksTheRollbackTextOnlyForACacheWrite() throws {
        let login = Cause.response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 1))
        let server = Self.server(issuing: [.alice])
        func failedAt(_ store: StoreName, _ key: StorageKey) throws -> Device {
            var device = Device()
            device.failedSaves.record(try #require(FailedSave(failing: login, at: store, key)))
            return device
        }
        let lastEffect = PendingEffect(effect: .write(.fastCache, .isLoggedIn, .flag(false)), cause: login)
        func before(_ device: Device) -> Observation {
            Self.observation(client: Self.client { $0.status = .loading }, server: server,
                             pending: Self.slots([lastEffect]), device: device)
        }
        func after(_ error: LoginError?, secure: Store = Store()) -> Observation {
            Self.observation(client: Self.client { $0.status = .guest; $0.screen = .signIn; $0.loginError = error },
                             secure: secure, fastCache: Self.store([.isLoggedIn: .flag(false)]), server: server,
                             performed: lastEffect)
        }
        let tokenWrite = try failedAt(.secure, .accessToken), cacheWrite = try failedAt(.fastCache, .user)
        #expect(try holds("S4", before(tokenWrite), .perform, after(.fallback)))
        #expect(try holds("S4", before(tokenWrite), .perform, after(.saveFailed)))
        #expect(try !holds("S4", before(tokenWrite), .perform, after(nil)), "a failed login says so")
        #expect(try !holds("S4", before(tokenWrite), .perform,
                           after(.fallback, secure: Self.store([.accessToken: .token(.access(1))]))))
        #expect(try holds("S4", before(cacheWrite), .perform, after(.saveFailed)))
        #expect(try !holds("S4", before(cacheWrite), .perform, after(.fallback)))
        // A cache write failed, then the rollback's delete of the token: the record keeps the
        // latest place, and that a cache write failed.
        var both = try failedAt(.fastCache, .user)
        both.failedSaves.record(try #require(FailedSave(failing: login, at: .secure, .accessToken)))
        #expect(both.failedSaves.failure(of: login)?.store == .secure)
        #expect(try !holds("S4", before(both), .perform, after(.fallback)), "a cache write failed first")
        #expect(try holds("S4", before(both), .perform, after(.saveFailed)))
    }

    /// C1.2 yields to S3 at launch beside a cache that holds part of a session without its user
    /// or tenant (what a logout torn by a failed delete leaves). An emptied cache is no excuse:
    /// whatever emptied it beside a kept token made the launch drop a session the contract keeps.
    @Test func c12YieldsToS3AtLaunchBesideAPartOfASessionOnly() throws {
        func found(cache: Store) -> Observation {
            Self.observation(secure: Self.store([.refreshToken: .token(.refresh(1))]), fastCache: cache)
        }
        let dropped = Self.observation(performed: PendingEffect(effect: .delete(.secure, .refreshToken), cause: .launch))
        let torn = Self.store([.permissions: .account(.alice)])
        let whole = Self.store([.user: .account(.alice), .tenant: .account(.alice)])
        #expect(try holds("C1.2", found(cache: torn), .perform, dropped))
        #expect(try !holds("C1.2", found(cache: Store()), .perform, dropped))
        #expect(try !holds("C1.2", found(cache: whole), .perform, dropped))
    }

    @Test func c11StoredBeforeTheOperationCompletes() throws {
        let memory = Self.client { $0.status = .authed; $0.accessToken = .access(2); $0.accessTokenRef = .access(2) }
        let persisted = Self.observation(client: memory, secure: Self.store([.refreshToken: .token(.refresh(2))]))
        let stale = Self.observation(client: memory, secure: Self.store([.refreshToken: .token(.refresh(1))]))
        let stillWriting = Self.observation(
            client: memory, secure: Self.store([.refreshToken: .token(.refresh(1))]),
            pending: Self.slots([PendingEffect(effect: .write(.secure, .refreshToken, .token(.refresh(2))), cause: .launch)]))
        #expect(try holds("C1.1", persisted, .perform, persisted))
        #expect(try !holds("C1.1", persisted, .writeFails, stale))
        #expect(try holds("C1.1", persisted, .perform, stillWriting))
    }

    // MARK: E1

    @Test func e1AFailedDeleteIsTriedAgainAndNothingElseStandsInForIt() throws {
        let logout = Cause.user(.logout)
        let login = Cause.response(.login(.bob, validCredentials: true), .ok(account: .bob, pair: 2))
        let delete = PendingEffect(effect: .delete(.fastCache, .user), cause: logout)
        let writeUser = PendingEffect(effect: .write(.fastCache, .user, .account(.bob)), cause: login)
        let writeTenant = PendingEffect(effect: .write(.fastCache, .tenant, .account(.bob)), cause: login)
        func failed(before waiting: [PendingEffect], after left: [PendingEffect]) throws -> Bool {
            let before = Self.observation(
                fastCache: Self.store([.user: .account(.alice)]), pending: Self.slots([delete] + waiting))
            let after = Self.observation(
                fastCache: Self.store([.user: .account(.alice)]), pending: Self.slots(left), performed: delete)
            return try holds("E1", before, .deleteFails, after)
        }
        // Tried again: the same delete is queued in the step, behind what waits.
        #expect(try failed(before: [], after: [delete]))
        #expect(try failed(before: [writeTenant], after: [writeTenant, delete]))
        // Taken for done: nothing will remove alice's user.
        #expect(try !failed(before: [], after: []))
        // Nor does a write of the same key waiting behind it stand in for the retry: it may fail,
        // or never run.
        #expect(try !failed(before: [writeUser], after: [writeUser]))
    }

    // MARK: C2, C3

    @Test func c21NoAccessTokenFailsFastAndSendsNothing() throws {
        let before = Self.observation(client: Self.client { $0.status = .authed; $0.screen = .main })
        let failedFast = Self.observation(
            client: Self.client { $0.status = .authed; $0.screen = .main; $0.requests = Self.slots([.failed(.noAccessToken)]) },
            requestsMade: 1)
        let sentAnyway = Self.observation(
            client: Self.client { $0.status = .authed; $0.screen = .main; $0.requests = Self.slots([.inFlight(.access(1))]) },
            pending: Self.slots([PendingEffect(effect: .send(Call(.protected(1), token: nil)), cause: .user(.request))]),
            requestsMade: 1)
        #expect(try holds("C2.1", before, .user(.request), failedFast))
        #expect(try !holds("C2.1", before, .user(.request), sentAnyway))
    }

    @Test func c31RefreshOnlyOnA401() throws {
        // Outside bootstrap: the app is authed when the refresh's send is performed.
        let authed = Self.client { $0.status = .authed; $0.screen = .main }
        let before = Self.observation(
            client: authed,
            pending: Self.slots([PendingEffect(effect: .send(Call(.refresh, token: .refresh(1))), cause: .lifecycle)]))
        func refreshSent(because cause: Cause) -> Observation {
            Self.observation(performed: PendingEffect(effect: .send(Call(.refresh, token: .refresh(1))), cause: cause))
        }
        let on401 = Cause.response(.protected(1), .unauthorized(.accessTokenExpired, requiresReauth: false))
        #expect(try holds("C3.1", before, .perform, refreshSent(because: on401)))
        #expect(try holds("C3.1", before, .perform, refreshSent(because: .launch)))
        #expect(try !holds("C3.1", before, .perform, refreshSent(because: .response(.protected(1), .networkError))))
        #expect(try !holds("C3.1", before, .perform, refreshSent(because: .lifecycle)))
    }

    @Test func c32SingleFlightRefresh() throws {
        let refresh = InFlightCall(call: Call(.refresh, token: .refresh(1)), cause: .launch, orphaned: false)
        var orphan = refresh
        orphan.orphaned = true
        #expect(try holds("C3.2", Self.observation(calls: Self.slots([refresh]))))
        #expect(try holds("C3.2", Self.observation(calls: Self.slots([orphan, refresh]))))
        #expect(try !holds("C3.2", Self.observation(calls: Self.slots([refresh, refresh]))))
    }

    @Test func c35NetworkFailureHandsTheErrorToEveryWaiter() throws {
        let tokens = Self.client {
            $0.status = .authed; $0.screen = .main; $0.accessToken = .access(1); $0.accessTokenRef = .access(1)
            $0.requests = Self.slots([.waitingForRefresh, .waitingForRefresh])
        }
        let refresh = InFlightCall(call: Call(.refresh, token: .refresh(1)), cause: .launch, orphaned: false)
        let secure = Self.store([.refreshToken: .token(.refresh(1))])
        let before = Self.observation(client: tokens, secure: secure, calls: Self.slots([refresh]), requestsMade: 2)
        var told = tokens
        told.requests = Self.slots([.failed(.network), .failed(.network)])
        var forgotten = tokens
        forgotten.requests = Self.slots([.failed(.network), .waitingForRefresh])
        let event = Event.fault(slot: 0, .networkError)
        #expect(try holds("C3.5", before, event, Self.observation(client: told, secure: secure, answered: .networkError, requestsMade: 2)))
        #expect(try !holds("C3.5", before, event, Self.observation(client: forgotten, secure: secure, answered: .networkError, requestsMade: 2)))
    }

    // MARK: C4, C7, C10

    @Test func c41NetworkErrorClearsNoToken() throws {
        let before = Self.observation(secure: Self.store([.refreshToken: .token(.refresh(1))]))
        func deleted(because cause: Cause) -> Observation {
            Self.observation(performed: PendingEffect(effect: .delete(.secure, .refreshToken), cause: cause))
        }
        #expect(try !holds("C4.1", before, .perform, deleted(because: .response(.refresh, .networkError))))
        // Logout's cleanup goes on whatever its own call got.
        #expect(try holds("C4.1", before, .perform, deleted(because: .response(.logout, .networkError))))
    }

    @Test func c71ProtectedContentOnlyWhileAuthed() throws {
        #expect(try holds("C7.1", Self.observation(client: Self.client { $0.status = .authed; $0.screen = .main })))
        #expect(try !holds("C7.1", Self.observation(client: Self.client { $0.status = .guest; $0.screen = .main })))
        #expect(try holds("C7.1", Self.observation(running: false)))
    }

    @Test func c102AuthedOnlyOnTheServersWord() throws {
        let loading = Self.observation(client: Self.client { $0.status = .loading })
        let server = Self.server(issuing: [.alice])
        let memory = Self.client { $0.status = .authed; $0.screen = .main }
        // The launch alone restores a session the server still accepts: no auth failure to come back from.
        let accepted = Self.observation(client: memory, secure: Self.store([.refreshToken: .token(.refresh(1))]), server: server)
        var revokedServer = server
        revokedServer.revokeAll()
        let rejected = Self.observation(
            client: memory, secure: Self.store([.refreshToken: .token(.refresh(1))]), server: revokedServer)
        var failed = Device()
        failed.authFailed = true
        let rejectedAfterAFailure = Self.observation(
            client: memory, secure: Self.store([.refreshToken: .token(.refresh(1))]), server: revokedServer,
            device: failed)
        #expect(try holds("C10.2", loading, .perform, accepted))
        // A dead session the app was never told of (no 401 answered) is no auth failure to come back from.
        #expect(try holds("C10.2", loading, .perform, rejected))
        #expect(try !holds("C10.2", loading, .perform, rejectedAfterAFailure))
    }

    // MARK: Soft lock, biometrics, session

    @Test func sl2LockAfterGrace() throws {
        var device = Device()
        device.foreground = false
        device.graceElapsed = true
        let before = Self.observation(
            client: Self.client { $0.status = .authed; $0.screen = .main; $0.softLockEnabled = true }, device: device)
        let locked = Self.observation(
            client: Self.client { $0.status = .authed; $0.screen = .lock; $0.softLockEnabled = true; $0.locked = true })
        let unlocked = Self.observation(
            client: Self.client { $0.status = .authed; $0.screen = .main; $0.softLockEnabled = true })
        #expect(try holds("SL2", before, .foreground, locked))
        #expect(try !holds("SL2", before, .foreground, unlocked))
    }

    @Test func b1ButtonNeedsHardwarePreferenceAndCredential() throws {
        let button = Self.client { $0.status = .guest; $0.screen = .signIn; $0.biometricButton = true }
        let secure = Self.store([.refreshToken: .token(.refresh(1))])
        let preference = Self.store([.biometricEnabled: .flag(true)])
        var noHardware = Device()
        noHardware.biometricHardware = false
        #expect(try holds("B1", Self.observation(client: button, secure: secure, asyncStorage: preference)))
        #expect(try !holds("B1", Self.observation(client: button, secure: secure, asyncStorage: preference, device: noHardware)))
        #expect(try !holds("B1", Self.observation(client: button, asyncStorage: preference)))
    }

    @Test func s7LoginErrorTexts() throws {
        let login = InFlightCall(
            call: Call(.login(.alice, validCredentials: true), token: nil), cause: .user(.submitLogin(.alice, validForm: true, rightPassword: true)),
            orphaned: false)
        let before = Self.observation(client: Self.client { $0.status = .guest; $0.screen = .signIn }, calls: Self.slots([login]))
        func after(_ error: LoginError?, _ response: Response) -> Observation {
            Self.observation(client: Self.client { $0.status = .guest; $0.screen = .signIn; $0.loginError = error }, answered: response)
        }
        let limited = Event.fault(slot: 0, .rateLimited)
        #expect(try holds("S7", before, limited, after(.rateLimited, .failed(.rateLimited))))
        #expect(try !holds("S7", before, limited, after(.fallback, .failed(.rateLimited))))
        let lost = Event.fault(slot: 0, .networkError)
        #expect(try holds("S7", before, lost, after(.fallback, .networkError)))
    }

    // MARK: Robustness and witnesses

    @Test func r8MemoryBelongsToTheTokensAccount() throws {
        let server = Self.server(issuing: [.alice, .bob])
        let alice = Self.client { $0.status = .authed; $0.accessToken = .access(1); $0.user = .alice; $0.tenant = .alice }
        let mixed = Self.client { $0.status = .authed; $0.accessToken = .access(2); $0.user = .alice; $0.tenant = .bob }
        #expect(try holds("R8", Self.observation(client: alice, server: server)))
        #expect(try !holds("R8", Self.observation(client: mixed, server: server)))
    }

    @Test func wRSecondAccountAfterTheFirst() throws {
        let bob = Self.client { $0.status = .authed; $0.screen = .main; $0.user = .bob; $0.accessToken = .access(2) }
        #expect(try holds("W-R", Self.observation(client: bob, server: Self.server(issuing: [.alice, .bob]))))
        #expect(try !holds("W-R", Self.observation(client: bob, server: Self.server(issuing: [.bob]))))
    }

    @Test func wC3A401WhileRefreshing() throws {
        // A request carrying an access token the server no longer accepts, in flight beside a refresh.
        var server = Self.server(issuing: [.alice])
        server.expire(.access, ofPair: 1)
        let refresh = InFlightCall(call: Call(.refresh, token: .refresh(1)), cause: .launch, orphaned: false)
        let request = InFlightCall(call: Call(.protected(1), token: .access(1)), cause: .launch, orphaned: false)
        #expect(try holds("W-C3", Self.observation(server: server, calls: Self.slots([refresh, request]))))
        #expect(try !holds("W-C3", Self.observation(server: server, calls: Self.slots([request]))))
        #expect(try !holds("W-C3", Self.observation(server: Self.server(issuing: [.alice]), calls: Self.slots([refresh, request]))))
    }

    // MARK: Transition

    @Test func queuedEffectsAreWhatFollowsTheKeptQueue() {
        let first = PendingEffect(effect: .load(.secure), cause: .launch)
        let second = PendingEffect(effect: .load(.fastCache), cause: .launch)
        let added = PendingEffect(effect: .send(Call(.refresh, token: .refresh(1))), cause: .launch)
        let before = Self.observation(pending: Self.slots([first, second]))
        let after = Self.observation(pending: Self.slots([second, added]), performed: first)
        let transition = Transition(before: before, event: .perform, after: after)
        #expect(Array(transition.queued) == [added])
        #expect(transition.queuesRefresh)
        #expect(transition.cause == .launch)
    }
}
