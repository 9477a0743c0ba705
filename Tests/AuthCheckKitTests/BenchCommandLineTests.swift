import Testing

/// `authcheck-bench`'s command line, run as the built process: a bad one names what is wrong,
/// prints the usage and exits 64, as `authcheck` does; a missing spec exits 65; a good one runs.
@Suite(.enabled(if: BuiltTool.benchPath != nil, "authcheck-bench is not built beside the tests: run 'swift build' first"))
struct BenchCommandLineTests {
    func bench(_ arguments: String...) throws -> BuiltTool.Run {
        try BuiltTool.run(BuiltTool.benchPath!, arguments)
    }

    @Test(arguments: [
        ([], "expected 'twophase', 'reference', 'clauses', 'symmetry' or 'subsumption'"),
        (["twofase"], "unknown benchmark 'twofase'; expected 'twophase', 'reference', 'clauses', 'symmetry' or 'subsumption'"),
        (["twophase"], "'twophase' needs a number of RMs, from 1 to 14"),
        (["twophase", "15"], "'15' is not a number of RMs from 1 to 14"),
        (["twophase", "3", "--workers", "0"], "--workers needs a number, 1 or more"),
        (["twophase", "3", "--worker", "2"], "unexpected argument '--worker'"),
        (["twophase", "3", "--workers", "2", "4"], "unexpected argument '4'"),
        (["twophase", "3", "--workers", "2", "--workers", "2"], "--workers is given twice"),
        (["twophase", "3", "--expected-states"], "--expected-states needs a number from 0 to 3221225472"),
        (["twophase", "3", "--expected-states", "3221225473"], "--expected-states needs a number from 0 to 3221225472"),
        (["twophase", "3", "--expected-states", "-1"], "--expected-states needs a number from 0 to 3221225472"),
        (["twophase", "3", "--expected-states", "9", "--expected-states", "9"], "--expected-states is given twice"),
        (["reference", "request=2"], "unknown key 'request'"),
        (["reference", "requests"], "'requests' is not key=value"),
        (["reference", "requests=two"], "'requests=two': the value must be a whole number, 0 or more"),
        (["symmetry", "requests=5"], "symmetry renames at most 4 requests (requests=5)"),
        (["subsumption", "crash=1"], "unknown key 'crash'"),
        (["clauses", "a.json", "b.json"], "unexpected argument 'b.json'"),
        (["clauses", "--world"], "--world needs a name"),
        (["clauses", "--world", "--family", "none"], "--world needs a name"),
        (["clauses", "--family", "contracts"], """
            unknown family 'contracts'; expected one of none, interceptor, session, soft-lock, biometrics, robustness, \
            contract, fidelity, features, recover, every-clause
            """),
    ])
    func aBadCommandLineIsNamedWithTheUsage(arguments: [String], message: String) throws {
        let run = try BuiltTool.run(BuiltTool.benchPath!, arguments)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Error: \(message)\nUsage: authcheck-bench twophase <rms>"))
    }

    @Test func aMissingSpecIsBadInput() throws {
        let run = try bench("clauses", "/nonexistent/spec.json")
        #expect(run.status == 65)
        #expect(run.errors == "Error: /nonexistent/spec.json: file: does not exist\n")
    }

    @Test func helpPrintsTheUsage() throws {
        let run = try bench("--help")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Usage: authcheck-bench twophase <rms>"))
        #expect(run.output.contains("authcheck-bench symmetry [key=value ...]"))
        #expect(run.output.contains("authcheck-bench subsumption [key=value ...]"))
        // The families as `bench/clauses-instructions.sh` reads them from here.
        #expect(run.output.contains("""
            --family runs one of: none, interceptor, session, soft-lock, biometrics, robustness, contract, \
            fidelity, features, recover, every-clause)
            """))
    }

    /// A small world with a crash and a fault: the measure's lines, no skipped state failing the
    /// one-step check, and fewer states kept than the plain search finds.
    @Test func subsumptionPrintsItsFigures() throws {
        let run = try bench(
            "subsumption", "requests=1", "crashes=1", "logins=1", "logouts=0", "settings=0", "pairs=2", "faults=1",
            "writeFailures=0", "keychainLocks=0", "outages=0", "backgrounds=0", "inactivity=0", "serverEvents=0",
            "deviceChanges=0", "disturbances=1", "promptFailures=0", "loginMistakes=0", "secondAccount=0")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix(25)) } == [
            "reference design, states ", "distinct states          ", "kept                     ",
            "distinct / kept          ", "covered                  ", "not simulated            ",
        ])
        #expect(lines[5].hasPrefix("not simulated            0 (skipped states"))
        func count(_ line: String) -> Int? { Int(line.dropFirst(25).prefix { $0 != " " }.filter { $0 != "," }) }
        let distinct = try #require(count(lines[1])), kept = try #require(count(lines[2]))
        #expect(kept < distinct)
    }

    @Test func anUnknownWorldIsNamedWithTheSpecsWorlds() throws {
        let spec = "\(CommittedTracesTests.root)/specs/reference.json"
        let run = try bench("clauses", spec, "--world", "fidelty", "--family", "none")
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix(
            "Error: \(spec) has no world 'fidelty'; its worlds: session, settings, reinstall, signedOut, fidelity\nUsage:"))
    }

    /// One family judged in one world: the line `bench/clauses-instructions.sh` reads. It counts
    /// the clauses that world judges: `signedOut` names five, all of the contract's.
    @Test func oneFamilyInOneWorldPrintsOneLine() throws {
        let spec = "\(CommittedTracesTests.root)/specs/reference.json"
        let run = try bench("clauses", spec, "--world", "signedOut", "--family", "contract")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("contract: 5 clauses judged, 7 states, "))
        #expect(run.output.hasSuffix(" s\n") && run.output.split(separator: "\n").count == 1)
        let session = try bench("clauses", spec, "--world", "signedOut", "--family", "session")
        #expect(session.output.hasPrefix("session: 0 clauses judged, 7 states, "))
        let alone = try bench("clauses", spec, "--world", "signedOut", "--family", "none")
        #expect(alone.output.hasPrefix("none: 0 clauses judged, 7 states, "))
    }

    @Test func aGoodCommandLineRuns() throws {
        let run = try bench("twophase", "3", "--workers", "2")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("TwoPhase with 3 RMs, 2 worker(s): TCConsistent holds"))
        #expect(run.output.contains("distinct states     288\n"))
        // A table sized for 100,000 states: the same states, and its 262,144 slots (TwoPhase's
        // table of whole hashes grows by doublings) counted where the run that grew its table to
        // 288 states counts 1,024.
        let sized = try bench("twophase", "3", "--expected-states", "100000", "--workers", "2")
        #expect(sized.status == 0)
        #expect(sized.output.contains("distinct states     288\n") && sized.output.contains("generated states    1,146\n"))
        let reserved = { (output: String) -> Int? in
            let line = output.split(separator: "\n").first { $0.hasPrefix("engine memory") } ?? ""
            return line.split(separator: "(").last.flatMap { Int($0.prefix { $0 != " " }.filter { $0 != "," }) }
        }
        let (grown, sizedBytes) = (try #require(reserved(run.output)), try #require(reserved(sized.output)))
        #expect(sizedBytes - grown == (262_144 - 1_024) * 8)
    }
}
