import AuthModel
import AuthSystems
import ModelChecking

/// `authcheck conflicts`: the catalogue's conflicts (`ClauseCatalogue.conflicts`), each shown on
/// a design in its own world: the clauses as read hold and the strict reading breaks, or the
/// other way round. The report is the same on every run; each violation's trace is written.
enum ConflictsCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        // A team's tool may not bundle the reference: its first system is the default there.
        let names = registry.systems.map(\.name)
        let fallback = names.contains("reference") ? "reference" : names.first ?? "reference"
        return CommandDescription(
            name: "conflicts",
            abstract: "Show where two clauses cannot both be met, and the reading chosen.",
            discussion: """
                Each conflict names the clauses in tension, the world that shows it, the rule read \
                strictly (the reading that yields, <clause>-strict) and the reading chosen. The design \
                (--system; default: reference, or the tool's first system) is explored in that world \
                judging both: the conflict is shown when it meets the clauses as read and breaks the \
                strict reading. A design that meets the strict reading and breaks a clause is reported \
                so, not as shown: it may break the clause for a reason of its own. Each violation's \
                trace is written to \
                <traces>/conflicts/<system>/<conflict>/<clause>.json, and replays like any other. Exit 0 \
                when every conflict is shown, 1 when the design shows one not (it takes the other side, \
                meets both, breaks both, or a clause is n/a for it or unknown to the tool), 3 when a bound \
                left a verdict inconclusive instead, 64 for a bad command line, 70 for a misbehaving \
                model, 74 for a failed write.
                """,
            options: [
                OptionDescription(
                    name: "system", help: "The design to show the conflicts on.", valueName: "name",
                    type: .choices(names), defaultValue: fallback),
                OptionDescription(
                    name: "traces", help: "Where the traces are written.", valueName: "dir", defaultValue: "traces"),
                WorkersOption.description,
            ],
            handler: { arguments, output, errors in
                let name = arguments.string("system") ?? fallback
                guard let system = registry.system(named: name) else {
                    // `.choices` takes a comma-separated list; this option takes one name.
                    print("Error: --system takes one system, not '\(name.echoed)'", to: &errors)
                    errors.write(AuthCheckCommand.usageLines(of: "conflicts", registry))
                    return .usage
                }
                return run(
                    system: system, tracesDirectory: arguments.string("traces") ?? "traces",
                    workers: WorkersOption.count(arguments), conflicts: registry.conflicts, registry: registry,
                    output: &output, errors: &errors)
            })
    }

    static func run(
        system: AuthSystem, tracesDirectory: String, workers: Int, conflicts: [ClauseConflict], registry: Registry,
        output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        var files = OutputSet()
        var text: [String] = []
        var shown = 0
        var inconclusive = false
        let digest = ModelDigest.of(system)
        for conflict in conflicts {
            let clauses = conflict.clauses.compactMap(registry.clause(id:)) + [conflict.strict]
            let report: SystemReport
            do {
                report = try system.check(SystemRun(options: conflict.world, clauses: clauses, workers: workers))
            } catch {
                print("Error: conflict \(conflict.id): \(error)", to: &errors)
                return .modelError
            }
            let missing = conflict.clauses.filter { registry.clause(id: $0) == nil }
            let showing = ConflictShowing(
                conflict: conflict, system: system.name, outcomes: report.outcomes, missing: missing)
            if showing.isShown { shown += 1 }
            inconclusive = inconclusive || report.outcomes.contains { $0.verdict.kind == .inconclusive }
            text.append(contentsOf: showing.lines(tracesDirectory: tracesDirectory))
            for outcome in report.outcomes {
                guard case .violated(let trace) = outcome.verdict else { continue }
                let path = ConflictShowing.tracePath(tracesDirectory, system.name, conflict, outcome.clause)
                let document = TraceDocument.json(
                    system: system, digest: digest, world: .inline(spec: nil, options: conflict.world),
                    clause: outcome.clause, verdict: VerdictName.violated.rawValue, initial: trace.initial,
                    steps: trace.steps)
                files.add(JSONWriter.write(document), at: path, under: tracesDirectory)
            }
        }
        text.append("\(conflicts.count) conflicts: \(shown) shown on \(system.name)")
        // The traces first: a failed write leaves no report that names files not written.
        if let failed = FileOutput.write(files, errors: &errors) { return failed }
        print(text.joined(separator: "\n"), to: &output)
        if shown == conflicts.count { return .success }
        return inconclusive ? .inconclusive : .unexpectedVerdict
    }
}
