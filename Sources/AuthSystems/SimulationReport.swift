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

    /// The reports of several worlds of one system as one: a clause is violated (or witnessed)
    /// if it is in any world, by the shortest trace (the first world's on a tie); what no world
    /// found stays inconclusive, naming the walks of every world together, or the bound that
    /// stopped a world's walks (the first world's).
    public static func combined(_ reports: [(world: String, report: SimulationReport)]) -> SimulationReport {
        precondition(!reports.isEmpty, "nothing to combine")
        let first = reports[0].report
        let outcomes = first.outcomes.indices.map { index in
            let verdicts = reports.map { (world: $0.world, verdict: $0.report.outcomes[index].verdict) }
            if let decisive = SystemReport.decisive(verdicts) {
                return ClauseOutcome(clause: first.outcomes[index].clause, verdict: decisive.verdict, world: decisive.world)
            }
            if let bound = reports.lazy.compactMap(\.report.stoppedBy).first {
                return ClauseOutcome(clause: first.outcomes[index].clause, verdict: .inconclusive(bound))
            }
            var walks = 0
            var depth = 0
            for verdict in verdicts {
                guard case .inconclusive(.simulation(let worldWalks, let worldDepth)) = verdict.verdict else { continue }
                walks += worldWalks
                depth = max(depth, worldDepth)
            }
            let verdict = walks > 0 ? ClauseVerdict.inconclusive(.simulation(walks: walks, depth: depth)) : verdicts[0].verdict
            return ClauseOutcome(clause: first.outcomes[index].clause, verdict: verdict)
        }
        return SimulationReport(
            system: first.system, outcomes: outcomes, walks: reports.map(\.report.walks).reduce(0, +),
            steps: reports.map(\.report.steps).reduce(0, +), stoppedDecided: reports.contains { $0.report.stoppedDecided },
            stoppedBy: reports.lazy.compactMap(\.report.stoppedBy).first,
            elapsedSeconds: reports.map(\.report.elapsedSeconds).reduce(0, +))
    }
}
