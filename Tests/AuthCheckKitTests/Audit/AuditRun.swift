@testable import AuthCheckKit
import AuthSystems

/// One `audit` run in-process, on the bundled systems and `LeakyDesign`.
struct AuditRun {
    let exitCode: ExitCode
    let output: String
    let errors: String

    init(
        _ specs: [String], format: AuditFormat = .text, traces: String, outputPath: String? = nil,
        renderings: [TraceFormat] = [], failsOnFindings: Bool = false, workers: Int = 1, fingerprints: Bool = false
    ) {
        var output = ""
        var errors = ""
        var outputSink = TextSink { output += $0 }
        var errorSink = TextSink { errors += $0 }
        exitCode = AuditCommand.run(
            specPaths: specs, format: format, outputPath: outputPath, tracesDirectory: traces, renderings: renderings,
            progress: nil, workers: workers, fingerprints: fingerprints, failsOnFindings: failsOnFindings,
            registry: .withLeaky, output: &outputSink, errors: &errorSink)
        self.output = output
        self.errors = errors
    }
}
