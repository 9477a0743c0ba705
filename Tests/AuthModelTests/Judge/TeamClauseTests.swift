import AuthModel
import ModelChecking
import Testing

/// A team's clauses, written through the public API only (no `@testable`), judged in one pass
/// with the catalogue's: the ways to write a clause before `on:` existed still compile and judge.
@Suite struct TeamClauseTests {
    @Test func aTeamsClausesAreJudgedInOnePassWithTheCatalogues() throws {
        let world = TinyDesign.world
        let loggedOutMeansGuest = Clause.step(
            "APP1", "A logout leaves the app a guest", source: "MyApp auth requirements", requires: [.logout]
        ) { t in
            t.event != .user(.logout) || t.after.client.status == .guest
        }
        let logoutKeepsToken = Clause.step(
            "APP2", "A logout keeps the token (a bug)", source: "MyApp auth requirements", requires: [.logout],
            on: .user
        ) { t in
            t.event != .user(.logout) || t.after.client.accessToken != nil
        }
        let clauses = [loggedOutMeansGuest, logoutKeepsToken] + ClauseCatalogue.all.filter {
            $0.applies(to: world.design.features)
        }
        let result = try Checker(
            model: world, properties: ClauseJudge(world: world, clauses: clauses, dropsDecided: true).properties()
        ).run()
        #expect(result.verdict(of: "APP1")?.name == "holds")
        let broken = try #require(result.verdict(of: "APP2")?.trace)
        #expect(broken.actions.last == .user(.logout))
    }
}
