import AuthSystems
import ModelChecking

/// `authcheck simulate SPEC`: seeded random walks through each of the spec's worlds, deeper than
/// exhaustive search reaches, judging every clause that applies on every walk; writes each
/// violation found, shrunk, as a trace.
enum SimulateCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "simulate",
            abstract: "Walk a spec's worlds at random, deeper than exploration reaches.",
            discussion: """
                Each of the spec's worlds is walked in turn, --runs walks of at most --depth states, \
                with the engine's own generator seeded by --seed: the same seed gives the same \
                report and the same traces, byte for byte. A violation or witness found is shrunk \
                until no step can be removed, and each violation is written to \
                <traces>/<system>/<clause>.json. A walk never shows that a clause holds: what it \
                does not find stays inconclusive, and recover clauses, which no walk can decide, \
                are left to '\(registry.toolName) check'. The spec's maxSeconds (for all its worlds together) \
                and memory bound stop the walks early. Progress and wall time go to standard error. \
                Exit 0 when every violation and witness found is one the spec expects, 1 when one \
                is not, 3 when a bound stopped the walks, 64 for a bad command line, 65 for a bad \
                spec, 74 for a failed write.
                """,
            arguments: [ArgumentDescription(name: "spec", help: "The spec file.")],
            options: [
                OptionDescription(name: "seed", help: "Seeds the walks (0 or more).", valueName: "n", type: .integerFrom(0), defaultValue: "1"),
                OptionDescription(name: "runs", help: "Walks per world.", valueName: "n", type: .integerFrom(1), defaultValue: "1000"),
                OptionDescription(
                    name: "depth", help: "States per walk at most, the first included.", valueName: "n", type: .integerFrom(1),
                    defaultValue: "200"),
                OptionDescription(
                    name: "traces", help: "Where counterexamples are written.", valueName: "dir", defaultValue: "traces-sim"),
                CheckCommand.renderOption,
            ],
            handler: { arguments, output, errors in
                return run(
                    specPath: arguments.string("spec")!, seed: UInt64(arguments.integer("seed")!), runs: arguments.integer("runs")!,
                    depth: arguments.integer("depth")!, tracesDirectory: arguments.string("traces")!,
                    renderings: CheckCommand.renderings(arguments.string("render")), progress: ProgressMeter(), registry: registry,
                    output: &output, errors: &errors)
            })
    }

    static func run(
        specPath: String, seed: UInt64, runs: Int, depth: Int, tracesDirectory: String, renderings: [TraceFormat] = [],
        progress: ProgressMeter? = nil, registry: Registry, output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        guard let (spec, system) = SpecLoader.loadOne(specPath, registry: registry, errors: &errors) else { return .badInput }
        // The spec's time bound is for all its worlds: each world gets what the ones before left.
        var spent = 0.0
        let reports = spec.worlds.map { world in
            var bounds = spec.limits
            bounds.maxSeconds = spec.limits.maxSeconds.map { max(0, $0 - spent) }
            let report = system.simulate(SimulationRun(
                options: world.options, clauses: world.clauses, seed: seed, walks: runs, depth: depth, bounds: bounds,
                progress: progress))
            spent += report.elapsedSeconds
            return (world.name, report)
        }
        let report = SimulationReport.combined(reports, clauses: spec.clauses)
        let judged = SimulateReport(
            spec: spec, system: system, seed: seed, runs: runs, depth: depth, report: report,
            tracesDirectory: tracesDirectory, renderings: renderings)
        print(judged.text, terminator: "", to: &output)
        // Wall time differs run to run: it stays out of the report.
        print("\(spec.path): \(CheckReport.seconds(report.elapsedSeconds)) s", to: &errors)
        var files = OutputSet()
        files.add(judged.traceFiles, under: tracesDirectory)
        return FileOutput.write(files, errors: &errors) ?? judged.exitCode
    }
}
