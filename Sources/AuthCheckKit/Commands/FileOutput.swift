import Foundation

/// Writes output files whole or not at all: to a temporary file beside the target, then a
/// rename, so a reader never sees half a trace.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
