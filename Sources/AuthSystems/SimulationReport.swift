import AuthModel
import ModelChecking

/// What the random walks through one system's world found: a verdict per clause asked for, in
/// that order. A walk only finds: a clause is `violated` or `witnessed` with a shrunk trace, or
/// stays `inconclusive`, naming the walks; simulation never says `holds` or `unwitnessed`.
public struct SimulationReport: Sendable {
    public let system: String
    public let outcomes: [ClauseOutcome]
    /// Walks made; fewer than asked when every clause a walk can decide was decided early.
    public let walks: Int
    /// Steps taken over all walks.
    public let steps: Int
    /// Some world made fewer walks than asked, because every clause a walk can decide was decided.
    public let stoppedDecided: Bool
    /// The bound (time or memory) that stopped some world's walks before they were all made.
    public let stoppedBy: Bound?
    /// Differs run to run: keep it out of anything that must be byte-identical.
    public let elapsedSeconds: Double

    @usableFromInline
    init(
        system: String, outcomes: [ClauseOutcome], walks: Int, steps: Int, stoppedDecided: Bool, stoppedBy: Bound?,
        elapsedSeconds: Double
    ) {
        self.system = system
        self.outcomes = outcomes
        self.walks = walks
        self.steps = steps
        self.stoppedDecided = stoppedDecided
        self.stoppedBy = stoppedBy
        self.elapsedSeconds = elapsedSeconds
    }

    /// The reports of worlds that all judge the same clauses, as one (the form before 0.9.5).
    public static func combined(_ reports: [(world: String, report: SimulationReport)]) -> SimulationReport {
        combined(reports, clauses: reports.first?.report.outcomes.map(\.clause) ?? [])
    }

    /// The reports of several worlds of one system as one, on `clauses`, each judged by the
    /// worlds whose reports list it: a clause is violated (or witnessed) if it is in any of them, by the shortest trace (the first world's on a tie); what no world
    /// found stays inconclusive, naming the walks of every world together, or the bound that
    /// stopped a world's walks (the first world's).
    public static func combined(_ reports: [(world: String, report: SimulationReport)], clauses: [Clause]) -> SimulationReport {
        precondition(!reports.isEmpty, "nothing to combine")
        let first = reports[0].report
        let outcomes = clauses.map { clause in
            let verdicts = SystemReport.judgements(of: clause, in: reports.map { ($0.world, $0.report.outcomes) })
            guard !verdicts.isEmpty else { return ClauseOutcome(clause: clause, verdict: .notJudged) }
            if let decisive = SystemReport.decisive(verdicts) {
                return ClauseOutcome(clause: clause, verdict: decisive.verdict, world: decisive.world)
            }
            if let bound = reports.lazy.compactMap(\.report.stoppedBy).first {
                return ClauseOutcome(clause: clause, verdict: .inconclusive(bound))
            }
            var walks = 0
            var depth = 0
            for verdict in verdicts {
                guard case .inconclusive(.simulation(let worldWalks, let worldDepth)) = verdict.verdict else { continue }
                walks += worldWalks
                depth = max(depth, worldDepth)
            }
            let verdict = walks > 0 ? ClauseVerdict.inconclusive(.simulation(walks: walks, depth: depth)) : verdicts[0].verdict
            return ClauseOutcome(clause: clause, verdict: verdict)
        }
        return SimulationReport(
            system: first.system, outcomes: outcomes, walks: reports.map(\.report.walks).reduce(0, +),
            steps: reports.map(\.report.steps).reduce(0, +), stoppedDecided: reports.contains { $0.report.stoppedDecided },
            stoppedBy: reports.lazy.compactMap(\.report.stoppedBy).first,
            elapsedSeconds: reports.map(\.report.elapsedSeconds).reduce(0, +))
    }
}
