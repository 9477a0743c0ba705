@testable import AuthCheckKit
import Foundation
import Testing

/// `--output` writes through a symbolic link and into a FIFO or a device as a stream, never
/// replacing any of them; a regular file is replaced whole; a missing folder is an error.
@Suite struct SpecialOutputTests {
    /// A hand-written trace of the reference system that names no property, in `sandbox`.
    static func handWritten(_ sandbox: Sandbox) -> String {
        sandbox.write("trace.json", """
            {"format": "authcheck-trace", "version": 1, "system": "reference", "world": {},
             "steps": [{"event": {"event": "start"}}, {"event": {"event": "launch"}}]}
            """)
    }

    static func rendered(_ sandbox: Sandbox) -> String {
        ReplayRun([handWritten(sandbox)]).output
    }

    @Test func aRegularFileIsReplacedWhole() throws {
        let sandbox = Sandbox()
        let target = sandbox.write("out.txt", String(repeating: "old\n", count: 1000))
        let run = ReplayRun([Self.handWritten(sandbox)], outputPath: target)
        #expect(run.exitCode == .success)
        #expect(sandbox.read("out.txt") == Self.rendered(sandbox))
        #expect(OutputSetTests.listing(sandbox.path) == ["out.txt", "trace.json"])
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/real", withIntermediateDirectories: true)
        sandbox.write("real/target.txt", "old\n")
        try FileManager.default.createSymbolicLink(atPath: "\(sandbox.path)/link", withDestinationPath: "real/target.txt")
        let run = ReplayRun([Self.handWritten(sandbox)], outputPath: "\(sandbox.path)/link")
        #expect(run.exitCode == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(sandbox.path)/link") == "real/target.txt")
        #expect(sandbox.read("real/target.txt") == Self.rendered(sandbox))
        #expect(OutputSetTests.listing(sandbox.path) == ["link", "real", "real/target.txt", "trace.json"])
    }

    @Test func aFIFOIsWrittenAsAStreamAndStaysAFIFO() throws {
        let sandbox = Sandbox()
        let fifo = "\(sandbox.path)/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = ReceivedText()
        let reader = Thread { received.set((try? FileSystem.read(fifo)).map { Data($0) }) }
        reader.start()
        let run = ReplayRun([Self.handWritten(sandbox)], outputPath: fifo)
        #expect(run.exitCode == .success)
        #expect(received.wait() == Self.rendered(sandbox))
        #expect(try FileSystem.kind(fifo) == .stream)
        #expect(OutputSetTests.listing(sandbox.path) == ["fifo", "trace.json"])
    }

    @Test func devNullTakesTheOutputAndStaysADevice() throws {
        let sandbox = Sandbox()
        let run = ReplayRun([Self.handWritten(sandbox)], outputPath: "/dev/null")
        #expect(run.exitCode == .success)
        #expect(run.output == "" && run.errors == "")
        #expect(try FileSystem.kind("/dev/null") == .stream)
    }

    @Test func aFullDeviceIsAFailedWriteInWords() throws {
        let sandbox = Sandbox()
        let run = ReplayRun([Self.handWritten(sandbox)], outputPath: "/dev/full")
        #expect(run.exitCode == .cannotWrite)
        #expect(run.errors == "Error: cannot write /dev/full: no space left on the device\n")
        #expect(try FileSystem.kind("/dev/full") == .stream)
    }

    /// Places under a sandbox holding a file `file` and a folder `folder` where `--output` cannot
    /// write, each with the reason the error gives (`SANDBOX` for the sandbox's path).
    static let placesThatCannotBeAFile = [
        ("missing/out.txt", "its folder SANDBOX/missing does not exist"),
        ("file/out.txt", "SANDBOX/file is not a folder"),
        ("folder", "is a folder"),
    ]

    @Test(arguments: placesThatCannotBeAFile)
    func anOutputThatCannotBeAFileSaysWhy(_ output: (name: String, reason: String)) throws {
        let sandbox = Sandbox()
        sandbox.write("file", "a file")
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/folder", withIntermediateDirectories: true)
        let trace = Self.handWritten(sandbox)
        let before = OutputSetTests.listing(sandbox.path)
        let run = ReplayRun([trace], outputPath: "\(sandbox.path)/\(output.name)")
        #expect(run.exitCode == .cannotWrite)
        #expect(run.errors == "Error: cannot write \(sandbox.path)/\(output.name): "
            + output.reason.replacingOccurrences(of: "SANDBOX", with: sandbox.path) + "\n")
        #expect(OutputSetTests.listing(sandbox.path) == before)
    }
}

/// What a reader thread got from a FIFO, handed to the test once it has it all.
final class ReceivedText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var text: String?

    func set(_ data: Data?) {
        text = data.map { String(decoding: $0, as: UTF8.self) }
        done.signal()
    }

    func wait() -> String? {
        done.wait()
        return text
    }
}
