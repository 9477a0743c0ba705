import Foundation

/// A fresh temporary folder for one test's files, removed when the test ends.
final class Sandbox {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "authcheck-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside the sandbox and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = "\(path)/\(name)"
        try! text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func read(_ name: String) -> String? {
        try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: "\(path)/\(name)") }
}
