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

    @Test(arguments: [
        (#"{ "format": 1, "system": "leaky", "world": {}, "worlds": {} }"#,
         #"the top level: has both "world" and "worlds"; keep one"#),
        (#"{ "format": 1, "system": "leaky", "worlds": {} }"#, "worlds: names no world"),
        (#"{ "format": 1, "system": "leaky", "worlds": { "busy": { "requests": true } } }"#,
         "worlds.busy.requests: expected a whole number, found a boolean (true)"),
        (#"{ "format": 1, "system": "leaky", "worlds": { "busy": [] } }"#, "worlds.busy: expected an object, found an array ([])"),
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
