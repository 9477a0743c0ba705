@testable import AuthCheckKit
import Foundation
import Testing

/// `authcheck audit`: the matrix of two small specs in each format, its exit codes and files.
@Suite struct AuditCommandTests {
    /// Two specs: the leaky design, which breaks C1.3, and the reference, which does not.
    static func specs(in sandbox: Sandbox, leakyExpects: String = "violated") -> [String] {
        [
            sandbox.write("leaky.json", """
                {"format": 1, "system": "leaky", "world": {"requests": 0, "crashes": 0, "secondAccount": false},
                 "clauses": ["C1.3", "C1.1", "SL1", "W-S-partial"],
                 "expect": {"C1.1": "violated", "C1.3": "\(leakyExpects)"}}
                """),
            sandbox.write("reference.json", """
                {"format": 1, "system": "reference",
                 "world": {"requests": 0, "crashes": 0, "faults": 0, "logouts": 0, "settingsChanges": 0,
                           "disturbances": 0, "secondAccount": false, "loginMistakes": false},
                 "clauses": ["C1.3", "C1.1", "SL1", "W-S-partial"], "expect": {"W-S-partial": "unwitnessed"}}
                """),
        ]
    }

    @Test func theTextMatrixShowsEachVerdictWithTracesReasonsAndSummary() {
        let sandbox = Sandbox()
        let traces = "\(sandbox.path)/traces"
        let run = AuditRun(Self.specs(in: sandbox), traces: traces)
        #expect(run.exitCode == .success, "\(run.errors)")
        let expected = """
            clause       leaky       reference
            C1.1         VIOLATED 6  holds
            C1.3         VIOLATED 6  holds
            SL1          n/a         holds
            W-S-partial  n/a         witness missing

            Counterexamples (VIOLATED N: a trace of N steps)
              leaky C1.1: 6 steps, \(traces)/leaky/C1.1.json
              leaky C1.3: 6 steps, \(traces)/leaky/C1.3.json

            Not applicable
              leaky, no softLock, layeredCache: a test design: only tokens and a stored refresh token

            Summary
            """
        #expect(run.output.hasPrefix(expected + "\n"), "\(run.output)")
        #expect(run.output.contains("  leaky (\(sandbox.path)/leaky.json): 4 of 4 verdicts as expected, "))
        #expect(sandbox.exists("traces/leaky/C1.3.json"))
    }

