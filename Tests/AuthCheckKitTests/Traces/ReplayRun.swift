@testable import AuthCheckKit
import AuthSystems

/// One `replay` run in-process, on the bundled systems and `LeakyDesign`.
struct ReplayRun {
    let exitCode: ExitCode
    let output: String
    let errors: String

    init(_ traces: [String], format: TraceFormat = .text, expect: String? = nil, outputPath: String? = nil) {
        var output = ""
        var errors = ""
        var outputSink = TextSink { output += $0 }
        var errorSink = TextSink { errors += $0 }
        exitCode = ReplayCommand.run(
            tracePaths: traces, format: format, expected: expect, outputPath: outputPath,
            registry: .withLeaky, output: &outputSink, errors: &errorSink)
        self.output = output
        self.errors = errors
    }
}
