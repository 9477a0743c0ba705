import Foundation

/// An executable the package built beside the tests (`authcheck`, `authcheck-bench`), run as a
/// process: for what only a real process shows, such as how it ends under a resource limit or
/// the exit status of a tool that is no library.
enum BuiltTool {
    struct Run {
        let reason: Process.TerminationReason
        let status: Int32
        let output: String
        let errors: String
    }

    /// `authcheck`, or nil when the package's executable has not been built.
    static let path = path(of: "authcheck")
    /// `authcheck-bench`, or nil when it has not been built.
    static let benchPath = path(of: "authcheck-bench")

    /// The executable named `tool`, found in the folder of the test bundle or one above it.
    static func path(of tool: String) -> String? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(tool).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Runs `authcheck` with `arguments` under `/bin/sh`'s `ulimit -v` of `addressSpaceKiB`.
    static func run(_ arguments: [String], addressSpaceKiB: Int) throws -> Run {
        try run(path!, arguments, limit: "ulimit -v \(addressSpaceKiB) && ")
    }

    /// Runs the executable at `executable` with `arguments`, after the shell command `limit`.
    static func run(_ executable: String, _ arguments: [String], limit: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", limit + "exec \"$@\"", "sh", executable] + arguments
        // Standard error goes to a file, so neither stream can fill a pipe and stall the child.
        let errorsPath = NSTemporaryDirectory() + "authcheck-errors-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorsPath) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorsPath)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = FileManager.default.contents(atPath: errorsPath) ?? Data()
        return Run(
            reason: process.terminationReason, status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }
}
