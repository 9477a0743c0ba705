import AuthModel
import AuthSystems
import ModelChecking

/// `authcheck check [SPEC...]`: explores each spec's system, gives a verdict per clause, writes
/// a counterexample per violated clause, and exits 0 only when every verdict is the expected one.
enum CheckCommand {
    static let description = CommandDescription(
        name: "check",
        abstract: "Explore each spec's system and judge every clause.",
        discussion: """
            Every spec is read and checked before anything is explored, so a bad spec writes \
            nothing. A counterexample for each violated clause is written to \
            <traces>/<system>/<clause>.json. The report on standard output is the same for the \
            same specs on every run; wall time and progress go to standard error. Exit 0 when \
            every verdict is the one the spec expects, 1 when one is not, 3 when a bound left one \
            inconclusive, 65 for a bad spec, 70 for a misbehaving model, 74 for a failed write.
            """,
        arguments: [ArgumentDescription(
            name: "spec", help: "Spec files (default: every specs/*.json).", isOptional: true, isRepeating: true)],
        options: [OptionDescription(
            name: "traces", help: "Where counterexamples are written.", valueName: "dir", defaultValue: "traces")],
        handler: { arguments, output, errors in
            run(specPaths: arguments.strings("spec"), tracesDirectory: arguments.string("traces") ?? "traces",
                progress: ProgressMeter(), output: &output, errors: &errors)
        })

    static func run(
        specPaths: [String], tracesDirectory: String, progress: ProgressMeter?, systems: [AuthSystem] = AuthSystems.all,
        output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        var code = ExitCode.success
        let failure = SpecRun.runAll(
            paths: SpecFiles.paths(specPaths), tracesDirectory: tracesDirectory, progress: progress, systems: systems,
            errors: &errors
        ) { run in
            print(run.judged.text, terminator: "", to: &output)
            code = worse(code, run.judged.exitCode)
        }
        return failure ?? code
    }

    /// The exit code that says the most: an unexpected verdict over an inconclusive one.
    static func worse(_ first: ExitCode, _ second: ExitCode) -> ExitCode {
        if first == .unexpectedVerdict || second == .unexpectedVerdict { return .unexpectedVerdict }
        if first == .inconclusive || second == .inconclusive { return .inconclusive }
        return .success
    }
}
