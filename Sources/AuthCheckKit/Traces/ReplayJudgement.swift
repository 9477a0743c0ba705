import AuthSystems

/// A replayed trace's verdict against the one wanted (`--expect`, else the one it records):
/// what `replay` exits on and what `--summary` lists.
struct ReplayJudgement {
    enum Outcome: Equatable {
        case asExpected
        /// Neither `--expect` nor the trace names a verdict.
        case unchecked
        /// A `recover` search stopped at its bound, and no verdict was asked for.
        case inconclusive
        case unexpected(wanted: String)
    }

    let trace: ReplayedTrace
    let verdict: String
    let wanted: String?
    let outcome: Outcome

    init(_ trace: ReplayedTrace, expected: String?) {
        self.trace = trace
        verdict = trace.verdictName ?? "no verdict"
        wanted = expected ?? trace.file.verdict
        outcome = if let wanted {
            if verdict == VerdictName.inconclusive.rawValue, expected == nil { .inconclusive }
            else if verdict == wanted { .asExpected } else { .unexpected(wanted: wanted) }
        } else {
            .unchecked
        }
    }

    /// `traces/x/C1.3.json: C1.3 violated, expected violated, 6 steps`, one line per trace,
    /// then the total: for CI logs, where a hundred full renderings are too many lines.
    var line: String {
        let steps = trace.file.events.count
        let stepsText = "\(steps) step" + (steps == 1 ? "" : "s")
        guard let clause = trace.file.clause else { return "\(trace.file.path): no property to judge, \(stepsText)" }
        let against = wanted.map { ", expected \($0)" } ?? ""
        let mark: String = switch outcome {
        case .asExpected, .unchecked, .inconclusive: ""
        case .unexpected: "   [NOT AS EXPECTED]"
        }
        return "\(trace.file.path): \(clause.id) \(verdict)\(against), \(stepsText)\(mark)"
    }

    static func summary(_ judged: [ReplayJudgement]) -> String {
        let count = { (outcome: (Outcome) -> Bool) in judged.filter { outcome($0.outcome) }.count }
        let unexpected = count { if case .unexpected = $0 { true } else { false } }
        var total = "\(judged.count) trace" + (judged.count == 1 ? "" : "s") + " replayed: "
            + "\(count { $0 == .asExpected }) as expected, \(unexpected) not"
        let inconclusive = count { $0 == .inconclusive }
        let unchecked = count { $0 == .unchecked }
        if inconclusive > 0 { total += ", \(inconclusive) inconclusive" }
        if unchecked > 0 { total += ", \(unchecked) with no verdict to check" }
        return (judged.map(\.line) + [total]).joined(separator: "\n") + "\n"
    }
}
