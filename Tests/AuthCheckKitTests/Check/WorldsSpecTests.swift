@testable import AuthCheckKit
import Testing

/// A spec with several worlds: each explored on its own, verdicts combined (violated or
/// witnessed in any world, holds only in all), the trace naming the world that broke the clause.
@Suite struct WorldsSpecTests {
    static let quietWorld = """
        { "requests": 0, "crashes": 0, "logins": 0, "logouts": 0, "settingsChanges": 0, "faults": 0,
          "writeFailures": 0, "keychainLocks": 0, "outages": 0, "backgrounds": 0, "inactivity": 0,
          "serverEvents": 0, "deviceChanges": 0, "disturbances": 0, "loginMistakes": false,
          "secondAccount": false, "promptFailures": false }
        """
    static let loginWorld = quietWorld.replacingOccurrences(of: #""logins": 0"#, with: #""logins": 1"#)

    /// `loginWorld`, judging only W-C1: C1.3's violation there is not judged.
    static let loginWorldJudgingWitness = loginWorld.replacingOccurrences(
        of: #""promptFailures": false }"#, with: #""promptFailures": false, "clauses": ["W-C1"] }"#)

    static func spec(worlds: String, expect: String) -> String {
        """
        { "format": 1, "system": "leaky", "worlds": \(worlds), "clauses": ["C1.3", "W-C1"], "expect": \(expect) }
        """
    }

    @Test func aViolationInOneWorldIsTheSpecsAndItsTraceNamesThatWorld() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.spec(
            worlds: #"{ "idle": \#(Self.quietWorld), "busy": \#(Self.loginWorld) }"#, expect: #"{ "C1.3": "violated" }"#))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(run.reportLines.first == "  9 distinct states, 9 generated, depth 7 in 2 worlds (idle, busy), stopped once every clause was decided")
        #expect(run.reportLines.contains("  2 of 2 verdicts as expected"))
        let trace = try #require(sandbox.read("traces/leaky/C1.3.json"))
        #expect(trace.contains(#""world": "busy","#))
    }

    @Test func aClauseHoldsOnlyIfItHoldsInEveryWorld() {
        let sandbox = Sandbox()
        let idleOnly = sandbox.write("idle.json", Self.spec(
            worlds: #"{ "idle": \#(Self.quietWorld) }"#, expect: #"{ "W-C1": "unwitnessed" }"#))
        let run = CheckRun([idleOnly], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(run.reportLines.contains { $0.hasPrefix("  C1.3      holds") })
        #expect(!sandbox.exists("traces"))
    }

    /// The same violation as above, in a world that does not judge the clause: the door that
    /// leads to it is open there only for the clauses that world names.
    @Test func aWorldJudgesOnlyTheClausesItNames() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", Self.spec(
            worlds: #"{ "idle": \#(Self.quietWorld), "busy": \#(Self.loginWorldJudgingWitness) }"#, expect: "{}"))
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(run.reportLines.contains { $0.hasPrefix("  C1.3      holds") })
        #expect(run.reportLines.contains { $0.hasPrefix("  W-C1      witnessed") })
        #expect(run.reportLines.contains("  2 of 2 verdicts as expected"))
        #expect(!sandbox.exists("traces/leaky/C1.3.json"))
    }

    @Test func aMisspeltClausesKeyInAWorldIsNamed() {
        let sandbox = Sandbox()
        let bad = sandbox.write("bad.json", #"{ "format": 1, "system": "leaky", "worlds": { "busy": { "clause": ["W-C1"] } } }"#)
        let run = CheckRun([bad], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .badInput)
        #expect(run.errors.hasPrefix("Error: \(bad): worlds.busy: unknown key \"clause\" (did you mean \"clauses\"?) (known: requests, "))
        #expect(run.errors.hasSuffix(", faultKinds, clauses)\n"))
    }

    @Test(arguments: [
        (#"{ "format": 1, "system": "leaky", "world": {}, "worlds": {} }"#,
         #"the top level: has both "world" and "worlds"; keep one"#),
        (#"{ "format": 1, "system": "leaky", "worlds": {} }"#, "worlds: names no world"),
        (#"{ "format": 1, "system": "leaky", "worlds": { "busy": { "requests": true } } }"#,
         "worlds.busy.requests: expected a whole number, found a boolean (true)"),
        (#"{ "format": 1, "system": "leaky", "worlds": { "busy": [] } }"#, "worlds.busy: expected an object, found an array ([])"),
        (#"{ "format": 1, "system": "leaky", "clauses": ["C1.3"], "worlds": { "busy": { "clauses": ["C1.30"] } } }"#,
         #"worlds.busy.clauses[0]: unknown clause "C1.30" (did you mean "C1.3"?); see 'authcheck list clauses'"#),
        (#"{ "format": 1, "system": "leaky", "clauses": ["C1.3"], "worlds": { "busy": { "clauses": ["C1.1"] } } }"#,
         #"worlds.busy.clauses[0]: a clause this spec does not judge "C1.1"; add it to the spec's "clauses""#),
        (#"{ "format": 1, "system": "leaky", "clauses": ["C1.3", "W-C1"], "worlds": { "busy": { "clauses": ["W-C1"] } } }"#,
         #"worlds: no world judges "C1.3", a clause of this spec; name it in a world's "clauses""#),
        (#"{ "format": 1, "system": "leaky", "clauses": ["C1.1", "C1.3", "W-C1"], "worlds": { "busy": { "clauses": ["W-C1"] } } }"#,
         #"worlds: no world judges "C1.1" and "C1.3" clauses of this spec; name them in a world's "clauses""#),
        (#"{ "format": 1, "system": "leaky", "worlds": { "busy": { "clauses": ["W-C1"] } } }"#,
         #"worlds: no world judges "C1.1", "C1.2", "C1.3" and \#(Registry.withLeaky.clauses.count - 4) more clauses of this spec; name them in a world's "clauses""#),
        (#"{ "format": 1, "system": "leaky", "clauses": ["C1.3"], "world": { "clauses": [] } }"#,
         #"world.clauses: names no clause; leave the key out for all of the spec's, or leave the world out"#),
    ])
    func aBadWorldsKeyIsRefusedWithItsPlace(text: String, message: String) {
        let sandbox = Sandbox()
        let bad = sandbox.write("bad.json", text)
        let run = CheckRun([bad], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .badInput)
        #expect(run.errors == "Error: \(bad): \(message)\n")
        #expect(!sandbox.exists("traces"))
    }
}
