@testable import AuthCheckKit
import AuthSystems
import Foundation
import Testing

/// `authcheck simulate` as a user runs it: seeded walks give the same report and traces byte for
/// byte, a violation is found, shrunk and written so that `replay` confirms it, and only what a
/// walk finds against the spec fails the run.
@Suite struct SimulateCommandTests {
    static func simulate(_ spec: String, seed: UInt64 = 1, runs: Int = 50, depth: Int = 20, traces: String) -> CheckRun {
        CheckRun { output, errors in
            SimulateCommand.run(
                specPath: spec, seed: seed, runs: runs, depth: depth, tracesDirectory: traces,
                registry: .withLeaky, output: &output, errors: &errors)
        }
    }

    /// The bundled `specs/reference.json`, found from this file.
    static let referenceSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs/reference.json").path

    @Test func leakyDesignsViolationIsFoundShrunkAndWritten() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let run = Self.simulate(spec, traces: "\(sandbox.path)/traces-sim")
        #expect(run.exitCode == .success)
        #expect(run.errors.hasPrefix("\(spec): ") && run.errors.hasSuffix(" s\n"))
        #expect(run.output.hasPrefix("leaky (\(spec))\n"))
        #expect(run.reportLines == [
            "  seed 1, 50 walks of depth 20: 1 walk made, 6 steps, stopped once every clause a walk can decide was found",
            "  C1.3      VIOLATED      \(sandbox.path)/traces-sim/leaky/C1.3.json (6 steps): "
                + "The access token is never in any persistent store",
            "  W-C1      witnessed     (5 steps) A refresh token is stored in secure storage",
            "  SL1       n/a           Locking or unlocking never changes the session",
            "  3 of 3 verdicts as expected",
            "",
        ])
        let trace = try #require(sandbox.read("traces-sim/leaky/C1.3.json"))
        // The trace format, as check writes it: the spec's world by name, the model's digest.
        #expect(trace.contains(#""spec": "../../leaky.json",\#n  "world": "world",\#n"#))
        #expect(trace.contains(#""digest": "\#(ModelDigest.of(LeakyDesign.system))""#))
        #expect(trace.contains(#""verdict": "violated""#))
        #expect(trace.hasSuffix("  ]\n}\n"))
    }

    @Test func aViolationFoundOnALongWalkIsShrunk() {
        let sandbox = Sandbox()
        let busy = CheckCommandTests.leakySpec.replacingOccurrences(of: #""requests": 0, "crashes": 0"#, with: #""requests": 2, "crashes": 1"#)
            .replacingOccurrences(of: #""disturbances": 0"#, with: #""disturbances": 1"#)
        let spec = sandbox.write("leaky.json", busy)
        // Requests and a crash make walks wander; each walk's violation is shrunk to the six
        // steps of the shortest (as `check` finds it), whatever the seed.
        for seed: UInt64 in 1...4 {
            let run = Self.simulate(spec, seed: seed, runs: 50, depth: 40, traces: "\(sandbox.path)/traces")
            #expect(run.exitCode == .success)
            #expect(run.reportLines[1].hasPrefix("  C1.3      VIOLATED      \(sandbox.path)/traces/leaky/C1.3.json (6 steps): "))
        }
    }

    @Test func theSameSeedWritesTheSameReportAndTraceByteForByte() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", WorldsSpecTests.spec(
            worlds: #"{ "idle": \#(WorldsSpecTests.quietWorld), "busy": \#(WorldsSpecTests.loginWorld) }"#,
            expect: #"{ "C1.3": "violated" }"#))
        let first = Self.simulate(spec, seed: 42, traces: "\(sandbox.path)/first")
        let second = Self.simulate(spec, seed: 42, traces: "\(sandbox.path)/first")
        let elsewhere = Self.simulate(spec, seed: 42, traces: "\(sandbox.path)/second")
        #expect(first.exitCode == .success)
        #expect(second.output == first.output)
        #expect(elsewhere.output == first.output.replacingOccurrences(of: "/first/", with: "/second/"))
        let trace = try #require(sandbox.read("first/leaky/C1.3.json"))
        #expect(trace.contains(#""world": "busy","#))
        #expect(sandbox.read("second/leaky/C1.3.json") == trace)
    }

    @Test func aWorldWalksJudgeOnlyTheClausesItNames() {
        let sandbox = Sandbox()
        let judgingAll = sandbox.write("all.json", WorldsSpecTests.spec(
            worlds: #"{ "idle": \#(WorldsSpecTests.quietWorld), "busy": \#(WorldsSpecTests.loginWorld) }"#, expect: "{}"))
        let judgingWitness = sandbox.write("witness.json", WorldsSpecTests.spec(
            worlds: #"{ "idle": \#(WorldsSpecTests.quietWorld), "busy": \#(WorldsSpecTests.loginWorldJudgingWitness) }"#,
            expect: "{}"))
        let all = Self.simulate(judgingAll, traces: "\(sandbox.path)/all")
        let witness = Self.simulate(judgingWitness, traces: "\(sandbox.path)/witness")
        #expect(all.reportLines.contains { $0.hasPrefix("  C1.3      VIOLATED") })
        #expect(witness.reportLines.contains { $0.hasPrefix("  C1.3      inconclusive") })
        #expect(witness.reportLines.contains { $0.hasPrefix("  W-C1      witnessed") })
        #expect(!sandbox.exists("witness/leaky/C1.3.json"))
    }

    @Test func anotherSeedTakesOtherWalks() {
        let sandbox = Sandbox()
        let reports = [1, 2].map { seed in
            Self.simulate(Self.referenceSpec, seed: seed, runs: 5, depth: 60, traces: "\(sandbox.path)/traces").reportLines
        }
        #expect(reports[0][0] == "  seed 1, 5 walks of depth 60 in each of 5 worlds (session, settings, reinstall, signedOut, fidelity): 25 walks made, 420 steps")
        #expect(reports[1][0].hasPrefix("  seed 2, 5 walks of depth 60 in each of 5 worlds (session, settings, reinstall, signedOut, fidelity): 25 walks made, "))
        #expect(reports[1].dropFirst() != reports[0].dropFirst() || reports[1][0].dropFirst(9) != reports[0][0].dropFirst(9))
    }

    @Test func aViolationTheSpecDoesNotExpectExitsOne() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec.replacingOccurrences(
            of: #""violated""#, with: #""holds""#))
        let run = Self.simulate(spec, traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.reportLines[1].hasSuffix("persistent store   [expected holds]"))
        #expect(run.reportLines.contains("  2 of 3 verdicts as expected, 1 unexpected"))
    }

    @Test func anExpectedViolationNoWalkFindsIsNoFailure() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        // Seven states are needed to break C1.3; walks of five cannot.
        let run = Self.simulate(spec, runs: 30, depth: 5, traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(run.reportLines == [
            "  seed 1, 30 walks of depth 5: 30 walks made, 120 steps",
            "  C1.3      inconclusive  (not found in 30 walks of depth 5) "
                + "The access token is never in any persistent store   [expected violated: not found]",
            "  W-C1      inconclusive  (not found in 30 walks of depth 5) A refresh token is stored in secure storage"
                + "   [expected witnessed: not found]",
            "  SL1       n/a           Locking or unlocking never changes the session",
            "  1 of 3 verdicts as expected, 2 not found in 30 walks",
            "",
        ])
        #expect(!sandbox.exists("traces"))
    }

    @Test func theReferenceShowsNoUnexpectedVerdictInASmallRun() throws {
        let sandbox = Sandbox()
        let run = Self.simulate(Self.referenceSpec, runs: 40, depth: 60, traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(!run.output.contains("VIOLATED") && !run.output.contains("[expected holds]"))
        #expect(run.reportLines.contains {
            $0.hasPrefix("  R7" + String(repeating: " ", count: 23) + "inconclusive  (recover: no walk can decide it; see check) ")
        })
        #expect(run.reportLines.last(where: { !$0.isEmpty })?.hasSuffix(", 3 recover clauses left to check") == true)
        #expect(!sandbox.exists("traces"))
    }

    @Test func aTraceSimulateWritesReplaysAsViolated() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        _ = Self.simulate(spec, seed: 7, traces: "\(sandbox.path)/traces-sim")
        let replay = CheckRun { output, errors in
            ReplayCommand.run(
                tracePaths: ["\(sandbox.path)/traces-sim/leaky/C1.3.json"], format: .text, expected: "violated",
                outputPath: nil, registry: .withLeaky, output: &output, errors: &errors)
        }
        #expect(replay.exitCode == .success)
        #expect(replay.errors == "")
        #expect(replay.output.contains("violated"))
    }

    @Test func aBadSpecExits65AndAFailedWrite74() {
        let sandbox = Sandbox()
        let bad = sandbox.write("bad.json", #"{"format": 1, "system": "nope"}"#)
        let refused = Self.simulate(bad, traces: "\(sandbox.path)/traces")
        #expect(refused.exitCode == .badInput)
        #expect(refused.output == "")
        let known = (AuthSystems.bundled.map(\.name) + ["leaky"]).joined(separator: ", ")
        #expect(refused.errors == "Error: \(bad): system: unknown system \"nope\" (known: \(known))\n")
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let blocked = sandbox.write("blocked", "a file where the traces' folder should be")
        let unwritten = Self.simulate(spec, traces: blocked)
        #expect(unwritten.exitCode == .cannotWrite)
        // The report still comes; the traces, as a set, do not.
        #expect(unwritten.output.hasPrefix("leaky (\(spec))\n"))
        #expect(unwritten.errors.hasSuffix(" s\nError: cannot write \(blocked)/leaky/C1.3.json: \(blocked) is not a folder\n"))
    }

    @Test(arguments: ["x", "0", "-3"]) func aBadRunCountIsAUsageError(value: String) {
        #expect(CommandLineOutcome.running(["simulate", "spec.json", "--runs", value]) == .usageError("""
            Error: The value '\(value)' is invalid for '--runs <n>'; expected a positive whole number
            Help:  --runs <n>  Walks per world.
            Usage: authcheck simulate [--seed <n>] [--runs <n>] [--depth <n>] [--traces <dir>] [--render <formats>] <spec>
              See 'authcheck simulate --help' for more information.

            """))
    }

    @Test func theSpecsTimeBoundStopsTheWalksInconclusive() {
        let sandbox = Sandbox()
        let spec = sandbox.write("timed.json", #"{"format": 1, "system": "reference", "limits": {"maxSeconds": 1}}"#)
        let outcome = CommandLineOutcome.running(["simulate", spec, "--runs", "100000000", "--traces", "\(sandbox.path)/traces"])
        #expect(outcome.exitCode == .inconclusive)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines[1].hasPrefix("  seed 1, 100,000,000 walks of depth 200: "))
        #expect(lines[1].hasSuffix(", stopped at time 1 s"))
        #expect(outcome.output.contains("\n  C1.3                     inconclusive  (time 1 s: not found in "))
    }

    @Test func aNegativeSeedIsAValueOutOfRangeNotAMissingOne() {
        #expect(CommandLineOutcome.running(["simulate", "spec.json", "--seed", "-1"]) == .usageError("""
            Error: The value '-1' is invalid for '--seed <n>'; expected a non-negative whole number
            Help:  --seed <n>  Seeds the walks (0 or more).
            Usage: authcheck simulate [--seed <n>] [--runs <n>] [--depth <n>] [--traces <dir>] [--render <formats>] <spec>
              See 'authcheck simulate --help' for more information.

            """))
    }

    @Test func helpNamesEveryOption() {
        #expect(CommandLineOutcome.running(["simulate", "--help"]) == .printed("""
            OVERVIEW: Walk a spec's worlds at random, deeper than exploration reaches.

            Each of the spec's worlds is walked in turn, --runs walks of at most --depth
            states, with the engine's own generator seeded by --seed: the same seed gives
            the same report and the same traces, byte for byte. A violation or witness
            found is shrunk until no step can be removed, and each violation is written to
            <traces>/<system>/<clause>.json. A walk never shows that a clause holds: what
            it does not find stays inconclusive, and recover clauses, which no walk can
            decide, are left to 'authcheck check'. The spec's maxSeconds (for all its
            worlds together) and memory bound stop the walks early. Progress and wall time
            go to standard error. Exit 0 when every violation and witness found is one the
            spec expects, 1 when one is not, 3 when a bound stopped the walks, 64 for a bad
            command line, 65 for a bad spec, 74 for a failed write.

            USAGE: authcheck simulate [--seed <n>] [--runs <n>] [--depth <n>] [--traces <dir>] [--render <formats>] <spec>

            ARGUMENTS:
              <spec>                  The spec file.

            OPTIONS:
              --seed <n>              Seeds the walks (0 or more). (default: 1)
              --runs <n>              Walks per world. (default: 1000)
              --depth <n>             States per walk at most, the first included.
                                      (default: 200)
              --traces <dir>          Where counterexamples are written. (default:
                                      traces-sim)
              --render <formats>      Also write each counterexample as: text, markdown,
                                      mermaid, itf (comma-separated).
              --version               Show the version.
              -h, --help              Show help information.


            """))
    }
}
