import AuthCheck
import Testing

/// A team's package as it uses authcheck: its design and its own clause, through
/// `import AuthCheck` alone, with every subcommand of the tool.
@Suite struct TeamToolTests {
    @Test func theTeamsClauseFindsTheBugWithAShortestTraceThatReplays() throws {
        let tool = NotesTool()
        defer { tool.remove() }
        let check = tool.run(["check", "\(tool.folder)/specs/notes.json", "--traces", "\(tool.folder)/traces"])
        #expect(check.code == .success, "\(check.errors)")
        #expect(check.output.contains("  NOTES1         VIOLATED      \(tool.folder)/traces/notes/NOTES1.json (8 steps): "
            + "The cached profile is gone once logout has finished\n"))
        #expect(check.output.contains("  C1.3           holds  "))
        #expect(check.output.contains("  F-logout       witnessed  "))
        #expect(check.output.contains("4 of 4 verdicts as expected\n"))
        let trace = try #require(tool.read("traces/notes/NOTES1.json"))
        #expect(trace.contains(#""id": "NOTES1""#))

        for format in ["text", "markdown", "mermaid", "itf", "json"] {
            let replay = tool.run(["replay", "\(tool.folder)/traces/notes/NOTES1.json", "--format", format])
            #expect(replay.code == .success, "\(format): \(replay.errors)")
            #expect(!replay.output.isEmpty, "\(format)")
        }
        let text = tool.run(["replay", "\(tool.folder)/traces/notes/NOTES1.json"])
        #expect(text.output.hasSuffix("verdict: NOTES1 violated at step 8\n"))
    }

    @Test func theTeamsClauseHoldsOnTheFixedDesign() {
        let tool = NotesTool()
        defer { tool.remove() }
        let check = tool.run(["check", "\(tool.folder)/specs/notes-fixed.json", "--traces", "\(tool.folder)/traces"])
        #expect(check.code == .success, "\(check.errors)")
        #expect(check.output.contains("  NOTES1         holds  "))
        #expect(tool.read("traces/notes-fixed/NOTES1.json") == nil)
    }

    @Test func anUnexpectedViolationOfTheTeamsClauseFailsTheRun() {
        let tool = NotesTool()
        defer { tool.remove() }
        // The fixed design's spec expects NOTES1 to hold; run the buggy design against it.
        let spec = NotesTool.spec("notes-fixed").replacingOccurrences(of: "\"notes-fixed\"", with: "\"notes\"")
        try! spec.write(toFile: "\(tool.folder)/specs/strict.json", atomically: true, encoding: .utf8)
        let check = tool.run(["check", "\(tool.folder)/specs/strict.json", "--traces", "\(tool.folder)/traces"])
        #expect(check.code == .unexpectedVerdict)
        #expect(check.output.contains("[expected holds]"))
    }

    @Test func listAndExplainKnowTheTeamsDesignAndClause() throws {
        let tool = NotesTool()
        defer { tool.remove() }
        let systems = tool.run(["list", "systems"]).output
        let notes = try #require(systems.split(separator: "\n").first { $0.hasPrefix("notes ") })
        #expect(notes.hasSuffix("  a team's notes app; logout forgets the profile"))
        let clauses = tool.run(["list", "clauses"]).output
        #expect(clauses.hasSuffix("NOTES1" + clauses.split(separator: "\n").last!.dropFirst(6) + "\n"))
        #expect(clauses.split(separator: "\n").last!.hasPrefix("NOTES1"))
        #expect(clauses.split(separator: "\n").last!.contains(" logout "))
        let explain = tool.run(["explain", "NOTES1"])
        #expect(explain.code == .success)
        #expect(explain.output.hasPrefix("""
            NOTES1: The cached profile is gone once logout has finished

            kind:     always
            source:   Notes app security requirements, section 4 (the team's own)
            requires: logout
            """))
        #expect(explain.output.contains("notes (applies), notes-fixed (applies)"))
        #expect(tool.run(["list", "clauses", "--format", "markdown"]).output.contains("\n## NOTES1\n"))
    }

    @Test func theAuditShowsTheTeamsClauseInTheMatrixAndJUnit() throws {
        let tool = NotesTool()
        defer { tool.remove() }
        let specs = ["\(tool.folder)/specs/notes.json", "\(tool.folder)/specs/notes-fixed.json"]
        let audit = tool.run(["audit"] + specs + ["--traces", "\(tool.folder)/traces"])
        #expect(audit.code == .success, "\(audit.errors)")
        let row = try #require(audit.output.split(separator: "\n").first { $0.hasPrefix("NOTES1 ") })
        #expect(row.contains("VIOLATED 8") && row.contains("holds"))
        let junit = tool.run(["audit"] + specs + ["--traces", "\(tool.folder)/traces", "--format", "junit"])
        #expect(junit.output.contains(#"<testsuites name="authcheck audit" tests="8" failures="0" errors="0" skipped="0">"#))
        let strict = tool.run(["audit"] + specs + ["--traces", "\(tool.folder)/traces", "--format", "junit", "--fail-on-findings"])
        #expect(strict.code == .unexpectedVerdict)
        #expect(strict.output.contains(#"<failure type="finding" message="NOTES1: expected violated, got violated; "#))
    }

    @Test func featuresTheDesignDeclaresButNeverShowsAndShowsButNeverDeclaresAreFindings() {
        let tool = NotesTool()
        defer { tool.remove() }
        let spec = NotesTool.spec("notes-dishonest")
            .replacingOccurrences(of: #""clauses": ["C1.3", "NOTES1", "F-logout", "F-no-softLock"]"#,
                                  with: #""clauses": ["F-softLock", "F-no-storedRefreshToken", "F-logout", "F-no-softLock"]"#)
        try! spec.write(toFile: "\(tool.folder)/specs/notes-dishonest.json", atomically: true, encoding: .utf8)
        let check = tool.run(["check", "\(tool.folder)/specs/notes-dishonest.json", "--traces", "\(tool.folder)/traces"])
        #expect(check.code == .unexpectedVerdict)
        #expect(check.output.contains("  F-softLock               unwitnessed   A design that declares softLock shows it: the lock screen   [expected witnessed]\n"))
        #expect(check.output.contains("  F-no-storedRefreshToken  VIOLATED      \(tool.folder)/traces/notes-dishonest/F-no-storedRefreshToken.json (5 steps): "))
        #expect(check.output.contains("  F-no-softLock            n/a  "))
        let explain = tool.run(["explain", "F-no-softLock"]).output
        #expect(explain.contains("\n          n/a for notes-dishonest: the design declares softLock\n"))
    }

    @Test func simulationFindsTheBugToo() {
        let tool = NotesTool()
        defer { tool.remove() }
        let simulate = tool.run(["simulate", "\(tool.folder)/specs/notes.json", "--runs", "50", "--traces", "\(tool.folder)/sim"])
        #expect(simulate.code == .success, "\(simulate.errors)")
        #expect(simulate.output.contains("NOTES1") && simulate.output.contains("VIOLATED"))
        #expect(tool.read("sim/notes/NOTES1.json") != nil)
    }
}
