import AuthModel
import AuthSystems

/// What one design's exploration of a conflict's world shows: which side of the conflict the
/// design takes, in the words `authcheck conflicts` prints.
struct ConflictShowing {
    let conflict: ClauseConflict
    let system: String
    /// The verdicts on the conflict's clauses as read, then on its strict reading.
    let outcomes: [ClauseOutcome]
    /// The conflict's clauses this tool's registry does not know: the conflict cannot be shown.
    let missing: [String]

    private var asRead: ArraySlice<ClauseOutcome> { outcomes.dropLast() }
    private var strict: ClauseOutcome { outcomes[outcomes.count - 1] }

    private static func holds(_ outcome: ClauseOutcome) -> Bool { outcome.verdict.kind == .holds }
    private static func broken(_ outcome: ClauseOutcome) -> Bool { outcome.verdict.kind == .violated }

    /// What the exploration shows of the conflict.
    private enum Side {
        /// The clauses as read hold and the strict reading breaks: the conflict, shown.
        case asRead
        /// The strict reading holds and a clause breaks: the other side, or a defect of the
        /// design's own that breaks the clause anyway; the exploration cannot tell which.
        case strict
    }

    /// Only the reading's side shows the conflict for sure: a design that breaks a clause may do
    /// so for a reason of its own.
    var isShown: Bool { missing.isEmpty && side == .asRead }

    /// Nil when the design shows neither side: it meets both, breaks both, or a verdict is
    /// neither holds nor violated (n/a, inconclusive).
    private var side: Side? {
        guard missing.isEmpty else { return nil }
        if asRead.allSatisfy(Self.holds), Self.broken(strict) { return .asRead }
        if Self.holds(strict), asRead.contains(where: Self.broken),
           asRead.allSatisfy({ Self.holds($0) || Self.broken($0) }) { return .strict }
        return nil
    }

    func lines(tracesDirectory: String) -> [String] {
        var lines = ["\(conflict.id)  \(conflict.title)", "  world:    \(conflict.worldSummary)"]
        for outcome in outcomes {
            let label = outcome.clause.id == conflict.strict.id ? "strict:  " : "clause:  "
            lines.append("  \(label) \(verdict(outcome, tracesDirectory))")
        }
        let met = asRead.filter(Self.holds).map(\.clause.id)
        let broken = outcomes.filter(Self.broken).map(\.clause.id)
        switch side {
        case .asRead?:
            lines.append("  shown:    \(system) meets \(Self.list(met)) as read, and breaks \(strict.clause.id)")
        case .strict?:
            lines.append("  not shown: \(system) meets \(strict.clause.id) and breaks \(Self.list(broken)): "
                + "the other side, or a defect of its own")
        case nil:
            lines.append("  not shown: \(whyNotShown(broken))")
        }
        lines.append(contentsOf: conflict.reading.wrappedLines(width: 88).enumerated().map { index, line in
            (index == 0 ? "  reading:  " : "            ") + line
        })
        lines.append("")
        return lines
    }

    private func whyNotShown(_ broken: [String]) -> String {
        if let id = missing.first { return "\(id) is not among this tool's clauses" }
        if let outcome = outcomes.first(where: { $0.verdict.kind == .notApplicable }) {
            return "\(outcome.clause.id) is n/a for \(system)"
        }
        if let outcome = outcomes.first(where: { $0.verdict.kind == .inconclusive }) {
            return "\(outcome.clause.id) is inconclusive"
        }
        return broken.isEmpty ? "\(system) meets them all in this world" : "\(system) breaks \(Self.list(broken))"
    }

    private func verdict(_ outcome: ClauseOutcome, _ directory: String) -> String {
        let id = outcome.clause.id.padding(toLength: 12, withPad: " ", startingAt: 0)
        if case .violated(let trace) = outcome.verdict {
            let path = Self.tracePath(directory, system, conflict, outcome.clause)
            return "\(id) violated in \(trace.steps.count) steps: \(path)"
        }
        return "\(id) \(outcome.verdict.kind.rawValue)"
    }

    private static func list(_ ids: [String]) -> String {
        ids.count < 2 ? ids.joined() : ids.dropLast().joined(separator: ", ") + " and " + ids[ids.count - 1]
    }

    /// `<directory>/conflicts/<system>/<conflict>/<clause>.json`.
    static func tracePath(_ directory: String, _ system: String, _ conflict: ClauseConflict, _ clause: Clause) -> String {
        "\(directory)/conflicts/\(system)/\(conflict.id)/\(clause.id).json"
    }
}
