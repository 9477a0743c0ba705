import AuthCheck
import MyAppAuth
import Testing

/// The team's clause APP1 holds on MyApp, and breaks on a design whose logout forgets the cached
/// profile, with a shortest counterexample.
@Suite struct TeamClauseTests {
    @Test func app1HoldsAndItsSituationArises() throws {
        let report = try SpecRun.report.get()
        #expect(report.verdict("APP1")?.name == "holds")
        #expect(report.verdict("W-APP1")?.name == "witnessed")
    }

    @Test func app1CatchesALogoutThatForgetsTheProfile() throws {
        let world = WorldOptions.quiet { $0.logouts = 1 }
        let forgetful = AuthSystem(ForgetfulLogoutDesign(), summary: "test variant", version: 1)
        let broken = try forgetful.check(SystemRun(options: world, clauses: MyAppClauses.all))
        let trace = try #require(broken.verdict("APP1")?.trace, "APP1 violated")
        #expect(broken.verdict("APP1")?.name == "violated")
        #expect(trace.steps.count == 10)
        let last = try #require(trace.steps.last?.observation)
        #expect(last.client.loggedOut && last.fastCache[.user] == .account(.alice))
        #expect(last.secure[.refreshToken] == nil, "the token was deleted, the profile was not")

        let sound = try MyAppAuthDesign.system.check(SystemRun(options: world, clauses: MyAppClauses.all))
        #expect(sound.verdict("APP1")?.name == "holds", "MyApp holds it in the same world")
    }
}
