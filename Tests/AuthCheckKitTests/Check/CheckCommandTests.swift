@testable import AuthCheckKit
import AuthSystems
import Testing

/// `authcheck check` as a user runs it: verdicts against expectations, exit codes, trace files
/// written whole and byte-identical, and bad specs refused with the file and the place.
@Suite struct CheckCommandTests {
    static let leakySpec = """
        {
          "format": 1,
          "system": "leaky",
          "world": { "requests": 0, "crashes": 0, "logins": 1, "logouts": 0, "settingsChanges": 0, "faults": 0,
                     "writeFailures": 0, "keychainLocks": 0, "outages": 0, "backgrounds": 0, "inactivity": 0,
                     "serverEvents": 0, "deviceChanges": 0, "disturbances": 0, "loginMistakes": false,
                     "secondAccount": false, "promptFailures": false },
          "clauses": ["C1.3", "W-C1", "SL1"],
          "expect": { "C1.3": "violated" }
        }
        """

    @Test func violationMatchingTheSpecExitsZeroAndWritesItsTrace() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.leakySpec)
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(run.errors.hasPrefix("\(spec): ") && run.errors.hasSuffix(" MiB as maxMemoryMiB counts it\n"))
        #expect(run.output.hasPrefix("leaky (\(spec))\n"))
        #expect(run.reportLines == [
            "  7 distinct states, 7 generated, depth 7, stopped once every clause was decided",
            "  C1.3      VIOLATED      \(sandbox.path)/traces/leaky/C1.3.json (6 steps): "
                + "The access token is never in any persistent store",
            "  W-C1      witnessed     (5 steps) A refresh token is stored in secure storage",
            "  SL1       n/a           Locking or unlocking never changes the session",
            "  3 of 3 verdicts as expected",
            "",
        ])
        let trace = try #require(sandbox.read("traces/leaky/C1.3.json"))
        #expect(trace.hasPrefix("""
            {
              "format": "authcheck-trace",
              "version": 1,
              "system": "leaky",
              "spec": "../../leaky.json",
              "world": "world",
              "model": {"version": "leaky-1/world-8", "digest": "\(ModelDigest.of(LeakyDesign.system))"},
              "property": {
                "id": "C1.3",
            """))
        #expect(trace.contains(#""event": {"event": "launch"},"#))
        #expect(trace.contains(#""event": "submitLogin","#))
        #expect(trace.hasSuffix("  ]\n}\n"))
    }

    @Test func aSpecNotNamedAfterItsSystemWritesItsTracesInItsOwnFolder() throws {
        let sandbox = Sandbox()
        let main = sandbox.write("leaky.json", Self.leakySpec)
        let deeper = sandbox.write("leaky-deep.json", Self.leakySpec)
        let run = CheckRun([main, deeper], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(sandbox.exists("traces/leaky/C1.3.json"))
        #expect(sandbox.exists("traces/leaky/leaky-deep/C1.3.json"))
        #expect(run.output.contains("\(sandbox.path)/traces/leaky/leaky-deep/C1.3.json (6 steps)"))
    }

    @Test func theSameRunWritesTheSameReportAndTraceByteForByte() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.leakySpec)
        let first = CheckRun([spec], traces: "\(sandbox.path)/traces")
        let firstTrace = try #require(sandbox.read("traces/leaky/C1.3.json"))
        let second = CheckRun([spec], traces: "\(sandbox.path)/traces")
        #expect(second.output == first.output)
        #expect(sandbox.read("traces/leaky/C1.3.json") == firstTrace)
    }

    /// `--fingerprints` says so under the counts, with the chance of a missed state; every
    /// verdict and trace is the exact run's.
    @Test func fingerprintModeSaysSoAndChangesNothingElse() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.leakySpec)
        let exact = CheckRun([spec], traces: "\(sandbox.path)/exact")
        let printed = CheckRun([spec], traces: "\(sandbox.path)/printed", fingerprints: true)
        #expect(printed.exitCode == .success)
        // 7 states, each reached once: 7 · 6 / 2 pairs that could share a fingerprint.
        #expect(printed.reportLines[1] == "  fingerprint mode: the chance that a state was missed is about 1.1e-18 "
            + "(the larger of d(g-d) and d(d-1)/2, over 2^64, for d distinct states and g generated)")
        var withoutMode = printed.reportLines
        withoutMode.remove(at: 1)
        #expect(withoutMode.joined(separator: "\n").replacingOccurrences(of: "/printed/", with: "/exact/")
            == exact.reportLines.joined(separator: "\n"))
        #expect(!exact.output.contains("fingerprint"))
        #expect(sandbox.read("printed/leaky/C1.3.json") == sandbox.read("exact/leaky/C1.3.json"))
        #expect(FingerprintsFlag.reportLine(3.14159e-9).contains("about 3.1e-09 "))
    }

    @Test func anUnexpectedVerdictExitsOneAndSaysWhatWasExpected() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.leakySpec.replacingOccurrences(of: #""violated""#, with: #""holds""#))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.reportLines[1].hasSuffix("   [expected holds]"))
        #expect(run.reportLines.contains("  2 of 3 verdicts as expected, 1 unexpected"))
    }

    @Test func theTimeLineSaysTheMemoryAsTheBoundCountsIt() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.leakySpec)
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        let line = try #require(run.errors.split(separator: "\n").last.map(String.init))
        let figures = line.dropFirst("\(spec): ".count).split(separator: " ")
        #expect(figures.count == 8 && figures[1] == "s," && figures.suffix(5) == ["MiB", "as", "maxMemoryMiB", "counts", "it"])
        // The program's fixed 20 MiB, which the bound counts, and what the engine reserved for
        // the few states of this world (its first pages and table).
        let mebibytes = try #require(Double(figures[2]))
        #expect(mebibytes > 20 && mebibytes < 64)
    }

    @Test func mebibytesAreWrittenToATenthTheSameEverywhere() {
        #expect(CheckReport.mebibytes(0) == "0.0")
        #expect(CheckReport.mebibytes(1_048_576) == "1.0")
        #expect(CheckReport.mebibytes(1_572_864) == "1.5")
        #expect(CheckReport.mebibytes(1_101_005) == "1.1")  // 1.05 MiB rounds up
        #expect(CheckReport.mebibytes(1_101_004) == "1.0")
        #expect(CheckReport.mebibytes(20 * 1_048_576 + 86_000_000) == "102.0")
    }

    @Test func aBoundThatStopsTheRunExitsThree() {
        let sandbox = Sandbox()
        let bounded = Self.leakySpec.replacingOccurrences(
            of: #""clauses""#, with: #""limits": { "maxDepth": 2 }, "clauses""#)
        let spec = sandbox.write("leaky.json", bounded)
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .inconclusive)
        #expect(run.output.contains(", stopped at depth 2\n"))
        #expect(run.errors.hasSuffix(" MiB as maxMemoryMiB counts it\n"))
        #expect(run.reportLines.contains("  1 of 3 verdicts as expected, 2 inconclusive"))
    }

    @Test(arguments: [
        ("{\n  \"format\": 1,\n  \"system\" \"leaky\"\n}", "line 3, column 12 (byte 28): expected ':' after an object key"),
        (#"{"format": 2, "system": "leaky"}"#, "format: is 2; this authcheck reads format 1"),
        (#"{"format": 1, "system": "nope"}"#,
         #"system: unknown system "nope" (known: "# + (AuthSystems.bundled.map(\.name) + ["leaky"]).joined(separator: ", ") + ")"),
        (#"{"format": 1, "system": "leaky", "wrold": {}}"#,
         #"the top level: unknown key "wrold" (did you mean "world"?) (known: format, system, description, world, worlds, limits, clauses, expect)"#),
        (#"{"format": 1, "system": "leaky", "world": {"requests": "two"}}"#,
         #"world.requests: expected a whole number, found a string ("two")"#),
        (#"{"format": 1, "system": "leaky", "limits": {"maxDepth": 1.5}}"#, "limits.maxDepth: expected a whole number, found a number (1.5)"),
        (#"{"format": 1, "system": "leaky", "clauses": ["c1.3"]}"#,
         #"clauses[0]: unknown clause "c1.3" (did you mean "C1.3"?); see 'authcheck list clauses'"#),
        (#"{"format": 1, "system": "leaky", "clauses": ["C1.3"], "expect": {"C1.3": "Violated"}}"#,
         #"expect.C1.3: unknown verdict "Violated" (did you mean "violated"?) (one of: holds, violated, witnessed, unwitnessed, inconclusive, n/a, not judged)"#),
        (#"{"format": 1, "system": "leaky", "world": {"requests": 99}}"#,
         "world.requests: 99 is out of range: the world holds 0 to 8"),
        (#"{"format": 1, "system": "leaky", "clauses": ["C1.3", "C99"]}"#,
         #"clauses[1]: unknown clause "C99"; see 'authcheck list clauses'"#),
        (#"{"format": 1, "system": "leaky", "clauses": ["C1.3"], "expect": {"C1.1": "violated"}}"#,
         #"expect.C1.1: a clause this spec does not judge "C1.1"; add it to the spec's "clauses" or drop this expectation"#),
        (#"{"format": 1, "system": "leaky", "clauses": ["C1.3"], "expect": {"C1.3": "broken"}}"#,
         #"expect.C1.3: unknown verdict "broken" (one of: holds, violated, witnessed, unwitnessed, inconclusive, n/a, not judged)"#),
        (#"{"format": 1, "system": "leaky", "limits": {"maxMemoryMiB": 99999999}}"#, "limits.maxMemoryMiB: 99999999 MiB is more than this machine's"),
    ])
    func aBadSpecIsRefusedWithItsPlaceAndNothingIsWritten(text: String, message: String) {
        let sandbox = Sandbox()
        let good = sandbox.write("a-good.json", Self.leakySpec)
        let bad = sandbox.write("b-bad.json", text)
        let run = CheckRun([good, bad], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .badInput)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("Error: \(bad): \(message)"))
        #expect(!sandbox.exists("traces"))
    }
}