    /// `--fingerprints`: each system's summary line (text, markdown) and its JSON entry say the
    /// mode and the chance of a missed state; every cell is the exact run's.
    @Test func fingerprintModeIsNamedInTheSummaryAndTheJSONAndChangesNoCell() throws {
        let sandbox = Sandbox()
        let exact = AuditRun(Self.specs(in: sandbox), traces: "\(sandbox.path)/traces")
        let printed = AuditRun(Self.specs(in: sandbox), traces: "\(sandbox.path)/traces", fingerprints: true)
        #expect(printed.exitCode == .success)
        let summary = { (output: String) in output.components(separatedBy: "\nSummary\n") }
        #expect(summary(printed.output)[0] == summary(exact.output)[0])
        let lines = summary(printed.output)[1].split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains(" states, fingerprint mode (chance of a missed state about ") })
        #expect(!exact.output.contains("fingerprint"))
        let json = try JSONParser.parse(
            AuditRun(Self.specs(in: sandbox), format: .json, traces: "\(sandbox.path)/traces", fingerprints: true).output)
        let systems = try #require(json["systems"]?.array)
        #expect(systems.allSatisfy { $0["missedStateProbability"] != nil })
        let exactJSON = try JSONParser.parse(
            AuditRun(Self.specs(in: sandbox), format: .json, traces: "\(sandbox.path)/traces").output)
        #expect(try #require(exactJSON["systems"]?.array).allSatisfy { $0["missedStateProbability"] == nil })
    }

    @Test func anUnexpectedVerdictIsMarkedAndFailsTheRun() {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox, leakyExpects: "holds"), traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.output.contains("C1.3         VIOLATED 6 !  holds\n"))
        #expect(run.output.contains("  ! marks a verdict that is not the one its spec expects\n"))
    }

    @Test func markdownIsOneTableRowPerClauseWithTheSameCellsPerRow() {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox), format: .markdown, traces: "\(sandbox.path)/traces")
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(rows.count == 2 + 4)
        #expect(rows.allSatisfy { $0.filter { $0 == "|" }.count == 4 })
        #expect(rows[0] == "| Clause | leaky | reference |")
        #expect(rows.contains { $0.hasPrefix("| C1.3 ") && $0.hasSuffix(" | **VIOLATED** (6 steps, `\(sandbox.path)/traces/leaky/C1.3.json`) | holds |") })
        #expect(run.output.contains("- leaky, no `softLock`, `layeredCache`: a test design: only tokens and a stored refresh token\n"))
    }

    @Test func jsonGivesEveryCellWithItsVerdictExpectationAndTrace() throws {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox), format: .json, traces: "\(sandbox.path)/traces")
        let json = try JSONParser.parse(run.output)
        #expect(json["format"] == "authcheck-audit")
        #expect(json["asExpected"] == true)
        let clauses = try #require(json["clauses"]?.array)
        #expect(clauses.map { $0["id"]?.string } == ["C1.1", "C1.3", "SL1", "W-S-partial"])
        let leakyC13 = try #require(clauses[1]["cells"]?.array?.first)
        #expect(leakyC13["verdict"] == "violated")
        #expect(leakyC13["trace"]?["path"] == .string("\(sandbox.path)/traces/leaky/C1.3.json"))
        #expect(leakyC13["trace"]?["steps"] == 6)
        #expect(clauses[2]["cells"]?.array?.first?["reason"] == "a test design: only tokens and a stored refresh token")
        #expect(clauses[3]["cells"]?.array?.first?["verdict"] == "n/a")
    }

    @Test func junitPassesEveryExpectedVerdictRecordingItAndTheTrace() {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox), format: .junit, traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"authcheck audit\" tests=\"8\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"))
        #expect(run.output.contains("  <testsuite name=\"leaky\" tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"))
        #expect(run.output.contains("""
                <testcase classname="leaky" name="C1.3 The access token is never in any persistent store">
                  <properties>
                    <property name="verdict" value="violated"/>
                    <property name="expected" value="violated"/>
                    <property name="trace" value="\(sandbox.path)/traces/leaky/C1.3.json"/>
                    <property name="steps" value="6"/>
                  </properties>
                </testcase>
            """))
        #expect(run.output.contains("""
                    <property name="verdict" value="n/a"/>
                    <property name="expected" value="n/a"/>
                    <property name="reason" value="a test design: only tokens and a stored refresh token"/>
            """))
        #expect(!run.output.contains("<failure") && !run.output.contains("<skipped"))
        #expect(run.output.hasSuffix("  </testsuite>\n</testsuites>\n"))
    }

    @Test func junitFailsAnUnexpectedVerdictSayingExpectedVersusActualAsTheExitCodeDoes() {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox, leakyExpects: "holds"), format: .junit, traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.output.contains("<testsuites name=\"authcheck audit\" tests=\"8\" failures=\"1\" errors=\"0\" skipped=\"0\">\n"))
        #expect(run.output.contains("""
                    <property name="expected" value="holds"/>
                    <property name="trace" value="\(sandbox.path)/traces/leaky/C1.3.json"/>
                    <property name="steps" value="6"/>
                  </properties>
                  <failure type="unexpected verdict" message="C1.3: expected holds, got violated; \(sandbox.path)/traces/leaky/C1.3.json (6 steps); step 6 (perform) breaks the clause"/>
                </testcase>
            """))
    }

    @Test func failOnFindingsMakesEveryKnownFindingAFailureAndExitsOne() {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox), format: .junit, traces: "\(sandbox.path)/traces", failsOnFindings: true)
        #expect(run.exitCode == .unexpectedVerdict)
        // C1.1 and C1.3 violated on leaky, W-S-partial missing on the reference.
        #expect(run.output.contains("<testsuites name=\"authcheck audit\" tests=\"8\" failures=\"3\" errors=\"0\" skipped=\"0\">\n"))
        #expect(run.output.contains(#"<failure type="finding" message="W-S-partial: expected unwitnessed, got unwitnessed; no run reaches the situation the witness names"/>"#))
        let text = AuditRun(Self.specs(in: sandbox), traces: "\(sandbox.path)/traces", failsOnFindings: true)
        #expect(text.exitCode == .unexpectedVerdict)
        let clean = sandbox.write("clean.json", """
            {"format": 1, "system": "reference", "world": {"requests": 0, "crashes": 0, "faults": 0, "logouts": 0,
             "settingsChanges": 0, "disturbances": 0, "secondAccount": false, "loginMistakes": false},
             "clauses": ["C1.3", "C1.1"]}
            """)
        let holding = AuditRun([clean], format: .junit, traces: "\(sandbox.path)/traces", failsOnFindings: true)
        #expect(holding.exitCode == .success)
        #expect(!holding.output.contains("<failure"))
    }

    @Test func theSameSpecsGiveTheSameMatrixByteForByte() {
        let sandbox = Sandbox()
        let specs = Self.specs(in: sandbox)
        for format in AuditFormat.allCases {
            #expect(AuditRun(specs, format: format, traces: "\(sandbox.path)/traces").output
                == AuditRun(specs, format: format, traces: "\(sandbox.path)/traces").output)
        }
    }

    @Test func outputGoesToTheFileWhenAsked() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/out", withIntermediateDirectories: false)
        let run = AuditRun(Self.specs(in: sandbox), format: .junit, traces: "\(sandbox.path)/traces",
                           outputPath: "\(sandbox.path)/out/audit.xml")
        #expect(run.exitCode == .success)
        #expect(run.output.isEmpty)
        #expect(sandbox.read("out/audit.xml")?.hasPrefix("<?xml") == true)
    }

    @Test func renderingsAreWrittenBesideEachCounterexample() {
        let sandbox = Sandbox()
        let run = AuditRun(Self.specs(in: sandbox), traces: "\(sandbox.path)/traces", renderings: [.markdown, .mermaid])
        #expect(run.exitCode == .success)
        for name in ["C1.3.json", "C1.3.md", "C1.3.mmd", "C1.1.md"] { #expect(sandbox.exists("traces/leaky/\(name)")) }
        #expect(!sandbox.exists("traces/leaky/C1.3.itf.json"))
        #expect(sandbox.read("traces/leaky/C1.3.mmd")?.hasPrefix("sequenceDiagram\n") == true)
    }

    @Test func aSpecPathIsRecordedWithoutALeadingDotSlash() throws {
        #expect(try SpecLoader.load("./specs/reference.json").path == "specs/reference.json")
    }

    @Test func aBadSpecWritesNothing() {
        let sandbox = Sandbox()
        let bad = sandbox.write("bad.json", #"{"format": 1, "system": "leaky", "clauses": ["C99"]}"#)
        let run = AuditRun(Self.specs(in: sandbox) + [bad], traces: "\(sandbox.path)/traces",
                           outputPath: "\(sandbox.path)/audit.txt")
        #expect(run.exitCode == .badInput)
        #expect(run.errors.hasPrefix("Error: \(bad): clauses[0]: unknown clause \"C99\""))
        #expect(!sandbox.exists("traces") && !sandbox.exists("audit.txt"))
    }
}
