/// The matrix as JUnit XML, which CI systems show as test results: one test suite per system,
/// one test case per clause, agreeing with the exit code of the same run.
///
/// A verdict the spec expects is a passing case, whatever it is (a known violation included),
/// with the verdict, the expectation and the trace in the case's properties. A verdict it does
/// not expect is a failure whose message says expected versus actual (and, for a violation, the
/// trace and the step that breaks the clause). With `--fail-on-findings` every violation and
/// missing witness is a failure too, as the exit code then says. No times, so the file is the
/// same every run.
enum AuditJUnitFormat {
    static func render(_ matrix: AuditMatrix) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0)
        for column in matrix.columns {
            var cases: [String] = []
            var failures = 0
            for clause in matrix.clauses {
                let cell = matrix.cell(clause, column)
                guard let verdict = cell.verdict else { continue }
                var properties = [("verdict", verdict.name), ("expected", cell.expected ?? verdict.name)]
                if let trace = cell.tracePath { properties.append(("trace", trace)) }
                if let steps = cell.steps { properties.append(("steps", "\(steps)")) }
                if let reason = cell.reason, case .notApplicable = verdict { properties.append(("reason", reason)) }
                var body = ["      <properties>"]
                    + properties.map { "        <property name=\"\($0.0)\" value=\"\(escape($0.1))\"/>" }
                    + ["      </properties>"]
                if matrix.isFailure(cell) {
                    failures += 1
                    body.append("      <failure type=\"\(escape(failureType(cell)))\" message=\"\(escape(message(clause.id, cell)))\"/>")
                }
                cases.append("    <testcase classname=\"\(escape(column.title))\" name=\"\(escape("\(clause.id) \(clause.title)"))\">\n"
                    + body.joined(separator: "\n") + "\n    </testcase>")
            }
            totals = (totals.tests + cases.count, totals.failures + failures)
            suites.append("  <testsuite name=\"\(escape(column.title))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                + "errors=\"0\" skipped=\"0\">\n" + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"authcheck audit\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
            + "errors=\"0\" skipped=\"0\">\n" + suites.joined(separator: "\n") + "\n</testsuites>\n"
    }

    /// `unexpected verdict`, `inconclusive`, or, for a known finding failed on purpose, `finding`.
    static func failureType(_ cell: AuditCell) -> String {
        if case .inconclusive? = cell.verdict, cell.isUnexpected { return "inconclusive" }
        return cell.isUnexpected ? "unexpected verdict" : "finding"
    }

    /// Expected versus actual, and where to look.
    static func message(_ id: String, _ cell: AuditCell) -> String {
        var text = "\(id): expected \(cell.expected ?? "?"), got \(cell.verdict?.name ?? "no verdict")"
        switch cell.verdict {
        case .violated?:
            text += "; \(cell.tracePath ?? "") (\(cell.steps ?? 0) steps); \(cell.breakingStep ?? "its last step") breaks the clause"
        case .unwitnessed?:
            text += "; no run reaches the situation the witness names"
        case .inconclusive(let bound)?:
            text += "; stopped by \(bound)"
        case .notApplicable?:
            text += cell.reason.map { "; \($0)" } ?? ""
        case .holds?, .witnessed?, .notJudged?, nil:
            break
        }
        return text
    }

    /// Text safe inside an XML attribute.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
