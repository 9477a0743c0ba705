/// The matrix for tools: every system with its counts, every clause with one cell per system,
/// each cell with its verdict, the expected one, and its trace or reason. Keys in a fixed order.
enum AuditJSONFormat {
    static func render(_ matrix: AuditMatrix) -> String {
        let systems: [JSONValue] = matrix.columns.map { column in
            let stats = column.run.report.statistics
            var members: [(String, JSONValue)] = [
                ("column", .string(column.title)), ("system", .string(column.run.system.name)),
                ("spec", .string(column.run.spec.path)), ("summary", .string(column.run.system.summary)),
                ("distinct", .number(stats.distinct)), ("generated", .number(stats.generated)),
                ("depth", .number(stats.depth)),
            ]
            // Only in fingerprint mode, so the exact mode's matrix is unchanged.
            if let probability = column.run.report.missedStateProbability {
                members.append(("missedStateProbability", .double(probability)))
            }
            return .object(members)
        }
        let clauses: [JSONValue] = matrix.clauses.map { clause in
            .object([
                ("id", .string(clause.id)), ("title", .string(clause.title)), ("kind", .string(clause.kind.name)),
                ("cells", .array(matrix.columns.map { cellJSON(matrix.cell(clause, $0), column: $0.title) })),
            ])
        }
        return JSONWriter.write(.object([
            ("format", .string("authcheck-audit")), ("version", .number(1)),
            ("asExpected", .bool(matrix.exitCode == .success)),
            ("systems", .array(systems)), ("clauses", .array(clauses)),
        ]))
    }

    private static func cellJSON(_ cell: AuditCell, column: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("column", .string(column)), ("verdict", cell.verdict.map { .string($0.name) } ?? .null),
            ("expected", cell.expected.map(JSONValue.string) ?? .null), ("asExpected", .bool(!cell.isUnexpected)),
        ]
        if let path = cell.tracePath, let steps = cell.steps {
            members.append(("trace", .object([
                ("path", .string(path)), ("steps", .number(steps)), ("breakingStep", .string(cell.breakingStep ?? "")),
            ])))
        }
        if let reason = cell.reason { members.append(("reason", .string(reason))) }
        return .object(members)
    }
}
