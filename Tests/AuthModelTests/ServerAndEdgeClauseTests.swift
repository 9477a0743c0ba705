@testable import AuthModel
import Testing

/// The clauses no design of ours can break, judged on hand-built steps: the server's rules
/// (C9.1, C9.2: the world's server keeps them by construction), a 401 to logout (I2: the
/// world's server answers every logout 200) and a warm start with partial data (S3: the
/// reference never leaves it). Each holds on a correct step and fails on a broken one.
@Suite struct ServerAndEdgeClauseTests {
    typealias Build = ClausePredicateTests

    func holds(_ id: String, _ before: Observation, _ event: Event, _ after: Observation) throws -> Bool {
        try ClausePredicateTests().holds(id, before, event, after)
    }

    static let refreshCall = Call(.refresh, token: .refresh(1))

    @Test func c91TheOldRefreshTokenDiesWithTheRotation() throws {
        let server = Build.server(issuing: [.alice])
        let before = Build.observation(
            server: server, calls: Build.slots([InFlightCall(call: Self.refreshCall, cause: .lifecycle, orphaned: false)]))
        var rotated = server
        let answer = rotated.answer(Self.refreshCall)
        #expect(answer == .ok(account: .alice, pair: 2))
        #expect(try holds("C9.1", before, .answer(slot: 0), Build.observation(server: rotated, answered: answer)))
        // A server that issues pair 2 and leaves R1 valid.
        let careless = Build.server(issuing: [.alice, .alice])
        #expect(try !holds("C9.1", before, .answer(slot: 0), Build.observation(server: careless, answered: answer)))
    }

    @Test func c92ADeadTokenIsRejectedEveryTime() throws {
        var server = Build.server(issuing: [.alice])
        server.expire(.access, ofPair: 1)
        let request = InFlightCall(call: Call(.protected(1), token: .access(1)), cause: .lifecycle, orphaned: false)
        let before = Build.observation(server: server, calls: Build.slots([request]))
        let rejected = Build.observation(server: server, answered: .unauthorized(.accessTokenExpired, requiresReauth: false))
        let accepted = Build.observation(server: server, answered: .ok(account: nil, pair: nil))
        #expect(try holds("C9.2", before, .answer(slot: 0), rejected))
        #expect(try !holds("C9.2", before, .answer(slot: 0), accepted))
    }

    @Test func i2ALogout401IsNeverRetried() throws {
        let logout = Call(.logout, token: .refresh(1))
        let refused = Cause.response(.logout, .unauthorized(.tokenRevoked, requiresReauth: true))
        let lost = Cause.response(.logout, .networkError)
        let before = Build.observation(pending: Build.slots([PendingEffect(effect: .send(logout), cause: refused)]))
        func resent(because cause: Cause) -> Observation {
            Build.observation(performed: PendingEffect(effect: .send(logout), cause: cause))
        }
        #expect(try holds("I2", before, .perform, resent(because: lost)))
        #expect(try !holds("I2", before, .perform, resent(because: refused)))
    }

    @Test func s3APartialWarmStartIsWiped() throws {
        let loading = Build.client { $0.status = .loading; $0.screen = .splash }
        let stored = Build.store([.refreshToken: .token(.refresh(1))])
        let before = Build.observation(client: loading, secure: stored, fastCache: Build.store([.tenant: .account(.alice)]))
        let wiped = Build.observation(
            client: Build.client { $0.status = .guest; $0.screen = .signIn },
            fastCache: Build.store([.tenant: .account(.alice)]))
        let restored = Build.observation(
            client: Build.client { $0.status = .authed; $0.screen = .main; $0.user = .alice },
            secure: stored, fastCache: Build.store([.tenant: .account(.alice)]))
        #expect(try holds("S3", before, .perform, wiped))
        #expect(try !holds("S3", before, .perform, restored))
    }
}
