import AuthCheck
import Testing

/// `conform` on implementations whose divergence is known: the fixed notes app's reducer, driven
/// as if it were the real code, conforms to its own model; the buggy one, driven as the code of
/// the fixed model, leaves it at the step its logout forgets the profile.
@Suite struct ConformanceTests {
    static func conform(_ tool: NotesTool, driver: String) -> (code: ExitCode, output: String, errors: String) {
        tool.run(["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", driver, "--traces", "\(tool.folder)/traces",
                  "--out", "\(tool.folder)/out", "--walks", "3"])
    }

    @Test func anImplementationThatIsItsModelConformsAndTheReportGivesTheCoverage() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = Self.conform(tool, driver: "fixed-code")
        #expect(run.code == .success)
        #expect(run.output == """
            notes-fixed (\(tool.folder)/specs/notes-fixed.json): the implementation behind driver fixed-code against its model
              suite: 8 traces, 38 steps
                committed traces: 0
                covering: a shortest trace to each of the 6 (screen, event kind) pairs reached within the spec's bounds (of 165), and to 1 of 1 witnesses
                random walks: 3 of depth 40 (seed 1)
              conforms: the implementation matches its model at every step of every trace

            """)
        #expect(Self.conform(tool, driver: "fixed-code").output == run.output, "the same suite, byte for byte")
    }

    @Test func anImplementationThatLeavesItsModelIsCaughtAtTheStepWithTheFieldAndItsTraceReplays() throws {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = Self.conform(tool, driver: "buggy-code")
        #expect(run.code == .unexpectedVerdict)
        let trace = "\(tool.folder)/out/notes-fixed/conform-notes-fixed.json"
        #expect(run.output.hasSuffix("""
            DIVERGES at step 5 (logout) of world: cover main logout
              pending effects  (− the model, + the implementation)
                − delete fastCache.user (because of logout)
              trace: \(trace) (5 steps; authcheck replay shows the model's side)

            """))
        #expect(Self.conform(tool, driver: "buggy-code").output == run.output, "the same suite, byte for byte")
        let replay = tool.run(["replay", trace])
        #expect(replay.code == .success, "\(replay.errors)")
        #expect(replay.output.contains("step 5  logout"))
    }

    /// A team's tool names its own `replay` for the divergence's trace: the command its users have.
    @Test func aTeamsToolNamesItsOwnReplay() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = tool.run(
            ["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", "buggy-code", "--traces", "\(tool.folder)/traces",
             "--out", "\(tool.folder)/out", "--walks", "3"],
            registry: NotesTool.registry(toolName: "notes-authcheck"))
        #expect(run.code == .unexpectedVerdict)
        #expect(run.output.hasSuffix(" (5 steps; notes-authcheck replay shows the model's side)\n"))
    }

    @Test func aDriverThatCannotStartIsAClearErrorNotAHang() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = Self.conform(tool, driver: "exit 3")
        #expect(run.code == .modelError)
        #expect(run.errors.contains("Error: the driver crashed: it exited before answering the handshake (exit status 3)\n"))
        #expect(run.output.isEmpty)
    }

    @Test func aSuiteCutShortByABoundSaysSoAndIgnoresTheTimeBound() {
        let tool = NotesTool()
        defer { tool.remove() }
        let bounded = NotesTool.spec("notes-fixed")
            .replacingOccurrences(of: #""clauses":"#, with: #""limits": {"maxStates": 6, "maxSeconds": 1}, "clauses":"#)
        try! bounded.write(toFile: "\(tool.folder)/specs/notes-fixed.json", atomically: true, encoding: .utf8)
        let run = Self.conform(tool, driver: "fixed-code")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("witnesses; exploration stopped at states 6, so more may be reachable\n"))
        #expect(Self.conform(tool, driver: "fixed-code").output == run.output)
    }

    @Test func aMistypedDriverNameIsAUsageErrorNamingTheRegisteredOnes() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = Self.conform(tool, driver: "fixed-cod")
        #expect(run.code == .usage)
        #expect(run.errors == """
            Error: no driver named 'fixed-cod' (registered: fixed-code, buggy-code, async-code, async-buggy-code, async-blocking-code)
            Usage: authcheck conform [--driver <driver>] [--traces <dir>] [--out <dir>] [--walks <n>] [--depth <n>] [--seed <n>] [--timeout <s>] <spec>
              A command that starts a JSON-lines driver works too (docs/DRIVERS.md).

            """)
        #expect(run.output.isEmpty)
    }

    @Test func theOneLineHelperGivesTheSameReport() async throws {
        let tool = NotesTool()
        defer { tool.remove() }
        let report = try await Conformance.check(
            spec: "\(tool.folder)/specs/notes-fixed.json", system: NotesDesign.fixed, clauses: ClauseCatalogue.all + NotesClauses.all,
            driverName: "driver buggy-code", tracesDirectory: "\(tool.folder)/traces", outDirectory: "\(tool.folder)/out",
            walks: 3
        ) { DesignDriver(NotesDesign(forgetsProfile: true)) }
        #expect(!report.conforms)
        #expect(report.exitCode == .unexpectedVerdict)
        #expect(report.text == Self.conform(tool, driver: "buggy-code").output)
    }
}

/// `AsyncDriver` on the notes app's async code (`NotesSession`): its tasks run on the harness's
/// serial queue, so the same suite gives the same report on every run, whatever the machine's load.
@Suite struct AsyncConformanceTests {
    static func conform(_ driver: String) -> (code: ExitCode, output: String, errors: String) {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = tool.run(["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", driver,
                            "--traces", "\(tool.folder)/traces", "--out", "\(tool.folder)/out", "--walks", "10"])
        return (run.code, run.output.replacingOccurrences(of: tool.folder, with: "<folder>"),
                run.errors.replacingOccurrences(of: tool.folder, with: "<folder>"))
    }

    @Test func asyncCodeThatFollowsItsModelConforms() {
        let run = Self.conform("async-code")
        #expect(run.code == .success, "\(run.output)\(run.errors)")
        #expect(run.output.hasSuffix("  conforms: the implementation matches its model at every step of every trace\n"))
    }

    @Test func asyncCodeThatLeavesItsModelIsCaughtTheSameWayEveryRun() {
        let first = Self.conform("async-buggy-code")
        let second = Self.conform("async-buggy-code")
        #expect(first.code == .unexpectedVerdict, "\(first.output)\(first.errors)")
        #expect(first.output == second.output, "two runs, two reports")
        #expect(first.output.contains("DIVERGES at step 5 (logout) of world: cover main logout\n"))
        #expect(first.output.contains("    − delete fastCache.user (because of logout)\n"))
    }

    @Test func anEntryPointThatWaitsOnTheWorldIsAFailureNotAHang() {
        let run = Self.conform("async-blocking-code")
        #expect(run.code == .modelError, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("""
            Error: the implementation did not settle: handle(submitLogin(alice)) had not returned once every task was \
            done or waiting on the world; an entry point must return once its work is started
              at step 2 (submitLogin(account: alice, validForm: true, rightPassword: true)) of world: cover signIn submitLogin

            """), "\(run.errors)")
    }
}
