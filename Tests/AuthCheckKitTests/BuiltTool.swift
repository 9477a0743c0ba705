import Foundation

/// The `authcheck` executable the package built beside the tests, run as a process: for what
/// only a real process shows, such as how it ends under a resource limit.
enum BuiltTool {
    struct Run {
        let reason: Process.TerminationReason
        let status: Int32
        let output: String
        let errors: String
    }

    /// The executable, found in the folder of the test bundle or one above it; nil when the
    /// package's executable has not been built.
    static let path: String? = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("authcheck").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Runs the executable with `arguments` under `/bin/sh`'s `ulimit -v` of `addressSpaceKiB`.
    static func run(_ arguments: [String], addressSpaceKiB: Int) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(addressSpaceKiB) && exec \"$@\"", "sh", path!] + arguments
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
