import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// CleanerHQ (`004_c84650e9eaf8a1e3.txt`): the flows the document promises work in the model,
/// each ending on the observation its acceptance criterion names; and every finding of the
/// audit is caught with its shortest trace in a small world.
@Suite struct CleanerHQTests {
    /// One run of the CleanerHQ world, driven event by event; each event must be one the world
    /// offers at that point.
    struct Run {
        let world: AuthWorld<CleanerHQDesign>
        var state: WorldState<CleanerHQClient>

        init(_ options: WorldOptions) {
            world = AuthWorld(design: CleanerHQDesign(), options: options)
            state = world.initialStates[0]
        }

        var observation: Observation { world.observe(state) }
        var app: ClientView { observation.client }
        var pendingSends: [Call] { observation.pending.compactMap { if case .send(let call) = $0.effect { call } else { nil } } }
        var callsInFlight: [Call] { observation.calls.map(\.call) }

        mutating func step(_ event: Event, sourceLocation: SourceLocation = #_sourceLocation) throws {
            var enabled: [Event] = []
            world.actions(in: state, into: &enabled)
            #expect(enabled.contains(event), "\(event) is not offered", sourceLocation: sourceLocation)
            state = try #require(world.next(after: state, on: event), "\(event) is disabled", sourceLocation: sourceLocation)
        }

        mutating func steps(_ events: [Event], sourceLocation: SourceLocation = #_sourceLocation) throws {
            for event in events { try step(event, sourceLocation: sourceLocation) }
        }

