import AuthModel
import AuthSystems
import ModelChecking

/// `authcheck check [SPEC...]`: explores each spec's system, gives a verdict per clause, writes
/// a counterexample per violated clause, and exits 0 only when every verdict is the expected one.
enum CheckCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "check",
            abstract: "Explore each spec's system and judge every clause.",
            discussion: """
                Every spec is read and checked before anything is explored, so a bad spec writes \
                nothing. A counterexample for each violated clause is written to \
                <traces>/<system>/<clause>.json, and with --render beside it in each format named \
                (<clause>.md, .mmd, .itf.json, .txt). With --world, only the worlds named are explored: \
                a violation or witness they find is the spec's, and an expectation only the worlds left \
                out could meet is reported as unsettled. The report on standard output is the same for the \
                same specs on every run; wall time and progress go to standard error. Exit 0 when \
                every verdict is the one the spec expects, 1 when one is not, 3 when a bound left one \
                inconclusive, 64 for a bad command line, 65 for a bad spec, 70 for a misbehaving \
                model, 74 for a failed write.
                """,
            arguments: [ArgumentDescription(
                name: "spec", help: "Spec files (default: every specs/*.json).", isOptional: true, isRepeating: true)],
            options: [
                OptionDescription(
                    name: "traces", help: "Where counterexamples are written.", valueName: "dir", defaultValue: "traces"),
                renderOption,
                WorkersOption.description,
                WorldOption.description,
            ],
            flags: [FingerprintsFlag.description],
            handler: { arguments, output, errors in
                return run(
                    specPaths: arguments.strings("spec"), tracesDirectory: arguments.string("traces") ?? "traces",
                    renderings: renderings(arguments.string("render")), progress: ProgressMeter(),
                    workers: WorkersOption.count(arguments), fingerprints: arguments.flag("fingerprints"),
                    worlds: arguments.strings("world"), registry: registry, output: &output, errors: &errors)
            })
    }

    /// `--render`, shared by every command that writes counterexamples.
    static let renderOption = OptionDescription(
        name: "render",
        help: "Also write each counterexample as: \(renderingNames.joined(separator: ", ")) (comma-separated).",
        valueName: "formats", type: .choices(renderingNames))

    /// The formats `--render` takes: every rendering but the trace format itself, which `check`
    /// always writes.
    static let renderingNames = TraceFormat.names.filter { $0 != TraceFormat.json.rawValue }

    /// The formats of a `--render` list the parser has accepted, each once, in `TraceFormat`'s
    /// order, so the files are written in the same order however the list is given.
    static func renderings(_ list: String?) -> [TraceFormat] {
        let named = list?.split(separator: ",").map(String.init) ?? []
        return TraceFormat.allCases.filter { named.contains($0.rawValue) }
    }

    static func run(
        specPaths: [String], tracesDirectory: String, renderings: [TraceFormat] = [], progress: ProgressMeter?,
        workers: Int = 1, fingerprints: Bool = false, worlds: [String] = [], registry: Registry,
        output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        var code = ExitCode.success
        var files = OutputSet()
        if let failure = SpecRun.runAll(
            paths: SpecFiles.paths(specPaths), tracesDirectory: tracesDirectory, renderings: renderings,
            progress: progress, workers: workers, fingerprints: fingerprints, worlds: worlds, registry: registry,
            files: &files, errors: &errors,
            each: { run in
                print(run.judged.text, terminator: "", to: &output)
                code = worse(code, run.judged.exitCode)
            }) {
            return failure
        }
        // The reports are out; the traces follow as one set, or none of them.
        return FileOutput.write(files, errors: &errors) ?? code
    }

    /// The exit code that says the most: an unexpected verdict over an inconclusive one.
    static func worse(_ first: ExitCode, _ second: ExitCode) -> ExitCode {
        if first == .unexpectedVerdict || second == .unexpectedVerdict { return .unexpectedVerdict }
        if first == .inconclusive || second == .inconclusive { return .inconclusive }
        return .success
    }
}
