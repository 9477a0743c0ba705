/// The matrix for a terminal: a column per system, a row per clause, then the counterexamples
/// with their length and file, the reasons for every `n/a`, and one summary line per system.
/// A cell whose verdict is not the one its spec expects is marked `!`.
enum AuditTextFormat {
    static func render(_ matrix: AuditMatrix) -> String {
        let idWidth = max(6, matrix.clauses.map(\.id.count).max() ?? 0)
        let rows = matrix.clauses.map { clause in
            (clause.id, matrix.columns.map { column -> String in
                let cell = matrix.cell(clause, column)
                var label = cell.label
                if let steps = cell.steps, cell.tracePath != nil { label += " \(steps)" }
                return cell.isUnexpected ? label + " !" : label
            })
        }
        let widths = matrix.columns.indices.map { index in
            max(matrix.columns[index].title.count, rows.map { $0.1[index].count }.max() ?? 0)
        }
        func line(_ first: String, _ cells: [String]) -> String {
            let padded = zip(cells, widths).map { CheckReport.pad($0, $1) }
            let text = CheckReport.pad(first, idWidth) + "  " + padded.joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        var lines = [line("clause", matrix.columns.map(\.title))]
        lines += rows.map { line($0.0, $0.1) }
        var violations: [String] = []
        var reasons: [String] = []
        for column in matrix.columns {
            for clause in matrix.clauses {
                let cell = matrix.cell(clause, column)
                if let path = cell.tracePath, let steps = cell.steps {
                    violations.append("  \(column.title) \(clause.id): \(steps) steps, \(path)")
                }
            }
            for absence in matrix.absences(column) {
                reasons.append("  \(column.title), no \(absence.features.map(\.rawValue).joined(separator: ", ")): \(absence.reason)")
            }
        }
        if !violations.isEmpty { lines += ["", "Counterexamples (VIOLATED N: a trace of N steps)"] + violations }
        if !reasons.isEmpty { lines += ["", "Not applicable"] + reasons }
        lines += ["", "Summary"] + matrix.columns.map { "  " + matrix.summary($0) }
        if matrix.columns.contains(where: { column in matrix.clauses.contains { matrix.cell($0, column).isUnexpected } }) {
            lines.append("  ! marks a verdict that is not the one its spec expects")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
