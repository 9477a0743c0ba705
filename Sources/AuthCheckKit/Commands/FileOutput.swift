import Foundation

/// Writes output files whole or not at all: to a temporary file beside the target, then a
/// rename, so a reader never sees half a trace.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Why a write failed, in the system's words ("Permission denied"), not as a dump of the
    /// error object.
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return error.localizedDescription
    }
}

extension FileOutput {
    /// Writes each trace file in turn; at the first that cannot be written, says so on `errors`
    /// and returns `.cannotWrite`.
    static func write(_ files: [CheckReport.TraceFile], errors: inout TextSink) -> ExitCode? {
        for file in files {
            do {
                try write(file.text, to: file.path)
            } catch {
                print("Error: cannot write \(file.path): \(reason(error))", to: &errors)
                return .cannotWrite
            }
        }
        return nil
    }

    /// Writes a command's result to `path` when one is given (`--output`), else to standard
    /// output; says so on `errors` and returns `.cannotWrite` when the file cannot be written.
    static func emit(_ text: String, to path: String?, output: inout TextSink, errors: inout TextSink) -> ExitCode? {
        guard let path else {
            print(text, terminator: "", to: &output)
            return nil
        }
        do {
            try write(text, to: path)
        } catch {
            print("Error: cannot write \(path): \(reason(error))", to: &errors)
            return .cannotWrite
        }
        return nil
    }
}
