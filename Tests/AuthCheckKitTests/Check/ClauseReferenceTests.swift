@testable import AuthCheckKit
import AuthModel
import Foundation
import Testing

/// `docs/CLAUSES.md` is generated from the catalogue; it may never say something the code does not.
@Suite struct ClauseReferenceTests {
    @Test func theCommittedReferenceIsTheCataloguesOwn() throws {
        let committed = try String(contentsOfFile: "docs/CLAUSES.md", encoding: .utf8)
        #expect(committed == ClauseReference.markdown(ClauseCatalogue.all),
                "docs/CLAUSES.md is stale: run `swift run authcheck list clauses --format markdown > docs/CLAUSES.md`")
    }

    @Test func everyClauseHasARowAndASectionWithItsSourceFeaturesAndReading() throws {
        let reference = ClauseReference.markdown(ClauseCatalogue.all)
        for clause in ClauseCatalogue.all {
            #expect(reference.contains("\n| [\(clause.id)](#\(ClauseReference.anchor(clause.id))) | \(clause.kind.name) | "), "\(clause.id)")
            #expect(reference.contains("\n## \(clause.id)\n\n\(clause.title)\n\n- kind: \(clause.kind.name)\n- source: \(clause.source)\n"), "\(clause.id)")
        }
        #expect(reference.contains("\n## C3.2\n\nAt most one refresh call is in flight\n\n- kind: always\n"
            + "- source: \"Authentication Contract\" (003_82993971b58e4c3f.txt)\n- requires: refresh\n"))
        #expect(reference.contains("\n## F-no-softLock\n") && reference.contains("- requires: no softLock\n"))
        // A step clause's steps, from its on: and when:; none for a clause of another kind.
        #expect(reference.contains("- requires: storedRefreshToken\n- judged on: every step that changes [.stores]\n- reading: "))
        func section(_ id: String) throws -> String {
            let after = reference.components(separatedBy: "\n## \(id)\n")
            try #require(after.count == 2, "one section for \(id)")
            return after[1].components(separatedBy: "\n## ")[0]
        }
        #expect(try section("E1").contains("\n- judged on: the steps of [.deleteFails]\n"))
        #expect(try section("C5.1").contains("\n- judged on: the steps of [.user] that change one of [.client, .work]\n"))
        #expect(try !section("C3.2").contains("judged on"))
        #expect(ClauseReference.anchor("W-C1-crash") == "w-c1-crash" && ClauseReference.anchor("C3.2") == "c32")
    }

    /// Every form `judgedSteps` takes, on clauses made for it: no kind, one part, several parts
    /// (called on a change of any one), kinds with and without parts; none for a state clause.
    @Test func aStepClauseSaysTheStepsItIsJudgedOnInEveryForm() {
        func step(on events: EventKinds = .all, when changes: StepChanges? = nil) -> Clause {
            Clause.step("T", "t", source: "test", requires: [], on: events, when: changes) { _ in true }
        }
        #expect(ClauseReference.judgedSteps(step()) == "every step")
        #expect(ClauseReference.judgedSteps(step(on: [])) == "no step")
        #expect(ClauseReference.judgedSteps(step(when: .stores)) == "every step that changes [.stores]")
        #expect(ClauseReference.judgedSteps(step(when: [.work, .client])) == "every step that changes one of [.client, .work]")
        #expect(ClauseReference.judgedSteps(step(on: [.prompt, .user])) == "the steps of [.user, .prompt]")
        #expect(ClauseReference.judgedSteps(step(on: .foreground, when: .client)) == "the steps of [.foreground] that change [.client]")
        #expect(ClauseReference.judgedSteps(Clause.always("A", "a", source: "test", requires: []) { _ in true }) == nil)
    }

    @Test func listClausesShowsEachClausesRequiredFeatures() {
        let lines = CommandLineOutcome.running(["list", "clauses"]).output.split(separator: "\n")
        #expect(lines.count == ClauseCatalogue.all.count)
        let c32 = lines.first { $0.hasPrefix("C3.2 ") }
        #expect(c32?.contains(" always      refresh ") == true)
        #expect(c32?.hasSuffix("  At most one refresh call is in flight") == true)
        #expect(lines.first { $0.hasPrefix("C7.1 ") }?.contains(" nothing ") == true)
        #expect(lines.first { $0.hasPrefix("F-no-softLock ") }?.contains(" no softLock ") == true)
    }

    @Test func onlyClausesHaveAMarkdownList() {
        #expect(CommandLineOutcome.running(["list", "systems", "--format", "markdown"]) == .usageError("""
            Error: --format markdown lists clauses only
            Usage: authcheck list [--format <format>] <what>
              See 'authcheck list --help' for more information.

            """))
    }
}
