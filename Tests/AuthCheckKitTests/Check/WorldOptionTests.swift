@testable import AuthCheckKit
import AuthSystems
import Testing

/// `check --world NAME`: only the named worlds of a spec are explored. What they find is the
/// spec's (a violation, a witness); an expectation only a world left out could meet is
/// unsettled, reported as such, and fails nothing.
@Suite struct WorldOptionTests {
    static func spec(expect: String) -> String {
        WorldsSpecTests.spec(
            worlds: #"{ "idle": \#(WorldsSpecTests.quietWorld), "busy": \#(WorldsSpecTests.loginWorld) }"#, expect: expect)
    }

    @Test func aViolationTheChosenWorldFindsIsTheSpecs() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.spec(expect: #"{ "C1.3": "violated" }"#))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces", worlds: ["busy"])
        #expect(run.exitCode == .success)
        #expect(run.reportLines.first == "  7 distinct states, 7 generated, depth 7 in 1 of 2 worlds (busy; left out: idle), stopped once every clause was decided")
        #expect(run.reportLines.contains("  2 of 2 verdicts as expected"))
        let trace = try #require(sandbox.read("traces/leaky/C1.3.json"))
        #expect(trace.contains(#""world": "busy","#))
    }

    @Test func aVerdictOnlyAWorldLeftOutCouldGiveIsUnsettledNotFailed() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.spec(expect: #"{ "C1.3": "violated" }"#))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces", worlds: ["idle"])
        #expect(run.exitCode == .success)
        #expect(run.reportLines.contains { $0.hasPrefix("  C1.3      holds") && $0.hasSuffix("   [expected violated; unsettled: the worlds left out may give it]") })
        #expect(run.reportLines.contains { $0.hasPrefix("  W-C1      unwitnessed") && $0.hasSuffix("   [expected witnessed; unsettled: the worlds left out may give it]") })
        #expect(run.reportLines.contains("  0 of 2 verdicts as expected, 2 unsettled"))
        #expect(!sandbox.exists("traces"))
    }

    /// Every world run, the same holds are failures: the spec is wrong about its worlds.
    @Test func withEveryWorldTheSameVerdictsAreUnexpected() {
        let sandbox = Sandbox()
        let spec = sandbox.write("idle.json", WorldsSpecTests.spec(
            worlds: #"{ "idle": \#(WorldsSpecTests.quietWorld) }"#, expect: #"{ "C1.3": "violated" }"#))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces", worlds: ["idle"])
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.reportLines.contains("  0 of 2 verdicts as expected, 2 unexpected"))
    }

    @Test func aViolationNoExpectationAllowsFailsTheRun() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.spec(expect: "{}"))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces", worlds: ["busy"])
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.reportLines.contains("  1 of 2 verdicts as expected, 1 unexpected"))
    }

    @Test func anUnknownWorldIsNamedWithTheSpecsWorldsAndWritesNothing() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.spec(expect: "{}"))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces", worlds: ["bussy"])
        #expect(run.exitCode == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors == "Error: --world \"bussy\": \(spec) has no world of that name (did you mean \"busy\"?) (its worlds: idle, busy)\n"
            + "Usage: authcheck check [--traces <dir>] [--render <formats>] [--workers <n>] [--world <name> ...] [--fingerprints] [<spec> ...]\n"
            + "  See 'authcheck check --help' for more information.\n")
        #expect(!sandbox.exists("traces"))
    }

    /// No spec named and none found is a command line's fault, not a file's: exit 64 with the
    /// command's usage, as for a missing argument; for `audit`, the audit's usage.
    @Test(arguments: ["check", "audit"])
    func noSpecIsAUsageErrorWithTheCommandsUsage(command: String) {
        var files = OutputSet()
        let run = CheckRun { _, errors in
            SpecRun.runAll(
                paths: [], tracesDirectory: "unused", progress: nil, command: command, registry: .withLeaky,
                files: &files, errors: &errors, each: { _ in }) ?? .success
        }
        #expect(run.exitCode == .usage)
        #expect(run.errors.hasPrefix("Error: no spec given and no specs/*.json found\nUsage: authcheck \(command) ["))
        #expect(run.errors.hasSuffix("[<spec> ...]\n  See 'authcheck \(command) --help' for more information.\n"))
    }

    @Test(arguments: [
        (ClauseVerdict.holds, "violated", true), (.unwitnessed, "witnessed", true), (.notJudged, "holds", true),
        (.inconclusive(.states(10)), "violated", true), (.inconclusive(.states(10)), "holds", false),
        (.notApplicable, "holds", false),
    ])
    func whichVerdictsAWorldLeftOutMayTurn(_ verdict: ClauseVerdict, _ expected: String, _ mayTurn: Bool) {
        #expect(CheckReport.mayTurn(verdict, towards: expected) == mayTurn)
    }
}
