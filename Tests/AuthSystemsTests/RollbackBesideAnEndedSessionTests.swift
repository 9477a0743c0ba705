@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// A login over the token of a session that ended with its tokens kept (I8, the reading K1
/// chose). 0.9.8's deep run (three answer faults beside three failed writes) found the reference,
/// which then wrote the cache first, emptying the cache in a failed login's rollback (S4) beside
/// the older session's token; after a kill the launch found the token without a cached user and
/// dropped it (S3), which C1.2 forbids. The reference now writes the new token first there: a
/// failed token write leaves the older session whole and is tried again, a failed cache write
/// takes back only this login's own token, and a kill between the writes resumes the new session.
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

    /// Alice signs in (pair 1) and opts in to biometrics; three refreshes fail on the network and
    /// the session ends with its tokens kept (I8).
    static let endedWithAliceSaved: [Event] = FidelityEventTests.signIn.dropLast() + [
        .user(.answerOptIn(true)), .user(.request), .user(.request), .user(.request), .perform, .perform, .perform,
        .perform, .prompt(.success), .perform, .perform, .accessTokenExpires,
        .answer(slot: 0), .perform, .fault(slot: 2, .networkError),
        .answer(slot: 0), .perform, .fault(slot: 1, .networkError),
        .answer(slot: 0), .perform, .fault(slot: 0, .networkError),
    ]

    /// Then her biometric login is answered with pair 2.
    static let answeredOverAKeptToken: [Event] = endedWithAliceSaved + [
        .user(.biometricLogin), .perform, .prompt(.success), .perform, .answer(slot: 0),
    ]

    static func store(_ entries: KeyValuePairs<StorageKey, StoredValue>) -> Store {
        var store = Store()
        for (key, value) in entries { store[key] = value }
        return store
    }

    static let keptSession = store([.refreshToken: .token(.refresh(1)), .userEmail: .account(.alice)])
    static let aliceCache = store([.user: .account(.alice), .tenant: .account(.alice), .permissions: .account(.alice)])

    /// The reference before the change: the kept token is hidden from it while it takes the
    /// login's answer, so it writes the cache first, as over no token.
    struct CacheFirstOverAKeptToken: AuthDesign {
        let reference = ReferenceDesign()
        var name: String { "cache-first-over-a-kept-token" }
        var features: [Feature] { reference.features }
        var initialClient: ReferenceClient { reference.initialClient }
        func view(of client: ReferenceClient) -> ClientView { reference.view(of: client) }
        func reduce(into client: inout ReferenceClient, _ event: ClientEvent) -> [Effect] {
            if MutantDesign.isLoginAnswer(event) { client.refreshToken = nil }
            return reference.reduce(into: &client, event)
        }
    }

    /// Plays `events` from the first initial state, each one offered, and returns the steps.
    static func play<Design: AuthDesign>(
        _ design: Design, _ events: [Event], options: WorldOptions = options
    ) throws -> (state: WorldState<Design.Client>, steps: [Transition]) {
        let world = AuthWorld(design: design, options: options)
        var state = world.initialStates[0]
        var steps: [Transition] = []
        for event in events {
            var enabled: [Event] = []
            world.actions(in: state, into: &enabled)
            #expect(enabled.contains(event), "\(event) is not offered at step \(steps.count + 1)")
            let next = try #require(world.next(after: state, on: event), "\(event) is disabled")
            steps.append(Transition(before: world.observe(state), event: event, after: world.observe(next, after: event, from: state)))
            state = next
        }
        return (state, steps)
    }

    /// The step and always clauses that apply to the reference, each judged on every step and
    /// on the state it reaches.
    static func brokenStepClauses(_ steps: [Transition]) -> [String] {
        let clauses = ClauseCatalogue.all.filter { $0.applies(to: ReferenceDesign().features) }
        return steps.enumerated().flatMap { number, step in
            clauses.filter { clause in
                switch clause.kind {
                case .step: !clause.judgesTransition(step)
                case .always(let holds): !holds(step.after)
                case .reach, .recover, .unjudgeable: false
                }
            }.map { "\($0.id) at step \(number + 1)" }
        }
    }

    @Test func cacheFirstEmptiesTheCacheBesideTheKeptTokenAndTheLaunchBreaksC12() throws {
        let (_, steps) = try Self.play(CacheFirstOverAKeptToken(), Self.answeredOverAKeptToken + [
            .writeFails, .perform, .perform, .perform, .crash, .launch, .perform, .perform, .perform, .perform,
        ])
        let launchRead = try #require(steps.dropLast().last)
        #expect(launchRead.before.secure == Self.keptSession && launchRead.before.fastCache.isEmpty)
        #expect(!launchRead.before.hasTornCache, "an emptied cache is no torn session")
        let drop = try #require(steps.last)
        #expect(drop.after.storedRefreshToken == nil && drop.after.performed?.cause == .launch)
        #expect(Self.brokenStepClauses(steps) == ["C1.2 at step \(steps.count)"])
    }

    @Test func theReferenceReplacesTheKeptTokenFirst() throws {
        let (state, steps) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken)
        #expect(state.pending[0].effect == .write(.secure, .refreshToken, .token(.refresh(2))))
        #expect(state.secure == Self.keptSession && state.fastCache == Self.aliceCache)
        #expect(Self.brokenStepClauses(steps) == [])
    }

    @Test func aFailedTokenWriteLeavesTheEndedSessionWholeAndIsTriedAgain() throws {
        let (state, steps) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [.writeFails])
        #expect(state.secure == Self.keptSession && state.fastCache == Self.aliceCache)
        #expect(state.pending.count == 1 && state.pending[0].effect == .write(.secure, .refreshToken, .token(.refresh(2))))
        let (signedIn, rest) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [
            .writeFails, .perform, .perform, .perform, .perform, .perform,
        ])
        #expect(signedIn.client?.phase == .authed && signedIn.secure[.refreshToken] == .token(.refresh(2)))
        #expect(signedIn.calls.map(\.call) == [Call(.logout, token: .refresh(1))], "the replaced token's revocation")
        #expect(Self.brokenStepClauses(steps + rest.dropFirst(steps.count)) == [])
    }

    /// The token write, the replaced token's revocation sent, then the user's write fails: the
    /// rollback takes back this login's token and the cache, and revokes the pair it was granted.
    @Test func aFailedCacheWriteTakesBackOnlyThisLoginsToken() throws {
        let (state, steps) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [
            .perform, .perform, .writeFails, .perform, .perform, .perform, .perform, .perform,
        ])
        #expect(state.secure == Self.store([.userEmail: .account(.alice)]) && state.fastCache.isEmpty)
        #expect(state.client?.phase == .guest && state.client?.loginError == .saveFailed && state.pending.isEmpty)
        #expect(state.calls.map(\.call) == [Call(.logout, token: .refresh(1)), Call(.logout, token: .refresh(2))])
        #expect(Self.brokenStepClauses(steps) == [])
        // Both answered: neither pair stays valid at the server with no device holding it.
        let (revoked, rest) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [
            .perform, .perform, .writeFails, .perform, .perform, .perform, .perform, .perform, .answer(slot: 0), .answer(slot: 0),
        ])
        #expect(revoked.server.pair(1)?.refresh == .revoked && revoked.server.pair(2)?.refresh == .revoked)
        #expect(revoked.client?.phase == .guest && revoked.client?.loginError == .saveFailed)
        #expect(Self.brokenStepClauses(rest) == [])
    }

    /// A keychain that refuses the new token every time: after `replacingTokenAttempts` tries the
    /// login gives up ("Failed to save login data"), leaves the ended session as it was (its
    /// token and cache stored, its refresh token in memory for the next login to replace first)
    /// and revokes the pair it was granted. S4 holds: the cache left is the older session's.
    @Test func aTokenWriteThatKeepsFailingGivesUpAndLeavesTheEndedSessionWhole() throws {
        var options = Self.options
        options.writeFailures = 3
        options.disturbances = 7
        let refused = Self.answeredOverAKeptToken + [.writeFails, .writeFails]
        let (retrying, _) = try Self.play(ReferenceDesign(), refused, options: options)
        #expect(retrying.pending.map(\.effect) == [.write(.secure, .refreshToken, .token(.refresh(2)))], "tried a third time")
        let (gaveUp, _) = try Self.play(ReferenceDesign(), refused + [.writeFails], options: options)
        #expect(gaveUp.client?.phase == .guest && gaveUp.client?.loginError == .saveFailed)
        #expect(gaveUp.client?.refreshToken == .refresh(1) && gaveUp.client?.accessToken == nil)
        #expect(gaveUp.secure == Self.keptSession && gaveUp.fastCache == Self.aliceCache)
        #expect(gaveUp.pending.map(\.effect) == [.send(Call(.logout, token: .refresh(2)))])
        let (state, steps) = try Self.play(ReferenceDesign(), refused + [.writeFails, .perform, .answer(slot: 0)], options: options)
        #expect(state.server.pair(2)?.refresh == .revoked && state.server.pair(1)?.refresh == .valid)
        #expect(state.secure == Self.keptSession && state.fastCache == Self.aliceCache && state.pending.isEmpty)
        #expect(Self.brokenStepClauses(steps) == [])
        // The next login over the same kept token writes its token first again.
        let (again, _) = try Self.play(ReferenceDesign(), refused + [
            .writeFails, .perform, .answer(slot: 0), .user(.biometricLogin), .perform, .prompt(.success), .perform, .answer(slot: 0),
        ], options: options)
        #expect(again.pending.first?.effect == .write(.secure, .refreshToken, .token(.refresh(3))))
    }

    /// The kept token is revoked at the server once the new one has replaced it, not before: a
    /// failed write of the new token leaves the ended session whole (the test above), so its
    /// token must stay good for the retry K1 keeps it for.
    @Test func theReplacedTokenIsRevokedOnceTheNewOneIsStored() throws {
        let (answered, _) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken)
        #expect(!answered.pending.contains { $0.effect.sentCall?.endpoint == .logout })
        let (stored, _) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [.perform])
        #expect(stored.secure[.refreshToken] == .token(.refresh(2)) && stored.server.pair(1)?.refresh == .valid)
        #expect(stored.pending.first?.effect == .send(Call(.logout, token: .refresh(1))))
        let (state, steps) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [
            .perform, .perform, .answer(slot: 0), .perform, .perform, .perform,
        ])
        #expect(state.server.pair(1)?.refresh == .revoked, "its access token had expired already")
        #expect(state.server.pair(2)?.refresh == .valid && state.client?.phase == .authed && state.pending.isEmpty)
        #expect(Self.brokenStepClauses(steps) == [])
    }

    /// A login over no kept token whose cache write fails revokes the pair it was granted: it
    /// stored no token (the token is written last there), so no store holds that pair.
    @Test func aFailedLoginRevokesThePairItWasGranted() throws {
        let (state, steps) = try Self.play(ReferenceDesign(), FidelityEventTests.signIn.prefix(6) + [
            .writeFails, .perform, .perform, .perform, .perform, .answer(slot: 0),
        ])
        #expect(state.client?.phase == .guest && state.client?.loginError == .saveFailed && state.pending.isEmpty)
        #expect(state.secure.isEmpty && state.fastCache.isEmpty && state.calls.isEmpty)
        #expect(state.server.pair(1)?.refresh == .revoked)
        #expect(Self.brokenStepClauses(steps) == [])
    }

    @Test func aKillBetweenTheWritesResumesTheNewSession() throws {
        let (state, steps) = try Self.play(ReferenceDesign(), Self.answeredOverAKeptToken + [
            .perform, .crash, .launch, .perform, .perform, .perform,
        ])
        #expect(state.secure[.refreshToken] == .token(.refresh(2)) && state.fastCache == Self.aliceCache)
        #expect(state.client?.phase == .restoring)
        #expect(state.pending.map(\.effect) == [.send(Call(.refresh, token: .refresh(2)))], "\(state.pending)")
        #expect(Self.brokenStepClauses(steps) == [])
    }

    /// Bob signs in over alice's kept token while her biometric login is saved: the delete of her
    /// credential the answer asks for fails, its retry waits behind bob's token write, and the
    /// app is killed between them. The launch resumes bob's session beside alice's credential;
    /// `/auth/me` says bob, and the reference drops alice's credential there (E2).
    @Test func anotherAccountsCredentialLeftByAKillIsDroppedWhenTheSessionResumes() throws {
        var options = Self.options
        options.writeFailures = 0
        options.deleteFailures = 1
        options.logins = 2
        options.secondAccount = true
        options.disturbances = 6
        let bobAnswered = Self.endedWithAliceSaved + [
            .user(.submitLogin(.bob, validForm: true, rightPassword: true)), .perform, .answer(slot: 0),
        ]
        let killed: [Event] = bobAnswered + [.deleteFails, .perform, .crash, .launch, .perform, .perform, .perform]
        let (resuming, _) = try Self.play(ReferenceDesign(), killed, options: options)
        #expect(resuming.secure == Self.store([.refreshToken: .token(.refresh(2)), .userEmail: .account(.alice)]))
        // The restore's refresh and its write, then `/auth/me`, then whatever its answer queued.
        let answered = killed + [.perform, .answer(slot: 0), .perform, .perform, .answer(slot: 0)]
        let (profiled, _) = try Self.play(ReferenceDesign(), answered, options: options)
        let settle = [Event](repeating: .perform, count: profiled.pending.count)
        let (state, steps) = try Self.play(ReferenceDesign(), answered + settle, options: options)
        #expect(state.client?.phase == .authed && state.pending.isEmpty)
        #expect(state.secure == Self.store([.refreshToken: .token(.refresh(3))]))
        #expect(Self.brokenStepClauses(steps) == [])
    }
}
