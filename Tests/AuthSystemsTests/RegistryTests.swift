import AuthModel
@testable import AuthSystems
import Testing

/// The systems the checker lists: each named once, each giving the document's reason for every
/// part it lacks (the audit prints it beside every `n/a`) and none for a part it has.
@Suite struct RegistryTests {
    @Test func namesAreDistinctAndFindable() {
        let names = AuthSystems.bundled.map(\.name)
        #expect(names == ["reference", "layered-biometric", "softlock-session", "keychain-rotation", "cleanerhq"])
        for name in names { #expect(AuthSystems.system(named: name)?.name == name) }
    }

    @Test(arguments: AuthSystems.bundled.map(\.name))
    func everyAbsentFeatureHasExactlyOneReason(_ name: String) throws {
        let system = try #require(AuthSystems.system(named: name))
        for feature in Feature.allCases {
            let reasons = system.absences.filter { $0.feature == feature }
            #expect(reasons.count == (system.features.contains(feature) ? 0 : 1), "\(name): \(feature)")
            #expect(reasons.allSatisfy { $0.reason.count > 20 }, "\(name): \(feature) needs the document's reason")
        }
    }

    @Test func aClauseAboutAMissingPartGivesItsReason() throws {
        let system = try #require(AuthSystems.system(named: "softlock-session"))
        let softLockClause = try #require(ClauseCatalogue.clause(id: "SL1"))
        #expect(system.reasonNotApplicable(softLockClause) == nil)
        let noTokenClause = try #require(ClauseCatalogue.clause(id: "C2.1"))
        #expect(system.reasonNotApplicable(noTokenClause)?.contains("httpOnly cookies") == true)
        // Its refresh cookie is its stored refresh credential (0.9.4): C1.1 applies.
        #expect(system.reasonNotApplicable(try #require(ClauseCatalogue.clause(id: "C1.1"))) == nil)
    }
}
