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
        let paths = SpecFiles.paths(specPaths)
        guard !paths.isEmpty else {
            print("Error: no spec given and no specs/*.json found", to: &errors)
            return .badInput
        }
        var specs: [Spec] = []
        for path in paths {
            do {
                specs.append(try SpecLoader.load(path, systems: systems))
            } catch {
                print("Error: \(error)", to: &errors)
                return .badInput
            }
        }
        var code = ExitCode.success
        for spec in specs {
            let system = systems.first { $0.name == spec.system }!
            var reports: [(world: String, report: SystemReport)] = []
            for world in spec.worlds {
                do {
                    reports.append((world.name, try system.check(SystemRun(
                        options: world.options, clauses: spec.clauses, bounds: spec.limits, progress: progress))))
                } catch {
                    print("Error: \(spec.path): world \(world.name): \(error)", to: &errors)
                    return .modelError
                }
            }
            let report = SystemReport.combined(reports)
            let judged = CheckReport(
                spec: spec, system: system, digest: system.fingerprint(), report: report, tracesDirectory: tracesDirectory)
            if let failure = FileOutput.write(judged.traceFiles, errors: &errors) { return failure }
            print(judged.text, terminator: "", to: &output)
            // Wall time differs run to run: it goes with progress, not into the report.
            print("\(spec.path): \(CheckReport.seconds(report.elapsedSeconds)) s", to: &errors)
            code = worse(code, judged.exitCode)
        }
        return code
    }

    /// The exit code that says the most: an unexpected verdict over an inconclusive one.
    static func worse(_ first: ExitCode, _ second: ExitCode) -> ExitCode {
        if first == .unexpectedVerdict || second == .unexpectedVerdict { return .unexpectedVerdict }
        if first == .inconclusive || second == .inconclusive { return .inconclusive }
        return .success
    }
}
