/// The matrix for a pull-request comment: a GitHub table with a row per clause and a column per
/// system, violations in bold with their length and trace file, then the reasons for `n/a`
/// and the summary, folded away so the table stays the first thing a reviewer reads.
enum AuditMarkdownFormat {
    static func render(_ matrix: AuditMatrix) -> String {
        var lines = ["## authcheck audit", ""]
        lines.append("| Clause | " + matrix.columns.map { escape($0.title) }.joined(separator: " | ") + " |")
        lines.append("|---|" + String(repeating: "---|", count: matrix.columns.count))
        for clause in matrix.clauses {
            let cells = matrix.columns.map { column -> String in
                let cell = matrix.cell(clause, column)
                var text = cell.label
                if let path = cell.tracePath, let steps = cell.steps { text = "**VIOLATED** (\(steps) steps, `\(path)`)" }
                if cell.verdict?.kind == .unwitnessed { text = "*witness missing*" }
                if cell.isUnexpected { text += " ⚠️ expected \(cell.expected ?? "-")" }
                return text
            }
            lines.append("| \(clause.id) " + escape(clause.title) + " | " + cells.joined(separator: " | ") + " |")
        }
        lines += ["", "<details><summary>Summary</summary>", ""]
        lines += matrix.columns.map { "- " + escape(matrix.summary($0)) }
        let reasons = matrix.columns.flatMap { column in
            matrix.absences(column).map { absence in
                "- \(escape(column.title)), no \(absence.features.map { "`\($0.rawValue)`" }.joined(separator: ", ")): "
                    + escape(absence.reason)
            }
        }
        if !reasons.isEmpty { lines += ["", "Not applicable:", ""] + reasons }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text that cannot break a table row or start markup by accident.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
