@testable import AuthCheckKit
import AuthSystems

/// One `check` run in-process, on the bundled systems and `LeakyDesign`; or any other command
/// run in-process, with its streams captured the same way.
struct CheckRun {
    let exitCode: ExitCode
    let output: String
    let errors: String

    init(
        _ specs: [String], traces: String, renderings: [TraceFormat] = [], workers: Int = 1, fingerprints: Bool = false,
        worlds: [String] = []
    ) {
        self.init { output, errors in
            CheckCommand.run(
                specPaths: specs, tracesDirectory: traces, renderings: renderings, progress: nil, workers: workers,
                fingerprints: fingerprints, worlds: worlds, registry: .withLeaky, output: &output, errors: &errors)
        }
    }

    init(running command: (inout TextSink, inout TextSink) -> ExitCode) {
        var output = ""
        var errors = ""
        var outputSink = TextSink { output += $0 }
        var errorSink = TextSink { errors += $0 }
        exitCode = command(&outputSink, &errorSink)
        self.output = output
        self.errors = errors
    }

    /// The report after its first line (which names the spec's temporary path).
    var reportLines: [String] {
        Array(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst())
    }
}
