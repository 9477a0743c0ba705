@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// The "Token Refresh Flow" design (002): its scenarios work in the model, and every finding of
/// `AUDIT.md` is violated with its shortest trace in a small world, so a model
/// change that loses one fails here.
@Suite struct KeychainRotationTests {
    let design = KeychainRotationDesign()

    // MARK: The document's scenarios, played in the world, each to the end the document states

    /// The world played event by event from its initial state; a disabled event fails the test.
    struct Playthrough {
        let world: AuthWorld<KeychainRotationDesign>
        var state: AuthWorld<KeychainRotationDesign>.State
        var end: Observation { world.observe(state) }

        init(_ options: WorldOptions = WorldOptions.quiet {
            $0.requests = 3; $0.logouts = 1; $0.pairs = 3; $0.serverEvents = 2; $0.backgrounds = 1; $0.clockTicks = 1
            $0.disturbances = 2
        }) {
            world = AuthWorld(design: KeychainRotationDesign(), options: options)
            state = world.initialStates[0]
        }

        mutating func play(_ events: [Event]) throws {
            for event in events { state = try #require(world.next(after: state, on: event), "\(event) is not enabled") }
        }

        /// Scenario 1: launch on an empty Keychain, sign in as alice, save the tokens.
        mutating func signIn() throws {
            try play([.launch, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform,
                      .answer(slot: 0), .perform, .perform, .perform])
        }
    }

    @Test func scenario1LoginEndsWithTheTokensStoredSecurely() throws {
        var run = Playthrough()
        try run.signIn()
        let end = run.end
        #expect(end.client.status == .authed && end.client.screen == .main && end.client.accessToken == .access(1))
        #expect(end.secure[.accessToken] == .token(.access(1)) && end.secure[.refreshToken] == .token(.refresh(1)))
        #expect(end.secure[.user] == .account(.alice) && end.pending.isEmpty)
    }

    @Test func scenario2ValidTokenEndsInARequestSuccessful() throws {
        var run = Playthrough()
        try run.signIn()
        try run.play([.user(.request), .perform, .answer(slot: 0)])
        #expect(run.end.client.requests.first == .succeeded && run.end.client.status == .authed)
    }

    @Test func scenario2RevokedTokenEndsInForceLogout() throws {
        var run = Playthrough()
        try run.signIn()
        try run.play([.user(.request), .perform, .serverRevokes, .answer(slot: 0), .perform, .perform])
        let end = run.end
        #expect(end.client.status == .guest && end.client.screen == .signIn && end.client.loggedOut)
        #expect(end.secure[.accessToken] == nil && end.secure[.refreshToken] == nil)
        #expect(end.client.requests.first == .failed(.unauthorized))
    }

    @Test func scenario3ExpiredTokenEndsRefreshedAndTheRequestRetried() throws {
        var run = Playthrough()
        try run.signIn()
        try run.play([.user(.request), .perform, .accessTokenExpires, .answer(slot: 0), .perform, .perform,
                      .answer(slot: 0), .perform, .perform, .perform, .answer(slot: 0)])
        let end = run.end
        #expect(end.secure[.accessToken] == .token(.access(2)) && end.secure[.refreshToken] == .token(.refresh(2)))
        #expect(end.server.status(of: .refresh(1)) == .revoked && !end.client.refreshing)
        #expect(end.client.requests.first == .succeeded && end.client.status == .authed)
    }

    @Test func scenario3ExpiredRefreshTokenEndsOnTheLoginScreen() throws {
        var run = Playthrough()
        try run.signIn()
        try run.play([.user(.request), .perform, .accessTokenExpires, .answer(slot: 0), .perform, .perform,
                      .refreshTokenExpires, .answer(slot: 0), .perform, .perform])
        let end = run.end
        #expect(end.client.status == .guest && end.client.screen == .signIn && !end.client.refreshing)
        #expect(end.secure[.accessToken] == nil && end.secure[.refreshToken] == nil)
        #expect(end.client.requests.first == .failed(.unauthorized))
    }

    @Test func scenario4ReturnWithATokenThatExpiresSoonEndsRefreshedProactively() throws {
        var run = Playthrough()
        try run.signIn()
        try run.play([.background, .graceElapsed, .foreground])
        #expect(run.end.pending.isEmpty)  // "Token still valid → Continue using existing token", however long away
        var late = Playthrough()
        try late.signIn()
        try late.play([.background, .accessTokenExpiresSoon, .foreground, .perform, .perform, .answer(slot: 0), .perform, .perform])
        let end = late.end
        #expect(end.secure[.accessToken] == .token(.access(2)) && end.secure[.refreshToken] == .token(.refresh(2)))
        #expect(end.client.status == .authed && end.client.accessToken == .access(2) && end.server.pairs.count == 2)
    }

