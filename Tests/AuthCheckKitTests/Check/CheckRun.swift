@testable import AuthCheckKit
import AuthSystems

/// One `check` run in-process, on the bundled systems and `LeakyDesign`.
struct CheckRun {
    let exitCode: ExitCode
    let output: String
    let errors: String

    init(_ specs: [String], traces: String, renderings: [TraceFormat] = []) {
        var output = ""
        var errors = ""
        var outputSink = TextSink { output += $0 }
        var errorSink = TextSink { errors += $0 }
        exitCode = CheckCommand.run(
            specPaths: specs, tracesDirectory: traces, renderings: renderings, progress: nil,
            systems: AuthSystems.all + [LeakyDesign.system], output: &outputSink, errors: &errorSink)
        self.output = output
        self.errors = errors
    }

    /// The report after its first line (which names the spec's temporary path).
    var reportLines: [String] {
        Array(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst())
    }
}
