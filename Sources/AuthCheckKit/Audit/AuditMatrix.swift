import AuthModel
import AuthSystems
import ModelChecking

/// The conformance matrix: the catalogue's clauses by the systems of the specs audited, one
/// column per spec, in the order given.
struct AuditMatrix {
    struct Column {
        /// The system's name, or the spec's file name where two specs audit one system.
        let title: String
        let run: SpecRun
    }

    let columns: [Column]
    /// Every clause some spec judges, in the registry's order.
    let clauses: [Clause]
    let tracesDirectory: String
    /// Known findings (violations and missing witnesses the specs expect) fail the audit too.
    let failsOnFindings: Bool

    init(runs: [SpecRun], clauses: [Clause], tracesDirectory: String, failsOnFindings: Bool = false) {
        columns = runs.map { run in
            let shared = runs.filter { $0.system.name == run.system.name }.count > 1
            let file = run.spec.path.split(separator: "/").last.map(String.init) ?? run.spec.path
            return Column(title: shared ? String(file.dropLast(file.hasSuffix(".json") ? 5 : 0)) : run.system.name, run: run)
        }
        self.clauses = clauses.filter { clause in runs.contains { $0.spec.clauses.contains { $0.id == clause.id } } }
        self.tracesDirectory = tracesDirectory
        self.failsOnFindings = failsOnFindings
    }

    func cell(_ clause: Clause, _ column: Column) -> AuditCell {
        let run = column.run
        guard let outcome = run.report.outcomes.first(where: { $0.clause.id == clause.id }) else {
            return AuditCell(verdict: nil, expected: nil, tracePath: nil, reason: nil)
        }
        let violated = outcome.verdict.kind == .violated
        return AuditCell(
            verdict: outcome.verdict, expected: run.spec.expectedVerdict(of: clause, features: run.system.features),
            tracePath: violated ? CheckReport.tracePath(tracesDirectory, run.system, run.spec, clause) : nil,
            reason: run.system.reasonNotApplicable(clause))
    }

    /// Whether a cell fails the audit: its verdict is not the one its spec expects, or, with
    /// `failsOnFindings`, it is a violation or a missing witness at all.
    func isFailure(_ cell: AuditCell) -> Bool {
        cell.isUnexpected || (failsOnFindings && cell.isFinding)
    }

    /// Cells whose verdict is not the one their spec expects, and inconclusive ones; with
    /// `failsOnFindings`, any finding.
    var exitCode: ExitCode {
        let expected = columns.reduce(ExitCode.success) { CheckCommand.worse($0, $1.run.judged.exitCode) }
        guard failsOnFindings else { return expected }
        let finding = columns.contains { column in clauses.contains { cell($0, column).isFinding } }
        return CheckCommand.worse(expected, finding ? .unexpectedVerdict : .success)
    }

    /// One line per column: the system, its spec, its counts, how many verdicts were as expected.
    func summary(_ column: Column) -> String {
        let stats = column.run.report.statistics
        let cells = clauses.map { cell($0, column) }.filter { $0.verdict != nil }
        let unexpected = cells.filter(\.isUnexpected).count
        let mode = column.run.report.missedStateProbability.map { ", " + FingerprintsFlag.summaryNote($0) } ?? ""
        return "\(column.title) (\(column.run.spec.path)): \(cells.count - unexpected) of \(cells.count) verdicts as expected, "
            + "\(ProgressMeter.grouped(stats.distinct)) states" + mode
    }

    /// Why clauses are `n/a` for a column: each reason the system gives for a part it lacks that
    /// some clause of the matrix needs, with the parts it covers, in the catalogue's order.
    func absences(_ column: Column) -> [(features: [Feature], reason: String)] {
        var grouped: [(features: [Feature], reason: String)] = []
        for absence in column.run.system.absences where clauses.contains(where: { $0.requires.contains(absence.feature) }) {
            if let index = grouped.firstIndex(where: { $0.reason == absence.reason }) {
                grouped[index].features.append(absence.feature)
            } else {
                grouped.append(([absence.feature], absence.reason))
            }
        }
        return grouped
    }
}
