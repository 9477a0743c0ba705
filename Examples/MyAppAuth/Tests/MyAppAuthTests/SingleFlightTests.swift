import AuthCheck
import MyAppAuth
import Testing

/// "Two concurrent 401s start two refreshes" is caught by the single-flight clauses, with
/// shortest counterexamples, while MyApp holds them in the same world.
@Suite struct SingleFlightTests {
    static let world = WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1 }
    static let clauses = ["C3.2", "C3.3", "W-C8"].compactMap(ClauseCatalogue.clause(id:))

    @Test func twoRefreshesAtOnceAreCaught() throws {
        let variant = AuthSystem(DoubleRefreshDesign(), summary: "test variant", version: 1)
        let report = try variant.check(SystemRun(options: Self.world, clauses: Self.clauses))
        // C3.3 sees the second 401 queue a refresh of its own; C3.2 sees both calls in flight.
        let waits = try #require(report.verdict("C3.3"))
        let oneInFlight = try #require(report.verdict("C3.2"))
        #expect(waits.name == "violated")
        #expect(waits.trace?.steps.count == 15)
        #expect(oneInFlight.name == "violated")
        #expect(oneInFlight.trace?.steps.count == 17)
        let last = try #require(oneInFlight.trace?.steps.last?.observation)
        #expect(last.refreshesInFlight == 2)
    }

    @Test func myAppSharesOneRefresh() throws {
        let report = try MyAppAuthDesign.system.check(SystemRun(options: Self.world, clauses: Self.clauses))
        #expect(report.verdict("C3.2")?.name == "holds")
        #expect(report.verdict("C3.3")?.name == "holds")
        #expect(report.verdict("W-C8")?.name == "witnessed", "two requests do wait for one refresh")
    }
}
