@testable import AuthCheckKit
import Foundation
import Testing

/// Input files are read by the system's calls, so a file the kernel makes up as it is read
/// reads, and every failure is in words.
@Suite struct InputFileTests {
    @Test func procVersionReadsAndIsRefusedAsJSONNotAsMissing() {
        #expect(throws: InputError.self) { try InputFile.json(at: "/proc/version") }
        do {
            _ = try InputFile.json(at: "/proc/version")
        } catch {
            #expect(error.path == "/proc/version")
            #expect(error.place.hasPrefix("line 1, column 1"))
        }
    }

    @Test(arguments: [
        ("missing.json", "does not exist"), ("folder", "is a folder"), ("file/x.json", "a part of the path is not a folder"),
    ])
    func anUnreadableInputSaysWhy(_ input: (name: String, reason: String)) throws {
        let sandbox = Sandbox()
        sandbox.write("file", "x")
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/folder", withIntermediateDirectories: true)
        #expect(throws: InputError(path: "\(sandbox.path)/\(input.name)", place: "file", message: input.reason)) {
            try InputFile.json(at: "\(sandbox.path)/\(input.name)")
        }
    }

    @Test func aDeviceReadsAsAnEmptyFile() {
        #expect(throws: InputError.self) { try InputFile.json(at: "/dev/null") }
    }
}
