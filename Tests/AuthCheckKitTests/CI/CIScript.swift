import Foundation

/// A script of `.ci/` run on files written for the test, as CI runs it on a README and a
/// command's output: its exit status and standard error.
enum CIScript {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `.ci/<name>` with `arguments`, where each `.file(text)` becomes the path of a file
    /// holding `text` (removed afterwards) and each `.word` is passed as it is.
    static func run(_ name: String, _ arguments: [Argument]) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ci-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var words: [String] = []
        for (index, argument) in arguments.enumerated() {
            switch argument {
            case .word(let word):
                words.append(word)
            case .file(let text):
                let file = folder.appendingPathComponent("argument-\(index).txt")
                try text.write(to: file, atomically: true, encoding: .utf8)
                words.append(file.path)
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent(".ci/\(name)").path] + words
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    enum Argument {
        case word(String)
        case file(String)
    }
}
