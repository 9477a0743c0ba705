import AuthModel
import AuthSystems
import ModelChecking

/// One spec's verdicts as `check` prints them, the trace files to write (with the renderings
/// asked for), and the exit code.
struct CheckReport {
    struct TraceFile {
        let path: String
        let text: String
    }

    let text: String
    let traceFiles: [TraceFile]
    let exitCode: ExitCode

    /// - Parameter renderings: the formats each counterexample is also written in, beside its
    ///   trace (`C1.3.md` beside `C1.3.json`).
    init(
        spec: Spec, system: AuthSystem, report: SystemReport, tracesDirectory: String,
        renderings: [TraceFormat] = []
    ) {
        let stats = report.statistics
        var lines = ["\(system.name) (\(spec.path))"]
        var counts = "  \(ProgressMeter.grouped(stats.distinct)) distinct states, "
            + "\(ProgressMeter.grouped(stats.generated)) generated, depth \(stats.depth)"
        let allWorlds = spec.worlds.count + spec.worldsLeftOut.count
        if !spec.worldsLeftOut.isEmpty {
            counts += " in \(spec.worlds.count) of \(allWorlds) worlds (\(spec.worlds.map(\.name).joined(separator: ", ")); "
                + "left out: \(spec.worldsLeftOut.joined(separator: ", ")))"
        } else if spec.worlds.count > 1 {
            counts += " in \(spec.worlds.count) worlds (\(spec.worlds.map(\.name).joined(separator: ", ")))"
        }
        if let bound = report.stoppedBy { counts += ", stopped at \(bound)" }
        if report.stoppedDecided { counts += ", stopped once every clause was decided" }
        lines.append(counts)
        if let probability = report.missedStateProbability { lines.append("  " + FingerprintsFlag.reportLine(probability)) }
        var files: [TraceFile] = []
        var unexpected = 0
        var inconclusive = 0
        var unsettled = 0
        let idWidth = max(8, report.outcomes.map(\.clause.id.count).max() ?? 0)
        for outcome in report.outcomes {
            let expected = spec.expectedVerdict(of: outcome.clause, features: system.features)
            let verdict = outcome.verdict
            var detail = outcome.clause.title
            if let traced = Self.traced(outcome, spec, system, tracesDirectory, renderings) {
                detail = traced.detail
                files += traced.files
            }
            switch verdict {
            case .violated, .witnessed:
                break
            case .inconclusive(let bound):
                detail = "(\(bound)) \(outcome.clause.title)"
            case .holds, .unwitnessed, .notApplicable, .notJudged:
                break
            }
            let shown = verdict.name == "violated" ? "VIOLATED" : verdict.name
            var line = "  " + Self.pad(outcome.clause.id, idWidth) + "  " + Self.pad(shown, 12) + "  " + detail
            if verdict.name != expected, !spec.worldsLeftOut.isEmpty, Self.mayTurn(verdict, towards: expected) {
                line += "   [expected \(expected); unsettled: the worlds left out may give it]"
                unsettled += 1
            } else if verdict.name != expected {
                line += "   [expected \(expected)]"
                if case .inconclusive = verdict { inconclusive += 1 } else { unexpected += 1 }
            }
            lines.append(line)
        }
        let matched = report.outcomes.count - unexpected - inconclusive - unsettled
        lines.append("  \(matched) of \(report.outcomes.count) verdicts as expected"
            + (unexpected > 0 ? ", \(unexpected) unexpected" : "")
            + (inconclusive > 0 ? ", \(inconclusive) inconclusive" : "")
            + (unsettled > 0 ? ", \(unsettled) unsettled" : ""))
        text = lines.joined(separator: "\n") + "\n"
        traceFiles = files
        exitCode = unexpected > 0 ? .unexpectedVerdict : inconclusive > 0 ? .inconclusive : .success
    }

    /// Whether a world left out could still turn `verdict` into `expected` once every world's
    /// verdicts combine (`SystemReport.combined`): a violation or a witness in any world wins,
    /// and an inconclusive world outweighs "holds" and "unwitnessed"; a clause no world explored
    /// judges can become anything. A violation or witness found, or "n/a", is final.
    static func mayTurn(_ verdict: ClauseVerdict, towards expected: String) -> Bool {
        switch verdict {
        case .holds, .unwitnessed, .notJudged: true
        case .inconclusive: expected == VerdictName.violated.rawValue || expected == VerdictName.witnessed.rawValue
        case .violated, .witnessed, .notApplicable: false
        }
    }

    /// A report line's detail for a clause with a trace (a violation: its file and length; a
    /// witness: its length) and the files to write for it; nil for any other verdict. `check` and
    /// `simulate` report alike.
    static func traced(
        _ outcome: ClauseOutcome, _ spec: Spec, _ system: AuthSystem, _ directory: String,
        _ renderings: [TraceFormat]
    ) -> (detail: String, files: [TraceFile])? {
        switch outcome.verdict {
        case .violated(let trace):
            let written = traceFiles(trace, of: outcome, spec: spec, system: system, in: directory,
                                     renderings: renderings)
            return ("\(written[0].path) (\(trace.steps.count) steps): \(outcome.clause.title)", written)
        case .witnessed(let trace):
            return ("(\(trace.steps.count) steps) \(outcome.clause.title)", [])
        case .holds, .unwitnessed, .inconclusive, .notApplicable, .notJudged:
            return nil
        }
    }

    /// The files of a violation's trace: `<directory>/<system>/<clause>.json` in the trace format
    /// first, then each rendering asked for beside it (`<clause>.md`, …).
    static func traceFiles(
        _ trace: ObservedTrace, of outcome: ClauseOutcome, spec: Spec, system: AuthSystem,
        in directory: String, renderings: [TraceFormat] = []
    ) -> [TraceFile] {
        let path = tracePath(directory, system, spec, outcome.clause)
        let verdict = VerdictName.violated.rawValue
        let document = TraceDocument.json(
            system: system, digest: ModelDigest.of(system), world: .named(spec: SpecLocation.recorded(spec.path, forTraceAt: path), world: outcome.world ?? "world"),
            clause: outcome.clause, verdict: verdict, initial: trace.initial, steps: trace.steps)
        let records = TraceRecords(system: system.name, clause: outcome.clause, verdict: verdict, trace: trace, document: document)
        let base = String(path.dropLast(".json".count))
        return [TraceFile(path: path, text: JSONWriter.write(document))]
            + renderings.map { TraceFile(path: "\(base).\($0.fileExtension)", text: records.rendered(as: $0)) }
    }

    /// Where the counterexample of `clause` on `system` is written: `<directory>/<system>/` for
    /// the spec named after its system, `<directory>/<system>/<spec>/` for any other (a deeper
    /// variant), so two specs of one system never write over each other's traces.
    static func tracePath(_ directory: String, _ system: AuthSystem, _ spec: Spec, _ clause: Clause) -> String {
        let name = stem(spec.path)
        return name == system.name
            ? "\(directory)/\(system.name)/\(clause.id).json" : "\(directory)/\(system.name)/\(name)/\(clause.id).json"
    }

    /// A spec's file name without `.json`, as a folder name that stays inside its system's
    /// folder: a name that is empty or starts with a dot (`.json`, `..json`) is prefixed with
    /// `spec`, so it is neither the system's folder itself, nor its parent, nor hidden.
    static func stem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        return name.isEmpty || name.hasPrefix(".") ? "spec\(name)" : name
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `bytes` in MiB to a tenth, by integers: the same text on every machine and locale.
    static func mebibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
