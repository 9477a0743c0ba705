import AuthCheck
import Foundation
import MyAppAuth
import MyAppConformance
import Testing

/// Bugs seeded into the real client only (the design stays right): conformance catches each at
/// the step where the code leaves its design, with the fields that differ. And a bug the design
/// shares with the code is no divergence at all: that one is `check`'s to catch, on the design.
@Suite struct SeededBugTests {
    static func conform(_ driver: @escaping @Sendable () -> ConformanceDriver) async throws -> ConformanceReport {
        try await Conformance.check(
            spec: SpecRun.path, system: MyAppAuthDesign.system, clauses: ClauseCatalogue.all + MyAppClauses.all,
            toolName: "myapp-authcheck", driver: driver)
    }

    @Test func twoRefreshesAtOnceAreCaught() async throws {
        let report = try await Self.conform { AsyncDriver<NoSingleFlightClient>() }
        #expect(!report.conforms)
        #expect(report.exitCode == .unexpectedVerdict)
        // Two requests got their 401s; the design's second one waits, the code's sends a refresh too.
        #expect(report.text.contains("""
            DIVERGES at step 16 (answer(slot: 0)) of session: W-C8
              pending effects  (− the model, + the implementation)
                + send refresh with R1 (because of request2 answered 401 access_token_expired)

            """), "\(report.text)")
    }

    @Test func aRefreshTokenWrittenLateIsCaught() async throws {
        let report = try await Self.conform { AsyncDriver<LateRefreshTokenClient>() }
        #expect(!report.conforms)
        // The refresh answered: the design writes the rotated token and waits for the keychain;
        // the code has already resent the request with the new access token.
        #expect(report.text.contains("""
            DIVERGES at step 14 (answer(slot: 0)) of session: W-I
              memory  (− the model, + the implementation)
                − refreshing: true
                + refreshing: false
                − requests: waiting for refresh
                + requests: in flight with A2
              pending effects  (− the model, + the implementation)
                + send request1 with A2 (retry 1) (because of refresh answered 200 pair 2 alice)

            """), "\(report.text)")
    }

    /// The code with no single flight, against a design with the same bug (`DoubleRefreshDesign`):
    /// `check` on that design finds the bug, C3.3 and C3.2 violated (as `SingleFlightTests` asserts
    /// with their shortest traces); conformance, even through those very counterexamples, finds
    /// nothing, since code and design agree at every step. A shared bug is the design's to find.
    @Test func aBugTheDesignSharesIsCheckedNotConformed() async throws {
        let world = WorldOptions.quiet { $0.requests = 2; $0.serverEvents = 1 }
        let variant = AuthSystem(DoubleRefreshDesign(), summary: "test variant", version: 1)
        let folder = NSTemporaryDirectory() + "myapp-shared-bug-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = "\(folder)/myapp-double-refresh.json"
        try Self.spec(system: variant.name, world: world).write(toFile: spec, atomically: true, encoding: .utf8)

        var output = ""
        var errors = ""
        let registry = Registry(systems: [variant], clauses: ClauseCatalogue.all)
        let checked = AuthCheckCommand.run(["check", spec, "--traces", "\(folder)/traces"], registry: registry,
                                           output: &output, errors: &errors)
        #expect(checked == .success, "\(output)\(errors)")  // both violations found, as the spec expects
        #expect(output.contains("myapp-double-refresh/C3.3.json (15 steps): A request that gets a 401 while a refresh is in flight"))
        #expect(output.contains("myapp-double-refresh/C3.2.json (17 steps): At most one refresh call is in flight"))

        let conformance = try await Conformance.check(spec: spec, system: variant, tracesDirectory: "\(folder)/traces") {
            AsyncDriver<NoSingleFlightClient>()
        }
        #expect(conformance.conforms, "\(conformance.text)")
        #expect(conformance.text.contains("    committed traces: 2\n"), "the two counterexamples are in the suite")

        // Those traces do exercise the bug: the sound client leaves the buggy design right there.
        let sound = try await Conformance.check(spec: spec, system: variant, tracesDirectory: "\(folder)/traces") {
            AsyncDriver<MyAppAdapter>()
        }
        #expect(sound.text.contains("DIVERGES at step 15 (answer(slot: 0)) of \(folder)/traces/myapp-double-refresh/C3.3.json"),
                "\(sound.text)")
    }

    /// A spec of one world for `system`, as a team writes one.
    static func spec(system: String, world: WorldOptions) -> String {
        """
        {
          "format": 1,
          "system": "\(system)",
          "world": { "requests": \(world.requests), "crashes": 0, "logins": \(world.logins), "logouts": 0,
                     "settingsChanges": 0, "pairs": \(world.pairs), "faults": 0, "writeFailures": 0, "keychainLocks": 0,
                     "outages": 0, "backgrounds": 0, "inactivity": 0, "serverEvents": \(world.serverEvents),
                     "deviceChanges": 0, "disturbances": 0, "promptFailures": false, "loginMistakes": false,
                     "secondAccount": false },
          "clauses": ["C3.2", "C3.3"],
          "expect": { "C3.2": "violated", "C3.3": "violated" }
        }
        """
    }
}
