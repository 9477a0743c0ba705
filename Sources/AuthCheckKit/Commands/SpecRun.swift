import AuthModel
import AuthSystems
import ModelChecking

/// Explores specs as `check` and `audit` both do: every spec is read and checked before
/// anything is explored, so a bad spec writes nothing; then the specs' worlds are explored, up
/// to `workers` at a time (`SpecExploration`), and spec by spec, in order, their verdicts
/// combined and the counterexamples written, so the output is the same for any number of workers.
struct SpecRun {
    let spec: Spec
    let system: AuthSystem
    let report: SystemReport
    let judged: CheckReport

    /// Runs the specs at `paths` in order (only the `worlds` named, if any), handing each result
    /// to `each` as soon as it is judged and adding its trace files to `files`, which the caller
    /// writes as one set once every spec has run; returns the exit code of a failure that
    /// stopped the run, else nil.
    static func runAll(
        paths: [String], tracesDirectory: String, renderings: [TraceFormat] = [], progress: ProgressMeter?,
        workers: Int = 1, fingerprints: Bool = false, worlds: [String] = [], command: String = "check",
        registry: Registry, files: inout OutputSet, errors: inout TextSink,
        beforeExploring: (inout TextSink) -> ExitCode? = { _ in nil }, each: (SpecRun) -> Void
    ) -> ExitCode? {
        guard !paths.isEmpty else {
            // Nothing to read, so no bad file: a command line that names no spec, where none is
            // found beside it, as the parser reports a missing argument.
            print("Error: no spec given and no specs/*.json found", to: &errors)
            errors.write(AuthCheckCommand.usageLines(of: command, registry))
            return .usage
        }
        var specs: [Spec] = []
        for path in paths {
            do {
                specs.append(try SpecLoader.load(path, registry: registry))
            } catch {
                print("Error: \(error)", to: &errors)
                return .badInput
            }
        }
        switch WorldOption.select(worlds, in: specs) {
        case .success(let selected):
            specs = selected
        case .failure(let error):
            print("Error: \(error)", to: &errors)
            errors.write(AuthCheckCommand.usageLines(of: command, registry))
            return .usage
        }
        // Every spec read and every world found: what the caller checks before minutes of
        // exploring (`audit --output` with nowhere to go) fails after a bad spec would.
        if let failure = beforeExploring(&errors) { return failure }
        let systems = specs.map { (spec: $0, system: registry.system(named: $0.system)!) }
        let explored = SpecExploration(workers: workers, progress: progress, fingerprints: fingerprints).run(systems)
        for ((spec, system), worlds) in zip(systems, explored) {
            var reports: [(world: String, report: SystemReport)] = []
            for (world, report) in worlds {
                switch report {
                case .success(let report):
                    reports.append((world, report))
                case .failure(let error):
                    print("Error: \(spec.path): world \(world): \(error)", to: &errors)
                    return .modelError
                }
            }
            let report = SystemReport.combined(reports, clauses: spec.clauses)
            let judged = CheckReport(
                spec: spec, system: system, report: report, tracesDirectory: tracesDirectory,
                renderings: renderings)
            files.add(judged.traceFiles, under: tracesDirectory)
            // Wall time differs run to run: it goes with progress, not into any report, and the
            // memory with it, as a figure about the run rather than its verdicts.
            print("\(spec.path): \(CheckReport.seconds(report.elapsedSeconds)) s, "
                  + "\(CheckReport.mebibytes(report.engineBytes + spec.limits.baselineBytes)) MiB as maxMemoryMiB counts it",
                  to: &errors)
            each(SpecRun(spec: spec, system: system, report: report, judged: judged))
        }
        return nil
    }
}