    @Test func scenario5ThreeConcurrent401sEndWithOneRefreshAndThreeSuccesses() throws {
        var run = Playthrough()
        try run.signIn()
        // Each send is handed to the network at once (reading 6): a request, then the next.
        try run.play([.user(.request), .perform, .user(.request), .perform, .user(.request), .perform, .accessTokenExpires,
                      .answer(slot: 0), .perform, .perform, .answer(slot: 0), .answer(slot: 0)])
        #expect(Array(run.end.client.requests) == Array(repeating: .waitingForRefresh, count: 3))
        #expect(run.end.refreshesInFlight == 1)
        try run.play([.answer(slot: 0), .perform, .perform, .perform, .perform, .perform,
                      .answer(slot: 0), .answer(slot: 0), .answer(slot: 0)])
        let end = run.end
        #expect(Array(end.client.requests) == Array(repeating: .succeeded, count: 3))
        #expect(end.server.pairs.count == 2)  // the login's pair and ONE refresh
    }

    @Test func scenario6LogoutEndsWithEverythingDeletedAndRevoked() throws {
        var run = Playthrough()
        try run.signIn()
        try run.play([.user(.logout), .perform, .answer(slot: 0), .perform, .perform, .perform])
        let end = run.end
        #expect(end.client.status == .guest && end.client.screen == .signIn && end.client.loggedOut)
        #expect(end.secure.isEmpty && end.client.accessToken == nil && end.client.user == nil)
        #expect(end.server.status(of: .access(1)) == .revoked && end.server.status(of: .refresh(1)) == .revoked)
    }

    // MARK: The same scenarios on the reducer, effect by effect

    /// The app after its start-up read of a Keychain holding `keychain`.
    func started(with keychain: Store = Store()) -> KeychainRotationClient {
        var client = design.initialClient
        #expect(design.reduce(into: &client, .launched(biometrics: false)) == [.load(.secure)])
        #expect(design.view(of: client).status == .loading)
        #expect(design.reduce(into: &client, .loaded(.secure, keychain)).isEmpty)
        return client
    }

    /// A Keychain holding a session of pair `pair` for alice.
    func keychain(pair: UInt8) -> Store {
        var keychain = Store()
        keychain[.accessToken] = .token(.access(pair))
        keychain[.refreshToken] = .token(.refresh(pair))
        keychain[.user] = .account(.alice)
        return keychain
    }

    /// Protected requests 1 to `count` made while signed in with pair 1.
    func signedIn(requests count: Int) -> KeychainRotationClient {
        var client = started(with: keychain(pair: 1))
        for number in 1...max(count, 1) where count > 0 {
            let sent = design.reduce(into: &client, .user(.request))
            #expect(sent == [.send(Call(.protected(UInt8(number)), token: .access(1)))])
        }
        return client
    }

    func answer(_ number: UInt8, token: Token, retries: UInt8 = 0, _ response: Response,
                _ client: inout KeychainRotationClient) -> [Effect] {
        design.reduce(into: &client, .response(Call(.protected(number), token: token, retries: retries), response))
    }

    @Test func scenario4AppStartContinuesWithTheStoredTokenWithoutAsking() {
        let view = design.view(of: started(with: keychain(pair: 1)))
        #expect(view.status == .authed && view.screen == .main && view.accessToken == .access(1) && view.user == .alice)
        #expect(design.view(of: started()).status == .guest)
    }

