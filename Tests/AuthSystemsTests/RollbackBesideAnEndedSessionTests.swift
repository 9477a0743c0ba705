@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// The path on which 0.9.8's deep run (three answer faults beside three failed writes) found the
/// reference breaking C1.2 as then read: three refreshes fail on the network and the session ends
/// with its token kept (I8, C4.1); a biometric login's first cache write fails and its rollback
/// empties the cache (S4) beside the older session's token, which is not the login's to take back
/// (C1.2); the app is killed; the launch finds the token without a cached user and drops it (S3).
/// C1.2 yields to S3 there, as the reading says, and every other step clause holds on the path.
@Suite struct RollbackBesideAnEndedSessionTests {
    static let options = WorldOptions.quiet {
        $0.requests = 3
        $0.crashes = 1
        $0.pairs = 3
        $0.faults = 3
        $0.faultKinds = [.networkError]
        $0.writeFailures = 1
        $0.serverEvents = 1
        $0.disturbances = 5
    }

    static let path: [Event] = FidelityEventTests.signIn.dropLast() + [
        .user(.answerOptIn(true)), .user(.request), .user(.request), .user(.request), .perform, .perform, .perform,
        .perform, .prompt(.success), .perform, .perform, .accessTokenExpires,
        .answer(slot: 0), .perform, .fault(slot: 2, .networkError),
        .answer(slot: 0), .perform, .fault(slot: 1, .networkError),
        .answer(slot: 0), .perform, .fault(slot: 0, .networkError),
        .user(.biometricLogin), .perform, .prompt(.success), .perform, .answer(slot: 0), .writeFails,
        .perform, .perform, .perform, .crash, .launch, .perform, .perform, .perform, .perform,
    ]

    /// The world tells the clauses whether the design keeps the session in its fast cache, from
    /// its declared features: the reference does (`layeredCache`); `keychain-rotation` does not,
    /// and an empty cache beside its token is no torn session.
    @Test func theWorldSaysWhetherTheDesignKeepsASessionCache() {
        let reference = AuthWorld(design: ReferenceDesign())
        #expect(reference.observe(reference.initialStates[0]).keepsSessionCache)
        let rotation = AuthWorld(design: KeychainRotationDesign())
        #expect(!rotation.observe(rotation.initialStates[0]).keepsSessionCache)
        #expect(!rotation.observe(rotation.initialStates[0]).hasTornCache)
    }

    @Test func theLaunchDropsTheOlderTokenAndC12YieldsToS3() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: Self.options)
        var state = world.initialStates[0]
        var transitions: [Transition] = []
        for event in Self.path {
            #expect(FidelityEventTests.enabled(world, state).contains(event), "\(event) is not offered")
            let next = try #require(world.next(after: state, on: event), "\(event) is disabled")
            transitions.append(Transition(before: world.observe(state), event: event, after: world.observe(next, after: event, from: state)))
            state = next
        }
        // The situation: the launch found the older session's token beside an empty cache, and dropped it.
        let launchRead = try #require(transitions.dropLast().last)
        #expect(launchRead.before.storedRefreshToken == .refresh(1) && launchRead.before.fastCache.isEmpty)
        #expect(launchRead.before.keepsSessionCache && launchRead.before.hasTornCache)
        let drop = try #require(transitions.last)
        #expect(drop.before.storedRefreshToken == .refresh(1) && drop.after.storedRefreshToken == nil)
        #expect(drop.after.performed?.cause == .launch)
        let stepClauses = ClauseCatalogue.all.filter { clause in
            if case .step = clause.kind { clause.applies(to: ReferenceDesign().features) } else { false }
        }
        #expect(stepClauses.contains { $0.id == "C1.2" } && stepClauses.contains { $0.id == "S3" })
        for (number, transition) in transitions.enumerated() {
            for clause in stepClauses {
                #expect(clause.judgesTransition(transition), "\(clause.id) breaks at step \(number + 1)")
            }
        }
    }
}
