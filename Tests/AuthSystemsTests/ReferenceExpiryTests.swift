import AuthModel
import AuthSystems
import ModelChecking
import Testing

/// Conflict K1's reading, as the reference follows it: three transient refresh failures in a row
/// expire the session (no more refreshes, signed out) but keep the tokens (C3.5), and the requests
/// still in flight are settled (R5), their late 401s no refresh (I7, I8).
@Suite struct ReferenceExpiryTests {
    /// K1's world with one request more than the conflict uses, so that one is still in flight
    /// when the session expires.
    static let world = WorldOptions.quiet {
        $0.requests = 4; $0.serverEvents = 1; $0.faults = 3; $0.faultKinds = [.networkError]
        $0.disturbances = 3; $0.signedOutRequests = false; $0.signedOutLogouts = false
    }

    @Test func theReferenceMeetsEveryClauseOfTheExpiry() throws {
        let clauses = ["C3.5", "C1.2", "C4.1", "I7", "I8", "R5", "C10.1"]
        let verdicts = try Exploration.verdicts(ReferenceDesign(), clauses, Self.world)
        for clause in clauses { #expect(verdicts[clause]?.name == "holds", "\(clause)") }
    }

    /// The strict reading of 001's table (I8-strict) is what the reference gives up: it keeps
    /// the tokens, so the strict reading breaks, as `authcheck conflicts` shows.
    @Test func theStrictReadingIsWhatTheReferenceGivesUp() throws {
        let conflict = try #require(ClauseCatalogue.conflicts.first { $0.id == "K1" })
        let verdict = try #require(try Exploration.verdicts(ReferenceDesign(), clauses: [conflict.strict], Self.world)[conflict.strict.id])
        #expect(verdict.name == "violated")
    }
}
