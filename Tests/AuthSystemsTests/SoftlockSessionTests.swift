import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// The Nexus cookie-session design (`001_5b619ac547c086fc.txt`): its main flows work in the model,
/// every row of its soft-lock table is driven to the end observation the table names, and every
/// finding of `AUDIT.md` is caught with its shortest trace in a small world.
@Suite struct SoftlockSessionTests {
    typealias World = AuthWorld<SoftlockSessionDesign>

    /// Drives the design's world one event at a time, as a trace does.
    struct Run {
        let world: World
        var state: World.State

        init(_ options: WorldOptions = WorldOptions.quiet()) {
            world = AuthWorld(design: SoftlockSessionDesign(), options: options)
            state = world.initialStates[0]
        }

        mutating func step(_ event: Event, sourceLocation: SourceLocation = #_sourceLocation) throws {
            state = try #require(world.next(after: state, on: event), "\(event) is not enabled", sourceLocation: sourceLocation)
        }

        /// Performs every pending effect, in order.
        mutating func performAll(sourceLocation: SourceLocation = #_sourceLocation) throws {
            while !state.pending.isEmpty { try step(.perform, sourceLocation: sourceLocation) }
        }

        /// The server answers the oldest call in flight, then every effect that follows is performed.
        mutating func answer(sourceLocation: SourceLocation = #_sourceLocation) throws {
            try step(.answer(slot: 0), sourceLocation: sourceLocation)
            try performAll(sourceLocation: sourceLocation)
        }

        var observation: Observation { world.observe(state) }
        var view: ClientView { observation.client }
        var client: SoftlockSessionClient? { state.client }

        /// Launch, read both stores, and answer the profile check if a user was cached.
        mutating func launch() throws {
            try step(.launch)
            try performAll()
            if !state.calls.isEmpty { try answer() }
        }

        /// Logs alice in from the sign-in screen and lets every write complete.
        mutating func logIn() throws {
            try step(.user(.submitLogin(.alice, validForm: true, rightPassword: true)))
            try performAll()
            try answer()
        }

        /// Launched, logged in, then logout tapped and its call sent.
        mutating func sendLogout() throws {
            try launch()
            try logIn()
            try step(.user(.logout))
            try performAll()
        }

        /// Launched, logged in, soft lock turned on and saved.
        mutating func lockEnabled() throws {
            try launch()
            try logIn()
            try step(.user(.setSoftLock(true)))
            try performAll()
        }

        /// Soft lock on, then a trip to the background that outlasts the grace: the lock screen,
        /// its locked state saved.
        mutating func lockAfterGrace() throws {
            try lockEnabled()
            try step(.background)
            try step(.graceElapsed)
            try step(.foreground)
            try performAll()
        }
    }

    static func options(_ change: (inout WorldOptions) -> Void) -> WorldOptions {
        WorldOptions.quiet { options in
            options.disturbances = 4
            change(&options)
        }
    }

    // MARK: The document's flows

    @Test func loginCachesTheUserSetsTheCookiesAndShowsTheDashboard() throws {
        var run = Run()
        try run.launch()
        #expect(run.view.status == .guest && run.view.screen == .signIn)
        try run.logIn()
        #expect(run.view.status == .authed && run.view.screen == .main && run.view.user == .alice)
        #expect(run.state.secure[.user] == .account(.alice) && run.state.secure[.permissions] == .account(.alice))
        #expect(run.state.asyncStorage[.accessToken] == .token(.access(1)))
        #expect(run.state.asyncStorage[.refreshToken] == .token(.refresh(1)))
        #expect(run.state.secure[.refreshToken] == nil)
    }

    @Test func a401RefreshesThroughTheCookieAndRetriesTheRequest() throws {
        var run = Run(Self.options { $0.serverEvents = 1 })
        try run.launch()
        try run.logIn()
        try run.step(.accessTokenExpires)
        try run.step(.user(.request))
        try run.performAll()
        try run.answer()
        #expect(run.view.requests.first == .waitingForRefresh && run.view.refreshing)
        #expect(run.state.calls.first?.call == Call(.refresh, token: .refresh(1)))
        try run.step(.answer(slot: 0))
        try run.performAll()
        #expect(run.state.calls.first?.call == Call(.protected(1), token: .access(2), retries: 1))
        #expect(!run.view.refreshing)
        try run.answer()
        #expect(run.view.requests.first == .succeeded && run.view.status == .authed)
    }

