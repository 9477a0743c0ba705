import AuthModel
import AuthSystems
import ModelChecking

/// A spec file (`specs/NAME.json`), read and checked: the system to explore, its world's
/// bounds, the engine's limits, the clauses to judge and the verdict expected of each.
public struct Spec: Sendable {
    /// The path the spec was read from, as given on the command line; traces record it.
    public let path: String
    public let system: String
    public let description: String
    /// The worlds to explore, each separately, by name. Verdicts combine across the worlds that
    /// judge a clause: it is violated (or witnessed) if it is in any of them, and holds only if
    /// it holds in all of them.
    public let worlds: [SpecWorld]
    public let limits: Bounds
    /// The clauses to judge, in catalogue order.
    public let clauses: [Clause]
    /// Verdicts the spec expects other than the default (`holds` for a rule, `witnessed` for a
    /// witness, `n/a` for a clause about a part the system lacks), by clause ID.
    public let expected: [(id: String, verdict: String)]
    /// The worlds of the file that this run leaves out (`check --world`), in the file's order;
    /// empty when every world is explored.
    public internal(set) var worldsLeftOut: [String] = []

    /// This spec with only the worlds named, in the file's order, the others left out.
    func keeping(worlds names: [String]) -> Spec {
        var kept = Spec(path: path, system: system, description: description,
                        worlds: worlds.filter { names.contains($0.name) }, limits: limits, clauses: clauses,
                        expected: expected)
        kept.worldsLeftOut = worlds.map(\.name).filter { !names.contains($0) }
        return kept
    }

    /// The verdict expected of `clause` on a system with `features`.
    public func expectedVerdict(of clause: Clause, features: [Feature]) -> String {
        if let listed = expected.first(where: { $0.id == clause.id }) { return listed.verdict }
        if !clause.applies(to: features) { return VerdictName.notApplicable.rawValue }
        switch clause.kind {
        case .reach: return VerdictName.witnessed.rawValue
        case .unjudgeable: return VerdictName.notJudged.rawValue
        case .always, .step, .recover: return VerdictName.holds.rawValue
        }
    }

    /// Verdict names a spec may expect: every name a report can give.
    public static var verdictNames: [String] { VerdictName.allCases.map(\.rawValue) }
}
