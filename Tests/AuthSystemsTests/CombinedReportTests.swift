import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// A spec's worlds combined into one report: each clause by the worlds that judged it. A world
/// that does not list a clause takes no part in its verdict; the one-argument form, for worlds
/// that all judge the same clauses, gives what the clause-aware form gives with their clauses.
@Suite struct CombinedReportTests {
    static let holds = try! #require(ClauseCatalogue.clause(id: "C1.3"))
    static let witness = try! #require(ClauseCatalogue.clause(id: "W-C1"))

    static func report(_ outcomes: [(Clause, ClauseVerdict)], engineBytes: Int = 0) -> SystemReport {
        SystemReport(
            system: "toy", outcomes: outcomes.map { ClauseOutcome(clause: $0.0, verdict: $0.1) }, statistics: Statistics(),
            stoppedBy: nil, stoppedDecided: false, elapsedSeconds: 0, engineBytes: engineBytes)
    }

    @Test func theCombinedMemoryIsTheLargestWorlds() {
        // The memory bound applies to each world, so the figure that compares with it is the
        // largest world's, not the sum.
        let small = Self.report([(Self.holds, .holds)], engineBytes: 3_000)
        let large = Self.report([(Self.holds, .holds)], engineBytes: 7_000)
        #expect(SystemReport.combined([("small", small), ("large", large), ("again", small)]).engineBytes == 7_000)
    }

    @Test func aWorldThatDoesNotJudgeAClauseTakesNoPartInItsVerdict() {
        let quiet = Self.report([(Self.holds, .holds), (Self.witness, .unwitnessed)])
        let doorsOnly = Self.report([(Self.witness, .inconclusive(.states(10)))])
        let combined = SystemReport.combined([("quiet", quiet), ("doors", doorsOnly)], clauses: [Self.holds, Self.witness])
        #expect(combined.outcomes.map(\.clause.id) == ["C1.3", "W-C1"])
        #expect(combined.outcomes.map(\.verdict.name) == ["holds", "inconclusive"])
        // Had the second world judged C1.3 and not decided it, C1.3 would be inconclusive.
        let doorsJudgingAll = Self.report([(Self.holds, .inconclusive(.states(10))), (Self.witness, .unwitnessed)])
        let both = SystemReport.combined([("quiet", quiet), ("doors", doorsJudgingAll)], clauses: [Self.holds, Self.witness])
        #expect(both.outcomes.map(\.verdict.name) == ["inconclusive", "unwitnessed"])
    }

    @Test func aClauseNoWorldJudgedIsNotJudged() {
        let quiet = Self.report([(Self.holds, .holds)])
        let combined = SystemReport.combined([("quiet", quiet)], clauses: [Self.holds, Self.witness])
        #expect(combined.outcomes.map(\.verdict.name) == ["holds", "not judged"])
    }

    @Test func theOneArgumentFormJudgesTheFirstWorldsClauses() {
        let first = Self.report([(Self.holds, .holds), (Self.witness, .unwitnessed)])
        let second = Self.report([(Self.holds, .holds), (Self.witness, .inconclusive(.depth(5)))])
        let reports = [(world: "a", report: first), (world: "b", report: second)]
        let old = SystemReport.combined(reports)
        let new = SystemReport.combined(reports, clauses: [Self.holds, Self.witness])
        #expect(old.outcomes.map(\.verdict.name) == new.outcomes.map(\.verdict.name))
        #expect(old.outcomes.map(\.verdict.name) == ["holds", "inconclusive"])
    }
}
