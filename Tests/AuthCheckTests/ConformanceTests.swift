import AuthCheck
import Testing

/// `conform` on designs whose divergence is known: the fixed notes app's reducer conforms to its
/// own model; the buggy one, driven as the "implementation" of the fixed model, leaves it at the
/// step its logout forgets the profile.
@Suite struct ConformanceTests {
    @Test func anImplementationThatIsItsModelConformsWithItsCoverage() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = tool.run(["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", "fixed-code",
                            "--traces", "\(tool.folder)/traces", "--out", "\(tool.folder)/out", "--walks", "3"])
        print(run.output, run.errors)
        #expect(run.code == .success)
    }

    @Test func anImplementationThatLeavesItsModelIsCaughtAtTheStepWithTheField() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = tool.run(["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", "buggy-code",
                            "--traces", "\(tool.folder)/traces", "--out", "\(tool.folder)/out", "--walks", "3"])
        print(run.output, run.errors)
        #expect(run.code == .unexpectedVerdict)
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
              at step 2 of world: cover signIn submitLogin

            """), "\(run.errors)")
    }
}
