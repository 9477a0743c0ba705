import AuthCheckKit
import AuthModel
import AuthSystems
import Testing

@Suite struct ListAndExplainTests {
    @Test func listSystemsGivesEachSystemWithItsSummaryInOneColumn() {
        let outcome = CommandLineOutcome.running(["list", "systems"])
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let width = AuthSystems.bundled.map(\.name.count).max()!
        #expect(lines.count == AuthSystems.bundled.count)
        for (line, system) in zip(lines, AuthSystems.bundled) {
            #expect(line.hasPrefix(system.name + " "))
            #expect(line.dropFirst(width + 2) == system.summary[...])
        }
        #expect(lines[0] == "reference" + String(repeating: " ", count: width - 7) + "our own design, meeting every clause (the contract, 003)")
    }

    @Test func listClausesGivesEveryIDOfTheCatalogueInOrder() {
        let outcome = CommandLineOutcome.running(["list", "clauses"])
        #expect(outcome.exitCode == .success)
        let ids = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(ids == ClauseCatalogue.all.map(\.id))
        #expect(outcome.output.contains("C3.2  "))
    }

    @Test func listEventsNamesEachEventOnce() {
        let outcome = CommandLineOutcome.running(["list", "events"])
        let names = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names.count == 33)
        #expect(Set(names).count == names.count)
        #expect(names.contains("crash") && names.contains("fault") && names.contains("keychainLocked"))
    }

    @Test func listSomethingElseIsAUsageError() {
        #expect(CommandLineOutcome.running(["list", "bananas"]) == .usageError("""
            Error: The value 'bananas' is invalid for '<what>'; expected one of systems, clauses, events
            Help:  <what>  systems, clauses or events.
            Usage: authcheck list [--format <format>] <what>
              See 'authcheck list --help' for more information.

            """))
        #expect(CommandLineOutcome.running(["list", "sytems"]).errors.hasPrefix("""
            Error: The value 'sytems' is invalid for '<what>'; expected one of systems, clauses, events. Did you mean 'systems'?

            """))
    }

    @Test func explainAClause() {
        let outcome = CommandLineOutcome.running(["explain", "C3.2"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.output.hasPrefix("""
            C3.2: At most one refresh call is in flight

            kind:     always
            source:   "Authentication Contract" (003_82993971b58e4c3f.txt)
            requires: refresh
            """))
        #expect(outcome.output.contains("systems:  reference (applies), layered-biometric (applies), "))
    }

    @Test func explainSaysWhichStepsAStepClauseIsJudgedOn() {
        func judged(_ id: String) -> String? {
            CommandLineOutcome.running(["explain", id]).output.split(separator: "\n").first { $0.hasPrefix("judged:") }
                .map(String.init)
        }
        #expect(judged("C1.2") == "judged:   on every step that changes [.stores]")
        #expect(judged("C1.4") == "judged:   on every step")
        #expect(judged("E1") == "judged:   on the steps of [.deleteFails]")
        #expect(judged("B3") == "judged:   on the steps of [.user, .prompt, .perform]")
        #expect(judged("C5.1") == "judged:   on the steps of [.user] that change one of [.client, .work]")
        #expect(judged("C2.2") == "judged:   on every step that changes [.client]")
        #expect(judged("C3.2") == nil, "an always clause is judged on every state")
        let c12 = CommandLineOutcome.running(["explain", "C1.2"]).output
        #expect(c12.contains("requires: storedRefreshToken\njudged:   on every step that changes [.stores]\nsystems:  "))
    }

    @Test func explainGivesTheDocumentsReasonForEachSystemTheClauseIsNotFor() {
        let outcome = CommandLineOutcome.running(["explain", "SL1"])
        #expect(outcome.output.contains("systems:  reference (applies), layered-biometric (n/a), softlock-session (applies), "))
        #expect(outcome.output.contains("\n          n/a for cleanerhq: No lock screen or grace period: "))
        #expect(!outcome.output.contains("n/a for softlock-session"))
    }

    @Test func explainTheUnjudgeableClauseSaysWhy() {
        let outcome = CommandLineOutcome.running(["explain", "C9.3"])
        #expect(outcome.output.contains("Not judged: "))
    }

    @Test func explainAnUnknownClauseIsAUsageError() {
        #expect(CommandLineOutcome.running(["explain", "C42"]) == .usageError("""
            Error: unknown clause 'C42'. Did you mean 'C4.2'?
            Usage: authcheck explain <clause>
              See 'authcheck list clauses' for every clause.

            """))
    }

    @Test func explainAClauseInTheWrongCaseSuggestsIt() {
        #expect(CommandLineOutcome.running(["explain", "c1.2"]) == .usageError("""
            Error: unknown clause 'c1.2'. Did you mean 'C1.2'?
            Usage: authcheck explain <clause>
              See 'authcheck list clauses' for every clause.

            """))
    }
}
