@testable import AuthCheckKit
import AuthSystems
import Testing

/// `check --render`: each counterexample also written in the formats named, beside its trace,
/// each the rendering `replay` gives of that trace; an unknown format refused before anything
/// runs.
@Suite struct CheckRenderTests {
    @Test func eachFormatNamedIsWrittenBesideTheTraceAsReplayRendersIt() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let plain = CheckRun([spec], traces: "\(sandbox.path)/plain")
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces", renderings: [.text, .markdown, .mermaid, .itf])
        #expect(run.exitCode == .success)
        #expect(run.output == plain.output.replacingOccurrences(of: "/plain/", with: "/traces/"))
        let file = try TraceReader.load("\(sandbox.path)/traces/leaky/C1.3.json", registry: .withLeaky)
        let replayed = TraceRecords(replayed: try ReplayedTrace(file))
        for (name, format) in [("C1.3.txt", TraceFormat.text), ("C1.3.md", .markdown), ("C1.3.mmd", .mermaid),
                               ("C1.3.itf.json", .itf)] {
            #expect(sandbox.read("traces/leaky/\(name)") == replayed.rendered(as: format), "\(name)")
        }
        #expect(sandbox.read("traces/leaky/C1.3.md")?.hasPrefix("## leaky: C1.3 violated at step 6\n") == true)
        #expect(sandbox.read("traces/leaky/C1.3.json") == sandbox.read("plain/leaky/C1.3.json"))
        #expect(!sandbox.exists("plain/leaky/C1.3.md"))
    }

    @Test func theListIsReadFromTheCommandLineInAnyOrderAndOnce() {
        #expect(CheckCommand.renderings("itf,markdown,itf") == [.markdown, .itf])
        #expect(CheckCommand.renderings(nil) == [])
        #expect(CheckCommand.renderingNames == ["text", "markdown", "mermaid", "itf"])
    }

    @Test(arguments: [
        ("markdown,pdf", "pdf", ""), ("json", "json", ""), ("markdown,", "markdown,", ". Did you mean 'markdown'?"),
        ("", "", ""), ("text,mermiad", "mermiad", ". Did you mean 'mermaid'?"),
    ])
    func anUnknownFormatIsAUsageErrorNamingItAndNothingIsWritten(list: String, named: String, suggestion: String) {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let outcome = CommandLineOutcome.running(["check", "--render", list, "--traces", "\(sandbox.path)/traces", spec])
        #expect(outcome == .usageError("""
            Error: The value '\(named)' is invalid for '--render <formats>'; expected one or more of text, markdown, mermaid, itf, separated by commas\(suggestion)
            Help:  --render <formats>  Also write each counterexample as: text, markdown, mermaid, itf (comma-separated).
            Usage: authcheck check [--traces <dir>] [--render <formats>] [--workers <n>] [--world <name> ...] [--fingerprints] [<spec> ...]
              See 'authcheck check --help' for more information.

            """))
        #expect(!sandbox.exists("traces"))
    }

    @Test func aBadSpecWritesNoRenderingEither() {
        let sandbox = Sandbox()
        let good = sandbox.write("a-good.json", CheckCommandTests.leakySpec)
        let bad = sandbox.write("b-bad.json", #"{"format": 1, "system": "nope"}"#)
        let run = CheckRun([good, bad], traces: "\(sandbox.path)/traces", renderings: [.markdown, .itf])
        #expect(run.exitCode == .badInput)
        #expect(!sandbox.exists("traces"))
    }
}
