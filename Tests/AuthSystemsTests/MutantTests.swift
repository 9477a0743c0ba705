import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// Every mutant is caught by the clause it targets, with a shortest trace, while the reference
/// holds that clause in the same world. This is how we know each clause can fail.
@Suite struct MutantTests {
    struct Case: Sendable, CustomStringConvertible {
        let mutation: Mutation
        let clause: String
        /// The length of the shortest counterexample.
        let steps: Int
        let options: WorldOptions
        var description: String { "\(mutation) breaks \(clause)" }
    }

    static let cases: [Case] = [
        Case(mutation: .persistsAccessToken, clause: "C1.3", steps: 8, options: WorldOptions.quiet()),
        Case(mutation: .noFailFast, clause: "C2.1", steps: 4, options: WorldOptions.quiet { $0.faults = 1; $0.disturbances = 1 }),
        Case(mutation: .refreshesTwiceAtOnce, clause: "C3.2", steps: 20,
             options: WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1; $0.disturbances = 1 }),
        Case(mutation: .clearsTokensOnNetworkError, clause: "C4.1", steps: 14,
             options: WorldOptions.quiet { $0.faults = 1; $0.disturbances = 1 }),
        Case(mutation: .logoutKeepsRefreshToken, clause: "C5.3", steps: 16, options: WorldOptions.quiet { $0.logouts = 1 }),
        Case(mutation: .bootstrapNetworkErrorIsGuest, clause: "C4.2", steps: 17,
             options: WorldOptions.quiet { $0.crashes = 1; $0.faults = 1; $0.disturbances = 2 }),
        Case(mutation: .showsContentWhileLoading, clause: "C7.1", steps: 18,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .retriesWithStaleToken, clause: "C2.3", steps: 18,
             options: WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1; $0.disturbances = 1 }),
        Case(mutation: .forgetsQueueOnFailure, clause: "C3.4", steps: 17,
             options: WorldOptions.quiet { $0.serverEvents = 1; $0.faults = 1; $0.disturbances = 2 }),
        Case(mutation: .skipsGraceTimer, clause: "SL3", steps: 14,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Case(mutation: .enablesBiometricsWithoutPrompt, clause: "B2", steps: 12,
             options: WorldOptions.quiet { $0.settingsChanges = 1 }),
        Case(mutation: .noRollback, clause: "S4", steps: 9,
             options: WorldOptions.quiet { $0.writeFailures = 1; $0.disturbances = 1 }),
        Case(mutation: .mixesAccounts, clause: "R8", steps: 21,
             options: WorldOptions.quiet { $0.logins = 2; $0.logouts = 1; $0.secondAccount = true; $0.pairs = 3 }),
        Case(mutation: .refreshesRetriedRequests, clause: "I3", steps: 21,
             options: WorldOptions.quiet { $0.serverEvents = 2; $0.pairs = 3; $0.disturbances = 1 }),
        Case(mutation: .bootstrapSkipsRefresh, clause: "C6.3", steps: 15,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .staleRef, clause: "C8.2", steps: 17, options: WorldOptions.quiet { $0.serverEvents = 1 }),
        Case(mutation: .refreshesAfterRefresh401, clause: "I1", steps: 19,
             options: WorldOptions.quiet { $0.serverEvents = 2; $0.disturbances = 1 }),
        Case(mutation: .ignoresForbidden, clause: "A1", steps: 14,
             options: WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.forbidden]; $0.disturbances = 1 }),
        Case(mutation: .logoutWhileLoggedOutShowsError, clause: "C5.1", steps: 4,
             options: WorldOptions.quiet { $0.logouts = 1 }),
        Case(mutation: .skipsLockOnRestart, clause: "SL4", steps: 23,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .unlocksOnCancel, clause: "SL6", steps: 20,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.backgrounds = 1; $0.disturbances = 1; $0.promptFailures = true }),
        Case(mutation: .switchOffKeepsButton, clause: "B7", steps: 14, options: WorldOptions.quiet { $0.settingsChanges = 2 }),
        Case(mutation: .restoresTwice, clause: "S2", steps: 20,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .sendsInvalidForm, clause: "S6", steps: 4, options: WorldOptions.quiet { $0.loginMistakes = true }),
        Case(mutation: .genericRateLimitText, clause: "S7", steps: 6,
             options: WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.rateLimited]; $0.disturbances = 1 }),
        Case(mutation: .lockedKeychainIsGuest, clause: "R2", steps: 3,
             options: WorldOptions.quiet { $0.keychainLocks = 1; $0.crashes = 1; $0.disturbances = 2 }),
        Case(mutation: .lateRefreshWritesBack, clause: "R4", steps: 25,
             options: WorldOptions.quiet { $0.logouts = 1; $0.serverEvents = 1 }),
        Case(mutation: .contentBehindTheLock, clause: "SL5", steps: 13,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.inactivity = 1; $0.disturbances = 1 }),
        Case(mutation: .lockScreenWhenSignedOut, clause: "SL7", steps: 13,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.logouts = 1 }),
        Case(mutation: .noTokenStaysLoading, clause: "C6.2", steps: 3, options: WorldOptions.quiet()),
        Case(mutation: .logoutDropsPreference, clause: "B5", steps: 23,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.logouts = 1 }),
        Case(mutation: .networkErrorLeavesRequestPending, clause: "R5", steps: 14,
             options: WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Case(mutation: .retriesQueuedTwice, clause: "I4", steps: 18, options: WorldOptions.quiet { $0.serverEvents = 1 }),
        Case(mutation: .refreshesOn500, clause: "I6", steps: 14,
             options: WorldOptions.quiet { $0.faults = 1; $0.faultKinds = [.serverError]; $0.disturbances = 1 }),
        Case(mutation: .profileNetworkErrorIsGuest, clause: "C6.4", steps: 20,
             options: WorldOptions.quiet { $0.crashes = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 2 }),
        Case(mutation: .lockDropsToken, clause: "SL1", steps: 15,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.backgrounds = 1; $0.disturbances = 1 }),
        Case(mutation: .ignoresInactivity, clause: "SL8", steps: 13,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.inactivity = 1; $0.disturbances = 1 }),
        Case(mutation: .offersOptInWithoutBiometrics, clause: "B6", steps: 11,
             options: WorldOptions.quiet { $0.deviceChanges = 1; $0.disturbances = 1 }),
        Case(mutation: .signInWhileLoading, clause: "C7.2", steps: 15,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .startsAsGuest, clause: "C6.1", steps: 1, options: WorldOptions.quiet()),
        Case(mutation: .showsContentWhileLoading, clause: "S1", steps: 18,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .retriesWithStaleToken, clause: "C8.1", steps: 18,
             options: WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1 }),
        Case(mutation: .cachesAnotherUser, clause: "S5", steps: 23,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .requestAfterLogout, clause: "R3", steps: 17, options: WorldOptions.quiet { $0.logouts = 1 }),
        Case(mutation: .neverRetriesKeychain, clause: "R7", steps: 3,
             options: WorldOptions.quiet { $0.keychainLocks = 1; $0.disturbances = 1 }),
        Case(mutation: .declineSignsOut, clause: "B3", steps: 11, options: WorldOptions.quiet()),
        Case(mutation: .keepsDeadCredential, clause: "B4", steps: 28,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.logouts = 1; $0.serverEvents = 1; $0.disturbances = 1 }),
        Case(mutation: .keepsTokenAfterAuthFailure, clause: "C1.4", steps: 20,
             options: WorldOptions.quiet { $0.serverEvents = 1; $0.disturbances = 1 }),
        Case(mutation: .keepsOldRefreshToken, clause: "C1.5", steps: 20, options: WorldOptions.quiet { $0.serverEvents = 1 }),
        Case(mutation: .noTokenClearsStorage, clause: "C2.2", steps: 4, options: WorldOptions.quiet()),
        Case(mutation: .refreshesTwiceAtOnce, clause: "C3.3", steps: 18,
             options: WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1; $0.disturbances = 1 }),
        Case(mutation: .keepsSessionOnAuthError, clause: "C4.3", steps: 18,
             options: WorldOptions.quiet { $0.serverEvents = 2; $0.disturbances = 1 }),
        Case(mutation: .logoutShowsError, clause: "C5.2", steps: 19,
             options: WorldOptions.quiet { $0.logouts = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 1 }),
        Case(mutation: .optInOnSignInScreen, clause: "C7.3", steps: 10, options: WorldOptions.quiet()),
        Case(mutation: .bootstrapNeverRetries, clause: "C10.1", steps: 17,
             options: WorldOptions.quiet { $0.crashes = 1; $0.faults = 1; $0.faultKinds = [.networkError]; $0.disturbances = 2 }),
        Case(mutation: .entersWithOldToken, clause: "B8", steps: 26,
             options: WorldOptions.quiet { $0.settingsChanges = 1; $0.logouts = 1 }),
        Case(mutation: .forgetsQueueOnFailure, clause: "I5", steps: 17,
             options: WorldOptions.quiet { $0.serverEvents = 1; $0.faults = 1; $0.disturbances = 2 }),
        Case(mutation: .refreshesOnRevoked, clause: "I7", steps: 15,
             options: WorldOptions.quiet { $0.serverEvents = 1; $0.disturbances = 1 }),
        Case(mutation: .neverGivesUp, clause: "I8", steps: 27,
             options: WorldOptions.quiet { $0.requests = 3; $0.serverEvents = 1; $0.faults = 3; $0.faultKinds = [.serverError]; $0.disturbances = 3 }),
        Case(mutation: .launchIgnoresStoredSession, clause: "R1", steps: 11,
             options: WorldOptions.quiet { $0.crashes = 1; $0.disturbances = 1 }),
        Case(mutation: .logoutKeepsQueue, clause: "R6", steps: 16,
             options: WorldOptions.quiet { $0.serverEvents = 1; $0.logouts = 1 }),
        Case(mutation: .takesFailedDeleteForDone, clause: "E1", steps: 13,
             options: WorldOptions.quiet { $0.logouts = 1; $0.deleteFailures = 1; $0.disturbances = 1 }),
        Case(mutation: .entersOfflineOnNetworkError, clause: "C6.3", steps: 17,
             options: WorldOptions.quiet { $0.crashes = 1; $0.lostAnswers = 1; $0.disturbances = 2 }),
        Case(mutation: .resumesTornSession, clause: "E3", steps: 20,
             options: WorldOptions.quiet { $0.reinstalls = 1; $0.disturbances = 1 }),
        Case(mutation: .keepsLastBiometricAccount, clause: "E2", steps: 30,
             options: WorldOptions.quiet { $0.logins = 2; $0.logouts = 1; $0.secondAccount = true }),
        Case(mutation: .biometricLoginDuringDeletes, clause: "E1", steps: 29,
             options: WorldOptions.quiet { $0.deleteFailures = 3; $0.logouts = 1; $0.disturbances = 3 }),
        Case(mutation: .biometricLoginDuringDeletes, clause: "C3.5", steps: 36,
             options: WorldOptions.quiet { $0.deleteFailures = 3; $0.logouts = 1; $0.serverEvents = 1; $0.pairs = 3; $0.disturbances = 4 }),
    ]

    @Test(arguments: cases)
    func mutantIsCaughtWithAShortestTrace(_ testCase: Case) throws {
        let verdicts = try Exploration.verdicts(MutantDesign(mutation: testCase.mutation), [testCase.clause], testCase.options)
        let verdict = try #require(verdicts[testCase.clause])
        #expect(verdict.name == "violated")
        #expect(verdict.trace?.steps.count == testCase.steps)
    }

    @Test(arguments: cases)
    func referenceHoldsTheSameClause(_ testCase: Case) throws {
        let verdicts = try Exploration.verdicts(ReferenceDesign(), [testCase.clause], testCase.options)
        #expect(verdicts[testCase.clause]?.name == "holds")
    }

    @Test func everyMutationHasACase() {
        #expect(Set(Self.cases.map(\.mutation)) == Set(Mutation.allCases))
    }
}
