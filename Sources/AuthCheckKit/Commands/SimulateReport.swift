import AuthModel
import AuthSystems
import ModelChecking

/// One spec's simulation as `simulate` prints it, the trace files to write, and the exit code.
///
/// Only what a walk found can contradict the spec: a violation or witness it does not expect
/// (or an `n/a` or `not judged` it does not expect, as in `check`). What no walk found is
/// `inconclusive` and never a failure, even where the spec expects a violation; but walks the
/// spec's time or memory bound cut short end the run `inconclusive` (exit 3), as in `check`.
struct SimulateReport {
    let text: String
    let traceFiles: [CheckReport.TraceFile]
    let exitCode: ExitCode

    init(
        spec: Spec, system: AuthSystem, seed: UInt64, runs: Int, depth: Int, report: SimulationReport,
        tracesDirectory: String, renderings: [TraceFormat] = []
    ) {
        var lines = ["\(system.name) (\(spec.path))"]
        var counts = "  seed \(seed), \(Self.walks(runs)) of depth \(depth)"
        if spec.worlds.count > 1 { counts += " in each of \(spec.worlds.count) worlds (\(spec.worlds.map(\.name).joined(separator: ", ")))" }
        counts += ": \(Self.walks(report.walks)) made, \(ProgressMeter.grouped(report.steps)) steps"
        if let bound = report.stoppedBy { counts += ", stopped at \(bound)" }
        if report.stoppedDecided { counts += ", stopped once every clause a walk can decide was found" }
        lines.append(counts)
        var files: [CheckReport.TraceFile] = []
        var (matched, unexpected, notFound, recovers) = (0, 0, 0, 0)
        let idWidth = max(8, report.outcomes.map(\.clause.id.count).max() ?? 0)
        for outcome in report.outcomes {
            let expected = spec.expectedVerdict(of: outcome.clause, features: system.features)
            let verdict = outcome.verdict
            var detail = outcome.clause.title
            var note = ""
            if let traced = CheckReport.traced(outcome, spec, system, tracesDirectory, renderings) {
                detail = traced.detail
                files += traced.files
            }
            switch verdict {
            case .violated, .witnessed:
                break
            case .inconclusive(let bound):
                if case .recover = outcome.clause.kind {
                    recovers += 1
                    detail = "(recover: no walk can decide it; see check) \(outcome.clause.title)"
                } else {
                    notFound += 1
                    detail = "(\(Self.notFound(bound, report: report, depth: depth))) \(outcome.clause.title)"
                    if expected == VerdictName.violated.rawValue || expected == VerdictName.witnessed.rawValue {
                        note = "   [expected \(expected): not found]"
                    }
                }
            case .holds, .unwitnessed, .notApplicable, .notJudged:
                break
            }
            if case .inconclusive = verdict {
            } else if verdict.name == expected {
                matched += 1
            } else {
                unexpected += 1
                note = "   [expected \(expected)]"
            }
            let shown = verdict.name == "violated" ? "VIOLATED" : verdict.name
            lines.append("  " + CheckReport.pad(outcome.clause.id, idWidth) + "  " + CheckReport.pad(shown, 12) + "  " + detail + note)
        }
        lines.append("  \(matched) of \(report.outcomes.count) verdicts as expected"
            + (unexpected > 0 ? ", \(unexpected) unexpected" : "")
            + (notFound > 0 ? ", \(notFound) not found in \(Self.walks(report.walks))" : "")
            + (recovers > 0 ? ", \(recovers) recover clauses left to check" : ""))
        text = lines.joined(separator: "\n") + "\n"
        traceFiles = files
        exitCode = unexpected > 0 ? .unexpectedVerdict : report.stoppedBy != nil ? .inconclusive : .success
    }

    /// `not found in 1,000 walks of depth 200` when the walks were all made, else the bound that
    /// stopped them first: `time 5 s: not found in 12 walks of depth 200`.
    private static func notFound(_ bound: Bound, report: SimulationReport, depth: Int) -> String {
        switch bound {
        case .simulation(let walks, let depth):
            "not found in \(Self.walks(walks)) of depth \(depth)"
        case .time, .memory, .depth, .states:
            "\(bound): not found in \(Self.walks(report.walks)) of depth \(depth)"
        }
    }

    /// `1 walk`, `1,000 walks`.
    private static func walks(_ count: Int) -> String {
        "\(ProgressMeter.grouped(count)) walk" + (count == 1 ? "" : "s")
    }
}
