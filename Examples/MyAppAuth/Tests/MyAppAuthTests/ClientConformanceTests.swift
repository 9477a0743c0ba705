import AuthCheck
import MyAppAuth
import MyAppConformance
import Testing

/// MyApp's real client (`MyAppClient`) driven through the model's traces: the covering set of
/// `specs/myapp.json` and seeded random walks, compared with `MyAppAuthDesign` after every event.
@Suite struct ClientConformanceTests {
    @Test func theClientFollowsItsDesign() async throws {
        let report = try await Conformance.check(
            spec: SpecRun.path, system: MyAppAuthDesign.system, clauses: ClauseCatalogue.all + MyAppClauses.all,
            toolName: "myapp-authcheck"
        ) { AsyncDriver<MyAppAdapter>() }
        #expect(report.conforms, "\(report.text)")
        // Every witness the spec's worlds reach was driven: a 401 during a refresh, two requests
        // waiting for one, a kill between two writes, a late refresh after relogin, a request and a
        // logout on the sign-in screen (the signedOut world)… (the three left, W-E-delete, W-E-lost
        // and W-E-reinstall, need events no world of the spec switches on).
        #expect(report.text.contains("and to 31 of 34 witnesses\n"), "\(report.text)")
    }
}