    @Test func concurrent401sShareOneRefreshAndAreAllRetried() throws {
        var run = Run(Self.options { $0.serverEvents = 1; $0.requests = 2 })
        try run.launch()
        try run.logIn()
        try run.step(.accessTokenExpires)
        try run.step(.user(.request))
        try run.performAll()
        try run.step(.user(.request))
        try run.performAll()
        try run.step(.answer(slot: 0))
        try run.performAll()  // the refresh leaves at once
        try run.step(.answer(slot: 0))
        #expect(run.view.requests.elementsEqual([.waitingForRefresh, .waitingForRefresh]))
        #expect(run.state.pending.isEmpty)
        #expect(run.state.calls.filter { $0.call.endpoint == .refresh }.count == 1)
        try run.step(.answer(slot: 0))
        try run.performAll()
        #expect(run.state.calls.map(\.call.token) == [.access(2), .access(2)])
        try run.answer()
        try run.answer()
        #expect(run.view.requests.elementsEqual([.succeeded, .succeeded]))
    }

    @Test func aRestartValidatesTheCachedUserWithTheProfileCall() throws {
        var run = Run(Self.options { $0.crashes = 1 })
        try run.launch()
        try run.logIn()
        try run.step(.crash)
        try run.step(.launch)
        try run.performAll()
        #expect(run.view.status == .loading && run.view.user == .alice)
        #expect(run.state.calls.first?.call == Call(.me, token: .access(1)))
        try run.answer()
        #expect(run.view.status == .authed && run.view.screen == .main)
    }

    @Test func logoutClearsTheUserAndTheCacheAndItsAnswerExpiresTheCookies() throws {
        var run = Run(Self.options { $0.logouts = 1 })
        try run.sendLogout()
        try run.answer()
        #expect(run.view.status == .guest && run.view.screen == .signIn && run.view.loggedOut)
        #expect(run.view.accessToken == nil && run.view.user == nil)
        #expect(run.state.secure.isEmpty && run.state.asyncStorage[.accessToken] == nil)
        #expect(run.observation.server.pair(1)?.refresh == .revoked)
    }

    /// The sample interceptor queues the refresh's own 401 behind itself: nothing settles again.
    @Test func aRefreshRefusedWith401NeverSettles() throws {
        var run = Run()
        try run.launch()
        try run.step(.user(.request))
        try run.performAll()
        try run.answer()
        try run.answer()
        #expect(run.view.requests.first == .waitingForRefresh && run.view.refreshing)
        #expect(run.state.calls.isEmpty && run.state.pending.isEmpty)
    }

    // MARK: The plain variants of findings whose shortest trace races a login with a logout

