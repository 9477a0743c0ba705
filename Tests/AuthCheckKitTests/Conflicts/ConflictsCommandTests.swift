@testable import AuthCheckKit
import AuthModel
import AuthSystems
import Testing

/// `authcheck conflicts` as a user runs it: each conflict shown on a design from one side or
/// the other, or said not shown with the reason, with the traces written and the exit code.
@Suite struct ConflictsCommandTests {
    static func run(_ system: String, traces: String) -> CheckRun {
        CheckRun { output, errors in
            ConflictsCommand.run(
                system: Registry.bundled.system(named: system)!, tracesDirectory: traces, workers: 2,
                conflicts: ClauseCatalogue.conflicts, registry: .bundled, output: &output, errors: &errors)
        }
    }

    @Test func theReferenceMeetsEveryClauseAsReadAndBreaksEveryStrictReading() throws {
        let sandbox = Sandbox()
        let run = Self.run("reference", traces: sandbox.path)
        #expect(run.exitCode == .success)
        #expect(run.errors.isEmpty)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "K1  Three transient refresh failures: I8's \"Clear session\" against C3.5's kept tokens",
            "  world:    one account, three requests, an access token expiring, three network errors",
            "  clause:   C3.5         holds",
            "  clause:   I8           holds",
            "  strict:   I8-strict    violated in 27 steps: \(sandbox.path)/conflicts/reference/K1/I8-strict.json",
            "  shown:    reference meets C3.5 and I8 as read, and breaks I8-strict",
        ])
        #expect(lines.suffix(2) == ["4 conflicts: 4 shown on reference", ""])
        for (conflict, strict) in [("K1", "I8-strict"), ("K2", "C5-strict"), ("K3", "C1.2-strict"), ("K4", "R1-strict")] {
            let trace = try #require(sandbox.read("conflicts/reference/\(conflict)/\(strict).json"))
            #expect(trace.contains("\"id\": \"\(strict)\""))
        }
    }

    /// A design that meets the strict reading and breaks a clause may break it for a reason of its
    /// own (layered-biometric breaks C3.5 at the first network failure, not the third): reported,
    /// not counted as shown. Where it meets both clauses as read and breaks the strict one, the
    /// conflict is shown on it too (K4, since its one token counts as a stored refresh credential).
    @Test func aDesignOnTheStrictSideIsReportedNotCountedAsShown() {
        let sandbox = Sandbox()
        let run = Self.run("layered-biometric", traces: sandbox.path)
        let verdicts = run.output.split(separator: "\n").filter { $0.hasPrefix("  shown") || $0.hasPrefix("  not shown") }
        #expect(verdicts == [
            "  not shown: layered-biometric meets I8-strict and breaks C3.5: the other side, or a defect of its own",
            "  not shown: layered-biometric meets C5-strict and breaks E1 and C5.3: the other side, or a defect of its own",
            "  not shown: layered-biometric meets C1.2-strict and breaks S3: the other side, or a defect of its own",
            "  shown:    layered-biometric meets C9.1 and R1 as read, and breaks R1-strict",
        ])
        #expect(run.output.hasSuffix("4 conflicts: 1 shown on layered-biometric\n"))
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(sandbox.read("conflicts/layered-biometric/K1/C3.5.json") != nil)
    }

    /// A design that never reaches the situation meets both readings: it shows nothing.
    @Test func aDesignThatMeetsBothShowsNothing() {
        let run = Self.run("keychain-rotation", traces: Sandbox().path)
        #expect(run.output.contains("K1  Three transient refresh failures: I8's \"Clear session\" against C3.5's kept tokens"))
        #expect(run.output.contains("  not shown: keychain-rotation meets them all in this world\n"))
        #expect(run.exitCode == .unexpectedVerdict)
    }

    @Test func explainGivesTheConflictOfAClauseAndOfItsStrictReading() throws {
        let registry = Registry.bundled
        let i8 = try #require(registry.clause(id: "I8"))
        #expect(ExplainCommand.text(i8, systems: registry.systems, conflicts: registry.conflicts)
            .contains("Conflict: in K1, Three transient refresh failures"))
        let strict = try #require(registry.tracedClause(id: "I8-strict"))
        #expect(registry.clause(id: "I8-strict") == nil)
        #expect(ExplainCommand.text(strict, systems: registry.systems, conflicts: registry.conflicts)
            .contains("Conflict: the strict reading that yields in K1"))
    }

    @Test func helpNamesTheSidesTheTracesAndTheExitCodes() {
        let help = CommandLineOutcome.running(["help", "conflicts"])
        #expect(help.exitCode == .success)
        #expect(help.output.hasPrefix("OVERVIEW: Show where two clauses cannot both be met, and the reading chosen.\n"))
        #expect(help.output.contains("USAGE: authcheck conflicts [--system <name>] [--traces <dir>] [--workers <n>]\n"))
        #expect(help.output.contains("<traces>/conflicts/<system>/<conflict>/<clause>.json"))
    }

    /// Traces that cannot be written: exit 74, the file named, no report and no file.
    @Test func aTracesFolderThatCannotBeWrittenWritesNothing() throws {
        let sandbox = Sandbox()
        let blocker = sandbox.write("blocker", "a file where the traces folder would go")
        let run = Self.run("reference", traces: blocker)
        #expect(run.exitCode == .cannotWrite)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Error: cannot write \(blocker)/conflicts/reference/K1/I8-strict.json: "))
        #expect(sandbox.read("blocker") == "a file where the traces folder would go")
    }

    @Test func twoSystemsAreAUsageError() {
        let run = CommandLineOutcome.running(["conflicts", "--system", "reference,cleanerhq"])
        #expect(run.exitCode == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors == """
            Error: --system takes one system, not 'reference,cleanerhq'
            Usage: authcheck conflicts [--system <name>] [--traces <dir>] [--workers <n>]
              See 'authcheck conflicts --help' for more information.

            """)
    }

    @Test func anUnknownSystemIsAUsageErrorNamingTheChoices() {
        let run = CommandLineOutcome.running(["conflicts", "--system", "nosuch"])
        #expect(run.exitCode == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Error: "))
        #expect(run.errors.contains("reference"))
    }

    /// A team's tool bundles its own design, not the reference: its first system is the default.
    @Test func aToolWithoutTheReferenceShowsItsOwnDesign() {
        let cleanerhq = Registry.bundled.system(named: "cleanerhq")!
        let team = Registry(systems: [cleanerhq], clauses: ClauseCatalogue.all)
        let help = CommandLineOutcome.running(["help", "conflicts"], on: AuthCheckCommand.root(team))
        #expect(help.output.contains("(default:\n                          cleanerhq)")
            || help.output.contains("(default: cleanerhq)"))
        let sandbox = Sandbox()
        let run = CommandLineOutcome.running(["conflicts", "--traces", sandbox.path], on: AuthCheckCommand.root(team))
        #expect(run.output.hasSuffix("4 conflicts: 0 shown on cleanerhq\n"))
        #expect(run.exitCode == .unexpectedVerdict)
    }

    /// A tool whose registry lacks a conflict's clauses cannot show it, and says which.
    @Test func aToolWithoutTheConflictsClausesShowsNone() {
        let reference = Registry.bundled.system(named: "reference")!
        let bare = Registry(systems: [reference], clauses: [])
        let sandbox = Sandbox()
        let run = CommandLineOutcome.running(["conflicts", "--traces", sandbox.path], on: AuthCheckCommand.root(bare))
        #expect(run.output.contains("  not shown: C3.5 is not among this tool's clauses\n"))
        #expect(run.output.hasSuffix("4 conflicts: 0 shown on reference\n"))
        #expect(run.exitCode == .unexpectedVerdict)
    }
}
