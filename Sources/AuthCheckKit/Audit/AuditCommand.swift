import AuthSystems
import ModelChecking

/// `authcheck audit [SPEC...]`: checks every spec, then shows the conformance matrix, clauses
/// by systems, in the format a reader needs: a terminal, a pull request, a tool, a CI server.
enum AuditCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "audit",
            abstract: "Check every spec and show the conformance matrix: clauses by systems.",
            discussion: """
                Each cell holds: holds, VIOLATED (with the trace's length and file), witnessed, \
                witness missing, n/a (the reason is listed below the matrix), inconclusive, or not \
                judged. Counterexamples are written to <traces>/<system>/<clause>.json as by check. \
                The matrix is the same for the same specs on every run; wall time and progress go to \
                standard error. Exit 0 only when every verdict is the one its spec expects (with \
                --fail-on-findings, and no clause is violated or its witness missing), 1 when one \
                is not, 3 when a bound left one inconclusive, 64 for a bad command line, 65 for a bad \
                spec, 70 for a misbehaving model, 74 for a failed write.
                """,
            arguments: [ArgumentDescription(
                name: "spec", help: "Spec files (default: every specs/*.json).", isOptional: true, isRepeating: true)],
            options: [
                OptionDescription(
                    name: "format", help: "One of: \(AuditFormat.names.joined(separator: ", ")).", valueName: "format",
                    type: .choice(AuditFormat.names), defaultValue: "text"),
                OptionDescription(name: "output", help: "Write the matrix here instead of standard output.", valueName: "file"),
                OptionDescription(name: "traces", help: "Where counterexamples are written.", valueName: "dir", defaultValue: "traces"),
                CheckCommand.renderOption,
                WorkersOption.description,
            ],
            flags: [
                FlagDescription(
                    name: "fail-on-findings",
                    help: "Fail on every violation and missing witness, expected or not (JUnit failures, exit 1)."),
                FingerprintsFlag.description,
            ],
            handler: { arguments, output, errors in
                return run(specPaths: arguments.strings("spec"), format: AuditFormat(rawValue: arguments.string("format") ?? "text")!,
                    outputPath: arguments.string("output"), tracesDirectory: arguments.string("traces") ?? "traces",
                    renderings: CheckCommand.renderings(arguments.string("render")), progress: ProgressMeter(),
                    workers: WorkersOption.count(arguments), fingerprints: arguments.flag("fingerprints"),
                    failsOnFindings: arguments.flag("fail-on-findings"), registry: registry, output: &output, errors: &errors)
            })
    }

    static func run(
        specPaths: [String], format: AuditFormat, outputPath: String?, tracesDirectory: String,
        renderings: [TraceFormat] = [], progress: ProgressMeter?, workers: Int = 1, fingerprints: Bool = false,
        failsOnFindings: Bool = false, registry: Registry, output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        var runs: [SpecRun] = []
        var files = OutputSet()
        if let failure = SpecRun.runAll(
            paths: SpecFiles.paths(specPaths), tracesDirectory: tracesDirectory, renderings: renderings,
            progress: progress, workers: workers, fingerprints: fingerprints, command: "audit", registry: registry,
            files: &files, errors: &errors,
            // A matrix with nowhere to go stops before the exploration, which may take minutes.
            beforeExploring: { FileOutput.checkPlace(outputPath, errors: &$0) },
            each: { runs.append($0) }) {
            return failure
        }
        if specPaths.isEmpty {
            // The bundled specs, in the order the systems are listed (`reference` first), not by file name.
            let rank = { (run: SpecRun) in registry.systems.firstIndex { $0.name == run.system.name } ?? registry.systems.count }
            runs = runs.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        }
        let matrix = AuditMatrix(
            runs: runs, clauses: registry.clauses, tracesDirectory: tracesDirectory, failsOnFindings: failsOnFindings)
        let text = format.render(matrix)
        // The matrix file (--output) and the traces are one set: all of them or none.
        if let failure = FileOutput.emit(text, to: outputPath, with: files, output: &output, errors: &errors) { return failure }
        return matrix.exitCode
    }
}