        /// Launch, read both stores, log in as alice, store both tokens, decline the opt-in.
        mutating func signIn() throws {
            try steps([.launch, .perform, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)),
                       .perform, .answer(slot: 0), .perform, .perform])
            #expect(app.status == .authed && app.screen == .main && app.optInOffered)
            try steps([.user(.answerOptIn(false)), .perform])
        }
    }

    // MARK: S2, token refresh interceptor: each acceptance criterion, ending where it says

    @Test func aSingle401RefreshesAndRetriesTheOriginalRequestTransparently() throws {
        var run = Run(WorldOptions.quiet { $0.serverEvents = 1 })
        try run.signIn()
        try run.steps([.user(.request), .perform, .accessTokenExpires, .answer(slot: 0)])
        #expect(run.app.requests[0] == .waitingForRefresh)
        #expect(run.pendingSends == [Call(.refresh, token: .refresh(1))])
        try run.steps([.perform, .answer(slot: 0), .perform, .perform])
        // "Retry preserves original request method, headers, and body": the same request, marked a retry.
        #expect(run.pendingSends == [Call(.protected(1), token: .access(2), retries: 1)])
        try run.steps([.perform, .answer(slot: 0)])
        #expect(run.app.requests[0] == .succeeded)
        #expect(run.app.status == .authed && run.app.screen == .main)
        // "Successful refresh updates stored tokens in secure storage".
        #expect(run.observation.secure[.refreshToken] == .token(.refresh(2)))
        #expect(run.app.accessToken == .access(2) && run.app.refreshToken == .refresh(2))
        #expect(run.observation.calls.isEmpty && run.observation.pending.isEmpty)
    }

    @Test func concurrent401sShareASingleRefreshCall() throws {
        var run = Run(WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1 })
        try run.signIn()
        try run.steps([.user(.request), .perform, .user(.request), .perform, .accessTokenExpires, .answer(slot: 0)])
        try run.steps([.perform, .answer(slot: 0)])  // the refresh leaves at once; request 2's 401
        #expect(run.app.requests == Self.slots([.waitingForRefresh, .waitingForRefresh]))
        #expect(run.pendingSends.isEmpty)
        #expect(run.observation.calls.map(\.call) == [Call(.refresh, token: .refresh(1))])  // one refresh for both
        try run.steps([.answer(slot: 0), .perform, .perform])
        #expect(run.pendingSends == [Call(.protected(1), token: .access(2), retries: 1),
                                     Call(.protected(2), token: .access(2), retries: 1)])
        try run.steps([.perform, .perform, .answer(slot: 0), .answer(slot: 0)])
        #expect(run.app.requests == Self.slots([.succeeded, .succeeded]))
        #expect(run.observation.server.pairs.count == 2)  // login and the one refresh
    }

    @Test func aFailedRefreshClearsAllTokensAndNavigatesToLogin() throws {
        var run = Run(WorldOptions.quiet { $0.serverEvents = 1; $0.disturbances = 1 })
        try run.signIn()
        try run.steps([.user(.request), .perform, .serverRevokes, .answer(slot: 0), .perform, .answer(slot: 0)])
        // "Refresh request itself does not trigger the interceptor": its 401 starts no other refresh.
        #expect(run.pendingSends.isEmpty)
        #expect(run.app.requests[0] == .failed(.unauthorized))
        try run.steps([.perform, .perform])
        #expect(run.app.status == .guest && run.app.screen == .signIn)
        #expect(run.app.accessToken == nil && run.app.refreshToken == nil)
        #expect(run.observation.secure.isEmpty)
        #expect(run.app.loggedOut)
    }

    @Test func non401ErrorsPassThroughWithoutInterception() throws {
        var run = Run(WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.serverError]; $0.disturbances = 1 })
        try run.signIn()
        try run.steps([.user(.request), .perform, .fault(slot: 0, .serverError)])
        #expect(run.app.requests[0] == .failed(.other(.serverError)))
        #expect(run.pendingSends.isEmpty && run.app.status == .authed && run.app.accessToken == .access(1))
    }

    // MARK: S7, session persistence and app state

    @Test func theLoginStateSurvivesAFullRestartBehindTheSplash() throws {
        var run = Run(WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 })
        try run.signIn()
        try run.steps([.crash, .launch])
        #expect(run.app.status == .loading && run.app.screen == .splash)
        try run.step(.perform)
        #expect(run.app.status == .loading && run.app.screen == .splash)  // tokens still being read
        try run.step(.perform)
        #expect(run.app.status == .authed && run.app.screen == .main && run.app.accessToken == .access(1))
        #expect(run.observation.pending.isEmpty && run.observation.calls.isEmpty)  // validated locally
    }

    /// With a refresh token and no access token stored, the launch refreshes before it decides,
    /// and the splash stays until the session is determined.
    @Test func aStoredRefreshTokenAloneIsRefreshedBeforeTheSessionIsDetermined() throws {
        var run = Run(WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 })
        try run.signIn()
        try run.step(.crash)
        run.state[.secure][.accessToken] = nil
        try run.step(.launch)
        for event in [Event.perform, .perform, .perform, .answer(slot: 0), .perform] {
            #expect(run.app.screen == .splash && run.app.status == .loading)
            try run.step(event)
        }
        #expect(run.app.screen == .splash)
        try run.step(.perform)
        #expect(run.app.status == .authed && run.app.screen == .main && run.app.accessToken == .access(2))
        #expect(run.observation.secure[.refreshToken] == .token(.refresh(2)))
    }

    @Test func aFailedRestoreRefreshGoesToLoginWithNoFlashOfContent() throws {
        var run = Run(WorldOptions.quiet { $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 2 })
        try run.signIn()
        try run.steps([.crash, .serverRevokes])
        run.state[.secure][.accessToken] = nil
        try run.step(.launch)
        for event in [Event.perform, .perform, .perform, .answer(slot: 0)] {
            #expect(run.app.screen == .splash && run.app.status == .loading)
            try run.step(event)
        }
        #expect(run.app.status == .guest && run.app.screen == .signIn && run.app.refreshToken == nil)
        try run.steps([.perform, .perform])
        #expect(run.observation.secure.isEmpty)
    }

    @Test func foregroundingWhenTheTokenExpiresSoonRefreshesProactively() throws {
        var run = Run(WorldOptions.quiet { $0.backgrounds = 1; $0.clockTicks = 1; $0.disturbances = 1 })
        try run.signIn()
        try run.steps([.background, .accessTokenExpiresSoon, .foreground])
        #expect(run.pendingSends == [Call(.refresh, token: .refresh(1))])
        try run.steps([.perform, .answer(slot: 0), .perform, .perform])
        #expect(run.app.accessToken == .access(2) && run.observation.secure[.refreshToken] == .token(.refresh(2)))
        #expect(run.app.status == .authed && run.app.screen == .main)
    }

    @Test func foregroundingWithAFreshTokenLeavesTheTokensAlone() throws {
        var run = Run(WorldOptions.quiet { $0.backgrounds = 1; $0.clockTicks = 1; $0.disturbances = 1 })
        try run.signIn()
        try run.steps([.background, .graceElapsed, .foreground])
        #expect(run.observation.pending.isEmpty && run.app.accessToken == .access(1))
    }

    // MARK: S1, S3, S5: login texts, logout, biometrics

    @Test func loginErrorsShowTheDocumentsTexts() throws {
        var run = Run(WorldOptions.quiet { $0.loginMistakes = true; $0.logins = 3; $0.faults = 1
            $0.faultKinds = [.rateLimited]; $0.disturbances = 1 })
        try run.steps([.launch, .perform, .perform,
                       .user(.submitLogin(.alice, validForm: false, rightPassword: false))])
        #expect(run.pendingSends.isEmpty)  // the form's validation sends nothing
        try run.steps([.user(.submitLogin(.alice, validForm: true, rightPassword: false)), .perform, .answer(slot: 0)])
        #expect(run.app.loginError == .invalidCredentials)
        try run.steps([.user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform,
                       .fault(slot: 0, .rateLimited)])
        #expect(run.app.loginError == .rateLimited && run.app.status == .guest)
    }

    @Test func logoutClearsLocallyEvenWhenTheServerCallFails() throws {
        var run = Run(WorldOptions.quiet { $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]
            $0.disturbances = 1 })
        try run.signIn()
        try run.steps([.user(.logout), .perform, .fault(slot: 0, .networkError), .perform, .perform])
        #expect(run.app.status == .guest && run.app.screen == .signIn && run.app.loggedOut)
        #expect(run.observation.secure.isEmpty && run.app.accessToken == nil && run.app.user == nil)
        #expect(run.observation.asyncStorage[.biometricEnabled] == .flag(false))  // the preference stays
    }

    @Test func theOptInStoresThePreferenceAndTheLaunchAsksTheOS() throws {
        var run = Run(WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 })
        try run.steps([.launch, .perform, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)),
                       .perform, .answer(slot: 0), .perform, .perform, .user(.answerOptIn(true)), .perform])
        #expect(run.observation.asyncStorage[.biometricEnabled] == .flag(true))
        try run.steps([.crash, .launch, .perform, .perform, .perform])
        #expect(run.observation.device.promptShowing && run.app.screen == .splash)
        try run.steps([.prompt(.success), .perform])
        #expect(run.app.status == .authed && run.app.accessToken == .access(1))
    }

    // MARK: The audit's findings, each with its shortest trace in a small world

    struct Finding: Sendable, CustomStringConvertible {
        let clause: String
        let steps: Int
        let options: WorldOptions
        var description: String { "\(clause) in \(steps) steps" }
    }

    static let findings: [Finding] = [
        Finding(clause: "C1.1", steps: 11, options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "C1.2", steps: 15, options: WorldOptions.quiet {
            $0.serverEvents = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C1.3", steps: 7, options: WorldOptions.quiet()),
        Finding(clause: "C1.4", steps: 24, options: WorldOptions.quiet {
            $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C2.1", steps: 4, options: WorldOptions.quiet()),
        Finding(clause: "C3.1", steps: 12, options: WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Finding(clause: "C3.2", steps: 16, options: WorldOptions.quiet {
            $0.clockTicks = 1; $0.backgrounds = 1; $0.serverEvents = 1; $0.disturbances = 1 }),
        Finding(clause: "C3.3", steps: 15, options: WorldOptions.quiet {
            $0.clockTicks = 1; $0.backgrounds = 1; $0.serverEvents = 1; $0.disturbances = 1 }),
        Finding(clause: "C3.5", steps: 8, options: WorldOptions.quiet {
            $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C4.1", steps: 11, options: WorldOptions.quiet {
            $0.serverEvents = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Finding(clause: "C4.2", steps: 19, options: WorldOptions.quiet {
            $0.logouts = 1; $0.crashes = 1; $0.outages = 1; $0.disturbances = 2 }),
        Finding(clause: "C5.3", steps: 22, options: WorldOptions.quiet { $0.logouts = 1; $0.serverEvents = 1 }),
        Finding(clause: "C6.2", steps: 11, options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "C6.3", steps: 12, options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Finding(clause: "C10.2", steps: 16, options: WorldOptions.quiet {
            $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 2 }),
        Finding(clause: "C1.5", steps: 21, options: WorldOptions.quiet { $0.writeFailures = 1; $0.disturbances = 1 }),
        Finding(clause: "B1", steps: 3, options: WorldOptions.quiet()),
        Finding(clause: "B2", steps: 9, options: WorldOptions.quiet()),
        Finding(clause: "B4", steps: 24, options: WorldOptions.quiet {
            $0.logouts = 1; $0.crashes = 1; $0.keychainLocks = 1; $0.disturbances = 2 }),
        Finding(clause: "B8", steps: 13, options: WorldOptions.quiet {
            $0.writeFailures = 1; $0.serverEvents = 1; $0.disturbances = 1 }),
        Finding(clause: "I3", steps: 21, options: WorldOptions.quiet { $0.serverEvents = 2; $0.logouts = 1 }),
        Finding(clause: "I4", steps: 13, options: WorldOptions.quiet {
            $0.serverEvents = 1; $0.writeFailures = 1; $0.disturbances = 1 }),
        Finding(clause: "R2", steps: 3, options: WorldOptions.quiet { $0.keychainLocks = 1; $0.disturbances = 1 }),
        Finding(clause: "R3", steps: 27, options: WorldOptions.quiet { $0.logouts = 1; $0.serverEvents = 1 }),
        Finding(clause: "R4", steps: 22, options: WorldOptions.quiet { $0.logouts = 1; $0.serverEvents = 1 }),
        Finding(clause: "R6", steps: 6, options: WorldOptions.quiet()),
    ]

    /// C6.3 judges a launch that finds a refresh token stored. A kill between the login's two
    /// token writes leaves the access token alone, and the restore entering on it is C6.2's case.
    @Test(arguments: [(false, true), (true, false)])
    func c63JudgesOnlyALaunchThatFindsARefreshToken(_ refreshTokenWritten: Bool, _ holdsThroughout: Bool) throws {
        let world = AuthWorld(design: CleanerHQDesign(), options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 })
        let clause = try #require(ClauseCatalogue.clause(id: "C6.3"))
        guard case .step(let holds) = clause.kind else {
            Issue.record("C6.3 is not a step clause")
            return
        }
        let login: [Event] = [.launch, .perform, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)),
                              .perform, .answer(slot: 0), .perform]
        var state = world.initialStates[0]
        var held = true
        for event in login + (refreshTokenWritten ? [.perform] : []) + [.crash, .launch, .perform, .perform] {
            let next = try #require(world.next(after: state, on: event))
            held = held && holds(world.observe(state), event, world.observe(next, after: event, from: state))
            state = next
        }
        #expect(world.observe(state).client.status == .authed, "the restore enters on the stored access token")
        #expect(held == holdsThroughout)
    }

    @Test(arguments: findings)
    func findingIsCaughtWithItsShortestTrace(_ finding: Finding) throws {
        let verdicts = try Exploration.verdicts(CleanerHQDesign(), [finding.clause], finding.options)
        let verdict = try #require(verdicts[finding.clause])
        #expect(verdict.name == "violated")
        #expect(verdict.trace?.steps.count == finding.steps)
    }

    /// The spec expects exactly these rules violated: a finding added or lost shows here too.
    @Test func theSpecExpectsEveryFindingAndNoOther() throws {
        let expected = Set(Self.findings.map(\.clause))
        #expect(expected.count == Self.findings.count)
        #expect(expected == ["C1.1", "C1.2", "C1.3", "C1.4", "C1.5", "C2.1", "C3.1", "C3.2", "C3.3", "C3.5", "C4.1", "C4.2",
                             "C5.3", "C6.2", "C6.3", "C10.2", "B1", "B2", "B4", "B8", "I3", "I4",
                             "R2", "R3", "R4", "R6"])
    }

    /// What the design gets right holds in the same kind of world, all judged in one exploration
    /// as the audit judges them.
    @Test func whatTheDesignGetsRightHolds() throws {
        let clauses = ["B3", "C3.4", "C5.1", "C5.2", "C7.1", "C7.2", "C7.3", "C8.2", "B5", "B6", "B7", "S6", "S7", "I1", "I6",
                       "R5", "R7"]
        let options = WorldOptions.quiet { $0.logouts = 1; $0.serverEvents = 1; $0.settingsChanges = 1
            $0.loginMistakes = true; $0.faults = 1; $0.disturbances = 1 }
        let verdicts = try Exploration.verdicts(CleanerHQDesign(), clauses, options)
        for clause in clauses { #expect(verdicts[clause]?.name == "holds", "\(clause)") }
    }

    /// R1 was a false finding here: with the preference on and the biometrics gone, 004 falls back
    /// to the password on purpose ("Graceful fallback to password entry if biometric fails or is
    /// unavailable"); the crash forced nothing.
    @Test func losingBiometricsAfterACrashFallsBackToThePasswordAsDesigned() throws {
        let options = WorldOptions.quiet { $0.crashes = 1; $0.deviceChanges = 1; $0.disturbances = 2 }
        #expect(try Exploration.verdicts(CleanerHQDesign(), ["R1"], options)["R1"]?.name == "holds")
    }

    @Test func noRequestEverFailsWithNoAccessToken() throws {
        let verdicts = try Exploration.verdicts(CleanerHQDesign(), ["W-C2-no-token"], WorldOptions.quiet {
            $0.requests = 2; $0.logouts = 1; $0.serverEvents = 1 })
        #expect(verdicts["W-C2-no-token"]?.name == "unwitnessed")
    }

    @Test func absentFeaturesAreNotApplicableWithTheDocumentsReason() throws {
        let system = try #require(AuthSystems.system(named: "cleanerhq"))
        #expect(system.absences.map(\.feature) == [.profileCheck, .softLock, .layeredCache, .accountStatus, .authErrorCodes])
        for id in ["C6.4", "SL1", "S1", "S5", "I7"] {
            let clause = try #require(ClauseCatalogue.clause(id: id))
            #expect(system.reasonNotApplicable(clause)?.isEmpty == false)
        }
    }

    static func slots(_ stages: [RequestStage]) -> Slots<RequestStage> {
        var slots = Slots<RequestStage>()
        for stage in stages { slots.append(stage) }
        return slots
    }
}
