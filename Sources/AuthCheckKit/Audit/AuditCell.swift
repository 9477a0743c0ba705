import AuthSystems

/// One cell of the conformance matrix: a clause's verdict on one system, what the spec expected,
/// and where to look.
struct AuditCell {
    /// Nil when the spec does not judge the clause.
    let verdict: ClauseVerdict?
    let expected: String?
    /// The counterexample's file, for a violation.
    let tracePath: String?
    /// Why the clause does not apply, for `n/a`.
    let reason: String?

    /// The cell as the matrix shows it.
    var label: String {
        guard let verdict else { return "-" }
        switch verdict {
        case .holds: return "holds"
        case .violated: return "VIOLATED"
        case .witnessed: return "witnessed"
        case .unwitnessed: return "witness missing"
        case .inconclusive: return "inconclusive"
        case .notApplicable: return "n/a"
        case .notJudged: return "not judged"
        }
    }

    /// The verdict is not the one the spec expects.
    var isUnexpected: Bool { verdict.map { $0.name != expected } ?? false }

    /// A violation or a missing witness: what the audit found wrong, expected or not.
    var isFinding: Bool {
        switch verdict {
        case .violated?, .unwitnessed?: true
        case .holds?, .witnessed?, .inconclusive?, .notApplicable?, .notJudged?, nil: false
        }
    }

    /// Steps of the violation's or witness's trace.
    var steps: Int? { verdict?.trace?.steps.count }

    /// The event of the step that breaks the clause: a shortest counterexample's last.
    var breakingStep: String? {
        guard case .violated(let trace)? = verdict, let last = trace.steps.last else { return nil }
        return "step \(trace.steps.count) (\(EventRecord.describe(last.event)))"
    }
}
