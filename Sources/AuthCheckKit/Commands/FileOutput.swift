/// How commands write files: as one `OutputSet` per run, whole or not at all, with a failure
/// said on standard error as `Error: cannot write <file>: <reason>` and exit 74.
enum FileOutput {
    /// Writes `text` to `path`, making its folder when missing (a conformance run's trace).
    static func write(_ text: String, to path: String) throws(FileSystemError) {
        var files = OutputSet()
        files.add(text, at: path, under: FileSystem.parent(of: path))
        try files.write()
    }

    /// Why a write failed, in plain words ("permission denied"), not as a dump of the error.
    static func reason(_ error: Error) -> String {
        (error as? FileSystemError)?.reason ?? "\(error)"
    }

    /// Writes `files`; at a failure, says which file and why on `errors` and returns
    /// `.cannotWrite`, having written none of them.
    static func write(_ files: OutputSet, errors: inout TextSink) -> ExitCode? {
        do {
            try files.write()
        } catch {
            print("Error: cannot write \(error.path): \(error.reason)", to: &errors)
            return .cannotWrite
        }
        return nil
    }

    /// Says, as the write would, why a command's result cannot go to `path` (`--output`), and
    /// returns `.cannotWrite`; nil when it can, or when no path is given.
    static func checkPlace(_ path: String?, errors: inout TextSink) -> ExitCode? {
        guard let path else { return nil }
        do {
            try OutputSet.checkResultPlace(path)
        } catch {
            print("Error: cannot write \(error.path): \(error.reason)", to: &errors)
            return .cannotWrite
        }
        return nil
    }

    /// Writes a command's result to `path` when one is given (`--output`), with `files`, else
    /// to standard output before writing `files`.
    static func emit(
        _ text: String, to path: String?, with files: OutputSet = OutputSet(), output: inout TextSink, errors: inout TextSink
    ) -> ExitCode? {
        var files = files
        if let path {
            files.add(text, at: path)
        } else {
            print(text, terminator: "", to: &output)
        }
        return files.isEmpty ? nil : write(files, errors: &errors)
    }
}

extension OutputSet {
    /// A report's trace files, in the traces folder `root`.
    mutating func add(_ traces: [CheckReport.TraceFile], under root: String) {
        for trace in traces { add(trace.text, at: trace.path, under: root) }
    }
}
