import Foundation
import Testing

/// SIGINT and SIGTERM end `authcheck` with 130 and 143 and leave no staging folder; run on the
/// built executable, beside the test bundle.
@Suite struct SignalCleanupTests {
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("authcheck").path
    }

    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143)] as [(Int32, Int32)])
    func aSignalEndsTheRunWithItsCodeAndLeavesNoStaging(_ signal: (number: Int32, status: Int32)) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable), "build authcheck first")
        let sandbox = Sandbox()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        // The reference at its default bounds runs for minutes in a debug build.
        process.arguments = ["check", "specs/reference.json", "--traces", "\(sandbox.path)/traces"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1)
        kill(process.processIdentifier, signal.number)
        // The signal must end the run, not wait for the check to finish (which once took minutes,
        // the handler queued behind the exploration's workers): a generous watchdog, no timing.
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue(label: "watchdog").async { process.waitUntilExit(); ended.signal() }
        if ended.wait(timeout: .now() + 60) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("the run went on for a minute after the signal")
        }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == signal.status)
        #expect(OutputSetTests.listing(sandbox.path) == [])
    }
}