    /// C5.3 and R4: nothing in logout's own cleanup touches the httpOnly cookies; only the
    /// server's answer expires them. A logout whose call fails completes with the session's
    /// cookies, still valid, in the jar and on disk.
    @Test func aLogoutWhoseCallFailsLeavesTheLiveSessionCookies() throws {
        var run = Run(Self.options { $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError] })
        try run.sendLogout()
        try run.step(.fault(slot: 0, .networkError))
        try run.performAll()
        #expect(run.view.loggedOut && run.view.status == .guest && run.state.secure.isEmpty)
        #expect(run.view.accessToken == .access(1) && run.state.asyncStorage[.refreshToken] == .token(.refresh(1)))
        #expect(run.observation.server.pair(1)?.refresh == .valid)
    }

    /// C7.1: `clearAuthState()` empties the user at once and navigates only after its deletes.
    @Test func logoutLeavesTheDashboardShownWhileSignedOut() throws {
        var run = Run(Self.options { $0.logouts = 1 })
        try run.sendLogout()
        try run.step(.answer(slot: 0))
        #expect(run.view.status == .guest && run.view.screen == .main)
        try run.performAll()
        #expect(run.view.screen == .signIn)
    }

    /// A1: the interceptor passes a 403 through; the suspended user stays signed in.
    @Test func a403OnARequestDoesNotSignOut() throws {
        var run = Run(Self.options { $0.faults = 1; $0.faultKinds = [.forbidden] })
        try run.launch()
        try run.logIn()
        try run.step(.user(.request))
        try run.performAll()
        try run.step(.fault(slot: 0, .forbidden))
        #expect(run.view.requests.first == .failed(.other(.forbidden)))
        #expect(run.view.status == .authed && run.view.screen == .main && run.view.accessToken == .access(1))
    }

    /// The decision tree's "Is Auth Endpoint? (/login, /refresh) → Reject as auth error" is not in
    /// the code: a wrong password's 401 is refreshed, and on a device with no session the refresh's
    /// own 401 is queued behind itself. The login never settles.
    @Test func aWrongPasswordWithNoSessionHangsTheLogin() throws {
        var run = Run(Self.options { $0.loginMistakes = true })
        try run.launch()
        try run.step(.user(.submitLogin(.alice, validForm: true, rightPassword: false)))
        try run.performAll()
        try run.answer()
        #expect(run.state.calls.first?.call == Call(.refresh, token: nil))
        try run.answer()
        #expect(run.client?.login == .calling(.alice, validCredentials: false, retried: true))
        #expect(run.client?.refreshSubscribers.first == Call(.refresh, token: nil))
        #expect(run.view.refreshing && run.state.calls.isEmpty && run.state.pending.isEmpty)
    }

    // MARK: The soft-lock table ("Key Behaviors"), row by row

    @Test func backgroundStartsTheNinetySecondTimer() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.backgrounds = 1 })
        try run.lockEnabled()
        #expect(run.client?.lockTimeout == false)
        try run.step(.background)
        #expect(run.client?.lockTimeout == true && !run.view.locked)
    }

    @Test func returningWithinNinetySecondsCancelsTheTimerAndStaysUnlocked() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.backgrounds = 1 })
        try run.lockEnabled()
        try run.step(.background)
        try run.step(.foreground)
        #expect(run.client?.lockTimeout == false)
        #expect(!run.view.locked && run.view.screen == .main)
    }

    @Test func returningAfterNinetySecondsShowsTheLockScreen() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.backgrounds = 1 })
        try run.lockEnabled()
        try run.step(.background)
        try run.step(.graceElapsed)
        try run.step(.foreground)
        #expect(run.view.locked && run.view.screen == .lock && run.view.status == .authed)
        try run.performAll()
        #expect(run.state.asyncStorage[.softLocked] == .flag(true))
    }

    /// The table: "App restart with soft lock enabled | Show lock screen immediately". The code
    /// locks at restart only when `soft_lock_state` was `locked`: with soft lock merely enabled,
    /// the restart ends on the dashboard, which is finding SL4.
    @Test func aRestartWithSoftLockEnabledShowsTheDashboardNotTheLockScreen() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.crashes = 1 })
        try run.lockEnabled()
        try run.step(.crash)
        try run.launch()
        #expect(run.state.asyncStorage[.softLockEnabled] == .flag(true))
        #expect(run.view.screen == .main && !run.view.locked)
    }

    /// The case the code does lock at restart: the app died locked. The lock screen shows at once,
    /// over the splash, before the session is validated.
    @Test func aRestartWhileLockedShowsTheLockScreenImmediately() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.backgrounds = 1; $0.crashes = 1 })
        try run.lockAfterGrace()
        try run.step(.crash)
        try run.step(.launch)
        try run.performAll()
        #expect(run.view.screen == .lock && run.view.locked && run.view.status == .loading)
    }

    @Test func theLockScreenPromptsBiometricsOrTakesThePin() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.backgrounds = 1 })
        try run.lockAfterGrace()
        var biometric = run
        try biometric.step(.user(.unlock(biometric: true)))
        try biometric.performAll()
        #expect(biometric.state.device.promptShowing && biometric.view.screen == .lock)
        try run.step(.user(.unlock(biometric: false)))
        #expect(run.view.screen == .main && !run.view.locked)
    }

    /// "Successful unlock | Record unlock timestamp, hide lock screen": the lock screen goes and
    /// `soft_lock_state` is removed; the world has no key for the timestamp.
    @Test func aSuccessfulUnlockHidesTheLockScreenAndClearsTheLockedState() throws {
        var run = Run(Self.options { $0.settingsChanges = 1; $0.backgrounds = 1 })
        try run.lockAfterGrace()
        try run.step(.user(.unlock(biometric: true)))
        try run.performAll()
        try run.step(.prompt(.success))
        #expect(run.view.screen == .main && !run.view.locked && run.view.status == .authed)
        try run.performAll()
        #expect(run.state.asyncStorage[.softLocked] == nil)
    }

    // MARK: Findings, each with its shortest trace

    struct Finding: Sendable, CustomStringConvertible {
        let clause: String
        let steps: Int
        let options: WorldOptions
        var description: String { "\(clause) in \(steps) steps" }
    }

    static let findings: [Finding] = [
        Finding(clause: "C3.4", steps: 8, options: WorldOptions.quiet()),
        Finding(clause: "C3.5", steps: 8,
                options: WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C4.2", steps: 17,
                options: WorldOptions.quiet { $0.crashes = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 2 }),
        Finding(clause: "C5.1", steps: 4, options: WorldOptions.quiet { $0.logouts = 1 }),
        Finding(clause: "C5.3", steps: 11,
                options: WorldOptions.quiet { $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C6.4", steps: 16,
                options: WorldOptions.quiet { $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 2 }),
        Finding(clause: "C7.1", steps: 15, options: WorldOptions.quiet { $0.logouts = 1 }),
        Finding(clause: "C7.3", steps: 10, options: WorldOptions.quiet()),
        Finding(clause: "SL2", steps: 24,
                options: WorldOptions.quiet { $0.settingsChanges = 1; $0.crashes = 1; $0.backgrounds = 1; $0.disturbances = 2 }),
        Finding(clause: "SL4", steps: 21,
                options: WorldOptions.quiet { $0.settingsChanges = 1; $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "SL5", steps: 19,
                options: WorldOptions.quiet { $0.settingsChanges = 1; $0.backgrounds = 1; $0.logouts = 1; $0.disturbances = 1 }),
        Finding(clause: "SL8", steps: 14,
                options: WorldOptions.quiet { $0.settingsChanges = 1; $0.inactivity = 1; $0.disturbances = 1 }),
        Finding(clause: "I3", steps: 23,
                options: WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1; $0.writeFailures = 1; $0.disturbances = 1 }),
        Finding(clause: "I5", steps: 13, options: WorldOptions.quiet { $0.requests = 2; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        // Three requests made on the sign-in screen while the login is in flight (`quiet` leaves
        // that door open) go without a cookie and take 401s; their three refreshes, sent once the
        // login's answer is in, fail with 500s. With a server event too, the shortest trace is
        // this one, in a world five times as long to explore; the spec's `attempts` world shuts
        // the door and gets its 401s from an expiry, in 28 steps.
        Finding(clause: "I8", steps: 25,
                options: WorldOptions.quiet { $0.requests = 3; $0.faults = 3; $0.faultKinds = [.serverError]; $0.disturbances = 3 }),
        Finding(clause: "A1", steps: 9,
                options: WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.forbidden]; $0.disturbances = 1 }),
        Finding(clause: "R4", steps: 16,
                options: WorldOptions.quiet { $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "R5", steps: 8, options: WorldOptions.quiet()),
        // The cookie jar as the design's tokens (it declares them): kept on disk, left behind by a
        // logout whose call failed, sent with every later request.
        Finding(clause: "C1.3", steps: 7, options: WorldOptions.quiet()),
        Finding(clause: "C1.4", steps: 17, options: WorldOptions.quiet {
            $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C4.3", steps: 11, options: WorldOptions.quiet { $0.serverEvents = 2; $0.disturbances = 1 }),
        Finding(clause: "R3", steps: 14, options: WorldOptions.quiet { $0.logouts = 1 }),
        Finding(clause: "R6", steps: 6, options: WorldOptions.quiet()),
        Finding(clause: "R7", steps: 11, options: WorldOptions.quiet { $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 2 }),
        // The refresh cookie in the jar's file as the design's stored refresh credential (0.9.4):
        // never in secure storage, lost to a kill before the user cache is written, not refreshed
        // at launch, and a locked keychain taken for no session.
        Finding(clause: "C1.1", steps: 12, options: WorldOptions.quiet()),
        Finding(clause: "C6.3", steps: 14, options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "R1", steps: 9, options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "R2", steps: 3, options: WorldOptions.quiet { $0.keychainLocks = 1; $0.disturbances = 1 }),
    ]

    /// C6.4 was a false finding here: the profile's 401 was `access_token_expired`, which the
    /// interceptor's refresh cures, as the contract's interceptor asks. With only an expiry (no
    /// revocation, and with the sign-in screen's doors shut) after the restart, it holds.
    @Test func aProfile401ThatARefreshCuresIsTheInterceptors() throws {
        let verdicts = try Exploration.verdicts(
            SoftlockSessionDesign(), ["C6.4"], WorldOptions.quiet {
                $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 1; $0.signedOutRequests = false; $0.signedOutLogouts = false
            })
        #expect(verdicts["C6.4"]?.name == "holds")
    }

    @Test(arguments: findings)
    func findingIsCaughtWithItsShortestTrace(_ finding: Finding) throws {
        let verdicts = try Exploration.verdicts(SoftlockSessionDesign(), [finding.clause], finding.options)
        let verdict = try #require(verdicts[finding.clause])
        #expect(verdict.name == "violated")
        #expect(verdict.trace?.steps.count == finding.steps)
    }

    /// 001's table shows the lock screen "immediately" at a restart with soft lock on, before the
    /// profile check ends: SL7 reads a restart still loading as authed (before 0.7.0 it flagged
    /// this in 21 steps). The lock screen over a guest still breaks it (the `lockScreenWhenSignedOut`
    /// mutant).
    @Test func theLockScreenAtARestartStillLoadingMeetsSL7() throws {
        let options = WorldOptions.quiet { $0.settingsChanges = 1; $0.crashes = 1; $0.backgrounds = 1; $0.disturbances = 2 }
        let verdicts = try Exploration.verdicts(SoftlockSessionDesign(), ["SL7", "W-SL-lock"], options)
        #expect(verdicts["SL7"]?.name == "holds")
        #expect(verdicts["W-SL-lock"]?.name == "witnessed")
    }

    /// What the design does meet, in worlds where the situation arises (the witness shows it).
    @Test(arguments: [
        ("SL1", "W-SL-lock"), ("SL3", "W-SL"), ("SL6", "W-SL-lock"),
    ])
    func softLockClauseHolds(_ clause: String, _ witness: String) throws {
        let options = WorldOptions.quiet { $0.settingsChanges = 1; $0.backgrounds = 1; $0.disturbances = 1; $0.promptFailures = true }
        let verdicts = try Exploration.verdicts(SoftlockSessionDesign(), [clause, witness], options)
        #expect(verdicts[clause]?.name == "holds")
        #expect(verdicts[witness]?.name == "witnessed")
    }

    /// The interceptor's clauses, judged in one exploration as the audit judges them.
    @Test func theInterceptorsClausesHold() throws {
        let clauses = ["C3.1", "C3.2", "C3.3", "C8.1", "I1", "I4", "I6"]
        let options = WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1; $0.faults = 1; $0.disturbances = 1 }
        let verdicts = try Exploration.verdicts(SoftlockSessionDesign(), clauses + ["W-C8", "W-I"], options)
        for clause in clauses { #expect(verdicts[clause]?.name == "holds", "\(clause)") }
        #expect(verdicts["W-C8"]?.name == "witnessed" && verdicts["W-I"]?.name == "witnessed")
    }

    /// The witness reads "a session stored" as a token in secure storage; this design's session
    /// is cookies, so the restart it asks for arises (the SL4 test) but never matches.
    @Test func restartWitnessIsUnwitnessedForACookieSession() throws {
        let options = WorldOptions.quiet { $0.settingsChanges = 1; $0.crashes = 1; $0.disturbances = 1 }
        let verdicts = try Exploration.verdicts(SoftlockSessionDesign(), ["W-SL-restart"], options)
        #expect(verdicts["W-SL-restart"]?.name == "unwitnessed")
    }

    @Test func everyAbsentFeatureHasTheDocumentsReason() throws {
        let system = try #require(AuthSystems.system(named: "softlock-session"))
        #expect(system.absences.map(\.feature) == [.tokenCallback, .biometrics, .biometricSetting, .loginForm, .layeredCache, .authErrorCodes])
        #expect(system.absences.allSatisfy { !$0.reason.isEmpty })
    }

    /// The cookies are the design's tokens, so the token clauses judge them; but the app never
    /// reads them, so NO_ACCESS_TOKEN (C2.1) is not its to give.
    @Test func theCookiesAreTokensTheAppNeverReads() throws {
        let system = try #require(AuthSystems.system(named: "softlock-session"))
        let noToken = try #require(ClauseCatalogue.clause(id: "C2.1"))
        #expect(system.reasonNotApplicable(noToken)?.contains("the app cannot read its cookies") == true)
        let persisted = try #require(ClauseCatalogue.clause(id: "C1.3"))
        #expect(system.reasonNotApplicable(persisted) == nil)
        #expect(try Exploration.verdicts(SoftlockSessionDesign(), ["F-tokens"], WorldOptions.quiet())["F-tokens"]?.name
            == "witnessed")
    }
}

private extension Effect {
    var sentCallEndpoint: Endpoint? {
        if case .send(let call) = self { call.endpoint } else { nil }
    }
}