    @Test func scenarios3And5ConcurrentExpiredTokensShareOneRefreshAndAreAllRetried() {
        var client = signedIn(requests: 2)
        let expired = Response.unauthorized(.accessTokenExpired, requiresReauth: false)
        #expect(answer(1, token: .access(1), expired, &client) == [.load(.secure)])  // "Retrieve refreshToken"
        #expect(answer(2, token: .access(1), expired, &client).isEmpty)  // awaits the task
        #expect(design.view(of: client).refreshing)
        #expect(design.reduce(into: &client, .loaded(.secure, keychain(pair: 1))) == [.send(Call(.refresh, token: .refresh(1)))])
        let refreshed = design.reduce(into: &client, .response(Call(.refresh, token: .refresh(1)), .ok(account: .alice, pair: 2)))
        #expect(refreshed == [
            .write(.secure, .accessToken, .token(.access(2))),
            .write(.secure, .refreshToken, .token(.refresh(2))),
            .send(Call(.protected(1), token: .access(2), retries: 1)),
            .send(Call(.protected(2), token: .access(2), retries: 1)),
        ])
        let view = design.view(of: client)
        #expect(!view.refreshing && view.accessToken == .access(2))
        #expect(Array(view.requests) == [.inFlight(.access(2)), .inFlight(.access(2))])
    }

    @Test(arguments: [AuthCode.refreshTokenExpired, .tokenRevoked, .invalidCredentials])
    func scenario3ReauthCodesForceLogoutWithoutRefresh(_ code: AuthCode) {
        var client = signedIn(requests: 1)
        let effects = answer(1, token: .access(1), .unauthorized(code, requiresReauth: true), &client)
        #expect(effects == [.delete(.secure, .accessToken), .delete(.secure, .refreshToken)])  // userId stays
        var view = design.view(of: client)
        #expect(view.status == .guest && view.screen == .signIn && view.accessToken == nil && view.user == nil)
        #expect(view.requests.first == .failed(.unauthorized) && !view.loggedOut)
        _ = design.reduce(into: &client, .wrote(.secure, .accessToken))
        _ = design.reduce(into: &client, .wrote(.secure, .refreshToken))
        view = design.view(of: client)
        #expect(view.loggedOut)
    }

    @Test func scenario3RefreshRejectedFailsTheWaitersAndForcesLogout() {
        var client = signedIn(requests: 1)
        _ = answer(1, token: .access(1), .unauthorized(.accessTokenExpired, requiresReauth: false), &client)
        _ = design.reduce(into: &client, .loaded(.secure, keychain(pair: 1)))
        let rejected = Response.unauthorized(.refreshTokenExpired, requiresReauth: true)
        let effects = design.reduce(into: &client, .response(Call(.refresh, token: .refresh(1)), rejected))
        #expect(effects == [.delete(.secure, .accessToken), .delete(.secure, .refreshToken)])
        let view = design.view(of: client)
        #expect(view.status == .guest && !view.refreshing && view.requests.first == .failed(.unauthorized))
    }

    @Test func scenario3RefreshNetworkErrorKeepsTheTokensAndTellsTheWaiters() {
        var client = signedIn(requests: 1)
        _ = answer(1, token: .access(1), .unauthorized(.accessTokenExpired, requiresReauth: false), &client)
        _ = design.reduce(into: &client, .loaded(.secure, keychain(pair: 1)))
        #expect(design.reduce(into: &client, .response(Call(.refresh, token: .refresh(1)), .networkError)).isEmpty)
        let view = design.view(of: client)
        #expect(view.status == .authed && view.accessToken == .access(1) && view.requests.first == .failed(.network))
    }

    @Test func scenario3RefreshTokenNotFoundForcesLogoutAndLeavesTheFlagSet() {
        var client = signedIn(requests: 2)
        let expired = Response.unauthorized(.accessTokenExpired, requiresReauth: false)
        _ = answer(1, token: .access(1), expired, &client)
        let effects = design.reduce(into: &client, .loadFailed(.secure))  // the locked keychain returns no item
        #expect(effects == [.delete(.secure, .accessToken), .delete(.secure, .refreshToken)])
        #expect(design.view(of: client).status == .guest && design.view(of: client).refreshing)
        // A later access_token_expired awaits the finished task and fails: no refresh, ever.
        #expect(answer(2, token: .access(1), expired, &client).isEmpty)
        #expect(design.view(of: client).requests[1] == .failed(.unauthorized))
    }

    @Test func scenario4ProactiveRefreshOnReturnWhenTheTokenExpiresSoon() {
        var client = signedIn(requests: 0)
        // Whatever the time away, a fresh token is left alone; one the clock shows within five
        // minutes of its expiry is refreshed.
        #expect(design.reduce(into: &client, .foregrounded(afterGrace: true, timersHeld: false)).isEmpty)
        #expect(design.reduce(into: &client, .clockAdvanced(Clock(soon: 1, expired: 0))).isEmpty)
        #expect(design.reduce(into: &client, .foregrounded(afterGrace: false, timersHeld: false)) == [.load(.secure)])
        #expect(!design.view(of: client).refreshing)  // not the shared task: no lock taken
        let proactive = Call(.refresh, token: .refresh(1), proactive: true)
        #expect(design.reduce(into: &client, .loaded(.secure, keychain(pair: 1))) == [.send(proactive)])
        let effects = design.reduce(into: &client, .response(proactive, .ok(account: .alice, pair: 2)))
        #expect(effects == [.write(.secure, .accessToken, .token(.access(2))), .write(.secure, .refreshToken, .token(.refresh(2)))])
        #expect(design.view(of: client).accessToken == .access(2))
        #expect(proactive.description == "refresh with R1 (proactive)")
    }

    @Test func aRefreshOnDemandIsNotTakenForTheProactiveOne() {
        // The shared task's refresh is unmarked: its answer goes to the task, not to the
        // proactive path, which is idle and would ignore it.
        var client = signedIn(requests: 0)
        _ = design.reduce(into: &client, .clockAdvanced(Clock(soon: 1, expired: 0)))
        #expect(design.reduce(into: &client, .foregrounded(afterGrace: false, timersHeld: false)) == [.load(.secure)])
        _ = design.reduce(into: &client, .loaded(.secure, keychain(pair: 1)))
        let onDemand = Call(.refresh, token: .refresh(1))
        #expect(onDemand.description == "refresh with R1")
        let effects = design.reduce(into: &client, .response(onDemand, .ok(account: .alice, pair: 2)))
        #expect(!effects.contains(.write(.secure, .accessToken, .token(.access(2)))))
        #expect(design.view(of: client).accessToken == .access(1))
    }

    @Test func scenario6LogoutRevokesThenDeletesEverything() {
        var client = signedIn(requests: 0)
        let logout = Call(.logout, token: .access(1))
        #expect(design.reduce(into: &client, .user(.logout)) == [.send(logout)])
        #expect(design.view(of: client).status == .authed)  // nothing local before the server's 200
        let effects = design.reduce(into: &client, .response(logout, .ok(account: nil, pair: nil)))
        #expect(effects == [.delete(.secure, .accessToken), .delete(.secure, .refreshToken), .delete(.secure, .user)])
        #expect(design.view(of: client).status == .guest && design.view(of: client).accessToken == nil)
        for key in [StorageKey.accessToken, .refreshToken, .user] { _ = design.reduce(into: &client, .wrote(.secure, key)) }
        #expect(design.view(of: client).loggedOut)
    }

    /// Scenario 6 deletes the tokens only after the logout call's 200: a failed call leaves the
    /// session as it was, against the contract's "Local state MUST be cleared even if server call
    /// fails" (C5.2; the finding since 0.9.12).
    @Test func scenario6FailedLogoutCallLeavesTheSession() {
        var client = signedIn(requests: 0)
        let logout = Call(.logout, token: .access(1))
        _ = design.reduce(into: &client, .user(.logout))
        #expect(design.reduce(into: &client, .response(logout, .networkError)).isEmpty)
        #expect(design.view(of: client).status == .authed && design.view(of: client).accessToken == .access(1))
    }

    // MARK: The scenarios in the explored world

    @Test func scenariosHappenAndTheirRulesHoldInTheWorld() throws {
        let ids = ["W-I", "W-C8", "W-C5", "W-C7", "W-C10-auth", "C3.3", "C3.4", "C3.5", "C4.1", "C4.3", "C8.1", "I1", "I6"]
        let verdicts = try Exploration.verdicts(
            design, ids, WorldOptions.quiet { $0.requests = 2; $0.logouts = 1; $0.serverEvents = 1; $0.disturbances = 1 })
        for id in ids {
            #expect(verdicts[id]?.name == (id.hasPrefix("W-") ? "witnessed" : "holds"), "\(id)")
        }
    }

    // MARK: Findings, each with its shortest trace

    struct Finding: Sendable, CustomStringConvertible {
        let clause: String
        /// The length of the shortest counterexample.
        let steps: Int
        let options: WorldOptions
        var description: String { "\(clause) in \(steps) steps" }
    }

    static let findings: [Finding] = [
        Finding(clause: "C1.1", steps: 8, options: WorldOptions.quiet { $0.writeFailures = 1; $0.disturbances = 1 }),
        Finding(clause: "C1.3", steps: 6, options: WorldOptions.quiet()),
        Finding(clause: "C1.4", steps: 21, options: WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Finding(clause: "C2.1", steps: 3, options: WorldOptions.quiet()),
        Finding(clause: "C3.1", steps: 13, options: WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Finding(clause: "C3.2", steps: 16,
                options: WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.serverEvents = 1; $0.disturbances = 1 }),
        Finding(clause: "C5.1", steps: 3, options: WorldOptions.quiet { $0.logouts = 1 }),
        Finding(clause: "C5.2", steps: 11, options: WorldOptions.quiet {
            $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C5.3", steps: 19, options: WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Finding(clause: "C6.2", steps: 11,
                options: WorldOptions.quiet { $0.crashes = 1; $0.writeFailures = 1; $0.disturbances = 2 }),
        Finding(clause: "C6.3", steps: 11, options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "I7", steps: 25, options: WorldOptions.quiet {
            $0.requests = 2; $0.logins = 2; $0.serverEvents = 2; $0.keychainLocks = 1; $0.disturbances = 1; $0.pairs = 3
        }),
        Finding(clause: "R2", steps: 2, options: WorldOptions.quiet { $0.keychainLocks = 1; $0.disturbances = 1 }),
        Finding(clause: "R3", steps: 19, options: WorldOptions.quiet {
            $0.logouts = 1; $0.serverEvents = 1; $0.deleteFailures = 1; $0.disturbances = 1 }),
        Finding(clause: "R4", steps: 19, options: WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Finding(clause: "R6", steps: 17, options: WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1 }),
    ]

    /// Keychain calls are synchronous (reading 6): no kill falls between two of them, so the
    /// routes that needed one are gone. C10.2's killed the app between a 401 and its
    /// `SecItemDelete`, R8's between the writes of a login's token and user id.
    @Test(arguments: [
        ("C10.2", WorldOptions.quiet { $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 2 }),
        ("R8", WorldOptions.quiet { $0.crashes = 1; $0.logins = 2; $0.secondAccount = true; $0.disturbances = 1; $0.pairs = 3 }),
    ])
    func noKillFallsBetweenTwoKeychainCalls(_ id: String, _ options: WorldOptions) throws {
        #expect(try Exploration.verdicts(design, [id], options)[id]?.name == "holds")
        let world = AuthWorld(design: design, options: options)
        var state = world.initialStates[0]
        for event in [Event.launch, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform,
                      .answer(slot: 0)] {
            state = try #require(world.next(after: state, on: event))
        }
        // The login's three Keychain writes are queued: only they, or their failure, may happen.
        #expect(state.pending.count == 3)
        var offered: [Event] = []
        world.actions(in: state, into: &offered)
        #expect(offered == [.perform])
        #expect(world.next(after: state, on: .crash) == nil)
    }

    /// I3 was a false finding here: the retry's own token expired after the refresh issued it,
    /// and refreshing again is that token's next lifetime, not a loop (002 ends loops with the
    /// server's `requiresReauth`). A retry refused for another reason is judged as before.
    @Test func aRetryWhoseOwnTokenExpiredMayBeRefreshedAgain() throws {
        let verdicts = try Exploration.verdicts(design, ["I3"], WorldOptions.quiet { $0.serverEvents = 2; $0.pairs = 3 })
        #expect(verdicts["I3"]?.name == "holds")
    }

    /// R1 was a false finding here: its only route was a crash after a forced logout, with the
    /// Keychain's deletes still queued. The session the app had ended is not one the crash took.
    @Test func aCrashAfterTheAppEndedItsSessionForcesNoLogin() throws {
        let verdicts = try Exploration.verdicts(design, ["R1"], WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 })
        #expect(verdicts["R1"]?.name == "holds")
    }

    @Test(arguments: findings)
    func findingIsViolatedWithItsShortestTrace(_ finding: Finding) throws {
        let verdicts = try Exploration.verdicts(design, [finding.clause], finding.options)
        let verdict = try #require(verdicts[finding.clause])
        #expect(verdict.name == "violated")
        #expect(verdict.trace?.steps.count == finding.steps)
    }

    @Test func noRequestEverFailsWithNoAccessToken() throws {
        let verdicts = try Exploration.verdicts(design, ["W-C2-no-token"], WorldOptions.quiet { $0.requests = 2; $0.logouts = 1 })
        #expect(verdicts["W-C2-no-token"]?.name == "unwitnessed")
    }

    @Test func registeredWithTheDocumentsReasonForEveryAbsentPart() throws {
        let system = try #require(AuthSystems.system(named: "keychain-rotation"))
        #expect(system.features == design.features)
        #expect(system.absences.map(\.feature) == [.profileCheck, .softLock, .biometrics, .biometricSetting, .loginForm, .layeredCache, .accountStatus])
        let softLock = try #require(ClauseCatalogue.clause(id: "SL1"))
        #expect(system.reasonNotApplicable(softLock)?.contains("kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly") == true)
    }
}
