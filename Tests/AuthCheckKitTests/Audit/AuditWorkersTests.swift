@testable import AuthCheckKit
import AuthSystems
import Foundation
import ModelChecking
import Testing

/// `--workers`: specs and worlds explored at once give the matrix, reports and traces of one
/// worker, byte for byte; a spec's worlds share its time bound.
@Suite struct AuditWorkersTests {
    /// Every file under `path`, by path relative to it, with its contents.
    static func files(under path: String) -> [String: String] {
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in
            (try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)).map { (name, $0) }
        })
    }

    @Test func twoWorkersGiveTheMatrixAndTracesOfOne() {
        let sandbox = Sandbox()
        let specs = AuditCommandTests.specs(in: sandbox) + [sandbox.write("worlds.json", WorldsSpecTests.spec(
            worlds: #"{ "idle": \#(WorldsSpecTests.quietWorld), "busy": \#(WorldsSpecTests.loginWorld) }"#,
            expect: #"{ "C1.3": "violated" }"#))]
        let one = AuditRun(specs, traces: "\(sandbox.path)/one", workers: 1)
        let two = AuditRun(specs, traces: "\(sandbox.path)/two", workers: 2)
        #expect(one.exitCode == .success, "\(one.errors)")
        #expect(two.exitCode == one.exitCode)
        #expect(two.output == one.output.replacingOccurrences(of: "\(sandbox.path)/one", with: "\(sandbox.path)/two"))
        let traces = Self.files(under: "\(sandbox.path)/one")
        #expect(traces.count == 3)
        #expect(Self.files(under: "\(sandbox.path)/two") == traces)
    }

    @Test func checkWithTwoWorkersPrintsTheReportsOfOneInSpecOrder() {
        let sandbox = Sandbox()
        let specs = AuditCommandTests.specs(in: sandbox)
        let one = CheckRun(specs, traces: "\(sandbox.path)/one", workers: 1)
        let two = CheckRun(specs, traces: "\(sandbox.path)/two", workers: 2)
        #expect(one.exitCode == .success)
        #expect(two.output == one.output.replacingOccurrences(of: "\(sandbox.path)/one", with: "\(sandbox.path)/two"))
        #expect(one.output.range(of: "leaky.json")!.lowerBound < one.output.range(of: "reference.json")!.lowerBound)
    }

    @Test(arguments: ["audit", "check"], ["0", "x"]) func fewerThanOneWorkerIsAUsageError(command: String, value: String) {
        let outcome = CommandLineOutcome.running([command, "--workers", value])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.output == "")
        #expect(outcome.errors.hasPrefix("""
            Error: The value '\(value)' is invalid for '--workers <n>'; expected a positive whole number
            Help:  --workers <n>  Explore up to <n> worlds at once, each searched by <n> workers
            """))
    }

    @Test(arguments: [1, 2]) func aSpecsWorldsShareOneDeadline(workers: Int) throws {
        // The spec's clock started an hour ago: its one-second bound is long spent when each
        // world starts, so each stops at its first look at the clock (after 1,024 of its
        // thousands of states), however fast the machine, and says so with the bound as the
        // spec writes it.
        let sandbox = Sandbox()
        let world = """
            { "requests": 2, "crashes": 1, "logins": 1, "logouts": 1, "faults": 1, "settingsChanges": 0,
              "disturbances": 1, "secondAccount": false, "loginMistakes": false }
            """
        let path = sandbox.write("timed.json", """
            { "format": 1, "system": "reference", "worlds": { "first": \(world), "second": \(world) },
              "limits": { "maxSeconds": 1 }, "clauses": ["C1.3", "C7.2"] }
            """)
        let spec = try SpecLoader.load(path, registry: .bundled)
        let system = try #require(Registry.bundled.system(named: spec.system))
        let late = SpecExploration(workers: workers, progress: nil, now: { .now - .seconds(3600) })
        let reports = try late.run([(spec, system)])[0].map { try $0.report.get() }
        #expect(reports.count == 2)
        #expect(reports[0].statistics.distinct == reports[1].statistics.distinct)
        for report in reports {
            #expect(report.stoppedBy == .time(seconds: 1))
            #expect(report.outcomes.map(\.verdict.name) == ["inconclusive", "inconclusive"])
        }
    }
}
