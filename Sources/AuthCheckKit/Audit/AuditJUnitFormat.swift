/// The matrix as JUnit XML, which CI systems show as test results: one test suite per system,
/// one test case per clause. A violation, and a witness that is missing, is a failure whose
/// message names the trace file and the step that breaks the clause; `n/a`, `not judged` and
/// `inconclusive` are skipped, with the reason. No times, so the file is the same every run.
enum AuditJUnitFormat {
    static func render(_ matrix: AuditMatrix) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, skipped: 0)
        for column in matrix.columns {
            var cases: [String] = []
            var failures = 0
            var skipped = 0
            for clause in matrix.clauses {
                let cell = matrix.cell(clause, column)
                guard let verdict = cell.verdict else { continue }
                let opening = "    <testcase classname=\"\(escape(column.title))\" name=\"\(escape("\(clause.id) \(clause.title)"))\""
                switch verdict {
                case .holds, .witnessed:
                    cases.append(opening + "/>")
                case .violated:
                    failures += 1
                    let message = "\(clause.id) violated: \(cell.tracePath ?? "") (\(cell.steps ?? 0) steps); "
                        + "\(cell.breakingStep ?? "its last step") breaks the clause"
                    cases.append(opening + ">\n      <failure type=\"violated\" message=\"\(escape(message))\"/>\n    </testcase>")
                case .unwitnessed:
                    failures += 1
                    let message = "\(clause.id): no run reaches the situation the witness names"
                    cases.append(opening + ">\n      <failure type=\"witness missing\" message=\"\(escape(message))\"/>\n    </testcase>")
                case .inconclusive(let bound):
                    skipped += 1
                    cases.append(opening + ">\n      <skipped message=\"\(escape("inconclusive: stopped by \(bound)"))\"/>\n    </testcase>")
                case .notApplicable, .notJudged:
                    skipped += 1
                    let reason = cell.reason.map { "n/a: \($0)" } ?? "not judged: outside what exploration can judge"
                    cases.append(opening + ">\n      <skipped message=\"\(escape(reason))\"/>\n    </testcase>")
                }
            }
            totals = (totals.tests + cases.count, totals.failures + failures, totals.skipped + skipped)
            suites.append("  <testsuite name=\"\(escape(column.title))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                + "errors=\"0\" skipped=\"\(skipped)\">\n" + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"authcheck audit\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
            + "errors=\"0\" skipped=\"\(totals.skipped)\">\n" + suites.joined(separator: "\n") + "\n</testsuites>\n"
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
