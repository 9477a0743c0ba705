@testable import AuthCheckKit
import Foundation
import Testing

/// `conform` driving a real subprocess, the leaky design written in Python, through its suite:
/// a driver that follows its model, one that leaves it, and every way a driver can fail, each
/// with its exit code and the report's exact lines, and none leaving a process behind.
@Suite struct ProcessDriverTests {
    /// The report's lines up to the outcome, the same for every run on the leaky spec.
    static func header(steps: Int) -> [String] {
        [
            "  suite: 6 traces, \(steps) steps",
            "    committed traces: 0",
            "    covering: a shortest trace to each of the 5 (screen, event kind) pairs reached within the spec's bounds (of 165), "
                + "and to 1 of 1 witnesses",
            "    random walks: 2 of depth 8 (seed 1)",
        ]
    }

    @Test func aDriverThatFollowsItsModelConforms() {
        let run = ConformRun(mode: "conforming")
        #expect(run.exitCode == .success)
        #expect(run.errors == "")
        #expect(run.output.hasPrefix("leaky (\(run.sandbox.path)/leaky.json): the implementation behind "
            + "`python3 \(run.sandbox.path)/leaky_driver.py conforming` against its model\n"))
        #expect(run.lines == Self.header(steps: 21) + [
            "  conforms: the implementation matches its model at every step of every trace",
        ])
        #expect(!run.sandbox.exists("out"))
    }

    @Test func aDriverThatLeavesItsModelDivergesAtTheStepWithTheField() {
        let run = ConformRun(mode: "forgets-access-token")
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.errors == "")
        #expect(run.lines == Self.header(steps: 18) + [
            "DIVERGES at step 4 (answer(slot: 0)) of world: cover signIn answer",
            "  pending effects  (− the model, + the implementation)",
            "    − write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)",
            "  trace: \(run.sandbox.path)/out/leaky/conform-leaky.json (4 steps; authcheck replay shows the model's side)",
        ])
        #expect(run.sandbox.read("out/leaky/conform-leaky.json")?.contains(#""system": "leaky""#) == true)
    }

    @Test(arguments: [
        ("crash-on-start", 0, "Error: the driver crashed: it exited before answering start (exit status 3)",
         "at step 1 (launch) of world: cover none launch"),
        ("crash-on-response", 6, #"Error: the driver crashed: it exited before answering the event "response" (exit status 1)"#,
         "at step 4 (answer(slot: 0)) of world: cover signIn answer"),
        ("garbage", 0, #"Error: the driver answered something malformed: its answer to the event "launched" is not JSON "#
            + "(line 1, column 1: expected a value, found '<'): <html>oops</html>",
         "at step 1 (launch) of world: cover none launch"),
        ("unknown-field", 0, "Error: the driver answered something malformed: memory.sessionId: unknown field (known: accessToken, "
            + "accessTokenRef, refreshToken, user, tenant, permissions, softLockEnabled, biometricsEnabled, refreshing, "
            + "refreshAttempts, requests, loggedOut)",
         "at step 1 (launch) of world: cover none launch"),
        ("version-2", 0, "Error: the driver's handshake failed: the driver speaks version 2; this authcheck speaks 1",
         "at step 1 (launch) of world: cover none launch"),
        ("not-a-driver", 0,
         #"Error: the driver's handshake failed: expected {"authcheck": "driver", "version": 1}, got {"hello":"world"}"#,
         "at step 1 (launch) of world: cover none launch"),
        ("extra-line", 0, #"Error: the driver answered something malformed: it wrote a line nobody asked for, before the event "launched": {}"#,
         "at step 1 (launch) of world: cover none launch"),
    ])
    func aDriverThatMisbehavesStopsTheRunWithItsReason(mode: String, steps: Int, error: String, place: String) {
        let run = ConformRun(mode: mode)
        #expect(run.exitCode == .modelError)
        #expect(run.output == "")
        #expect(run.lines == Self.header(steps: steps) + [error, "  " + place])
        #expect(!run.sandbox.exists("out"))
    }

    @Test func aCommandThatIsNotThereIsACrashThatSaysSo() {
        let run = ConformRun(driver: "{sandbox}/no-such-driver")
        #expect(run.exitCode == .modelError)
        #expect(run.lines == Self.header(steps: 0) + [
            "Error: the driver crashed: it exited before answering the handshake (exit status 127: is the command on the PATH?)",
            "  at step 1 (launch) of world: cover none launch",
        ])
    }

    /// The driver answers the handshake, then sleeps for ever and ignores SIGTERM, run by a
    /// shell as its child: the run stops after the timeout, and the driver is gone with it.
    @Test func aDriverThatHangsIsStoppedAtTheTimeoutAndEnded() throws {
        let started = Date()
        let run = ConformRun(driver: "python3 {script} hang {sandbox}/pid", timeout: 1)
        #expect(Date().timeIntervalSince(started) < 15)
        #expect(run.exitCode == .modelError)
        #expect(run.lines == Self.header(steps: 0) + [
            "Error: the implementation did not settle within 1 s (a hang)",
            "  at step 1 (launch) of world: cover none launch",
        ])
        let pid = try #require(run.sandbox.read("pid").flatMap { Int32($0) })
        #expect(Self.ended(pid, within: 5))
    }

    /// Whether `pid` is gone (or a zombie nobody has reaped yet) within `seconds`.
    static func ended(_ pid: Int32, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if stat.split(separator: ")").last?.split(separator: " ").first == "Z" { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }
}
