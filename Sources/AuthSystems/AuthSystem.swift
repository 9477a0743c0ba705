import AuthModel
import ModelChecking

/// A design the checker can audit, with its world's type erased, so the command line holds
/// every design in one list and reports on all of them alike.
///
/// The generic path from `init` to the checker (`explore`, `simulate`, `properties`, and the
/// world and engine under them) is `@inlinable`: a team that writes its `AuthDesign` in its own
/// module and calls `AuthSystem(TheirDesign(), …)` there gets the world and the checker
/// specialized for its design in its own module, as fast as the designs bundled here.
public struct AuthSystem: Sendable {
    public let name: String
    /// One line: where the design comes from.
    public let summary: String
    public let features: [Feature]
    /// Changes whenever the model changes in a way that could change a trace; traces record it.
    public let modelVersion: String
    /// Why each part of the catalogue the design lacks is missing, in the catalogue's order.
    public let absences: [FeatureAbsence]
    @usableFromInline let explore: @Sendable (SystemRun) throws(ModelCheckingError) -> SystemReport
    @usableFromInline let walk: @Sendable (SimulationRun) -> SimulationReport
    @usableFromInline let replayEvents: @Sendable (WorldOptions, [Event], Clause?) -> SystemReplay
    @usableFromInline let sample: @Sendable ((Event?, Observation, [Event]) -> Void) -> Void

    /// `absences` gives the document's reason for each feature the design leaves out; the audit
    /// shows it beside every `n/a` (a feature without one shows as "the design has no …").
    @inlinable
    public init<Design: AuthDesign>(
        _ design: Design, summary: String, version: Int, absences: [FeatureAbsence] = []
    ) {
        name = design.name
        self.summary = summary
        features = design.features
        self.absences = Feature.allCases.compactMap { feature in
            absences.first { $0.feature == feature }
        }
        modelVersion = "\(design.name)-\(version)/world-\(AuthWorldVersion.current)"
        explore = { run throws(ModelCheckingError) in try Self.explore(design, run) }
        walk = { run in Self.simulate(design, run) }
        replayEvents = { options, events, clause in
            SystemReplay.run(design, options: options, events: events, clause: clause)
        }
        sample = { visit in BehaviourSample.visit(design, visit) }
    }

    /// The document's reason a clause does not apply, or nil when it does.
    public func reasonNotApplicable(_ clause: Clause) -> String? {
        guard !clause.applies(to: features) else { return nil }
        let missing = clause.requires.filter { !features.contains($0) }.map { feature in
            absences.first { $0.feature == feature }?.reason ?? "the design has no \(feature.rawValue)"
        }
        let declared = clause.lacks.filter(features.contains).map { "the design declares \($0.rawValue)" }
        return (missing + declared).joined(separator: "; ")
    }

    /// Takes `events` in order in the design's world, and judges `clause` on the path they make.
    /// A clause about a part the design lacks is not judged (`verdict` is nil).
    public func replay(_ events: [Event], options: WorldOptions, clause: Clause?) -> SystemReplay {
        replayEvents(options, events, clause.flatMap { $0.applies(to: features) ? $0 : nil })
    }

    /// Walks a fixed sample of the design's behaviour (`BehaviourSample`), handing each step's
    /// event, the observation after it and the events then enabled to `visit`: the trace format
    /// hashes these into the model's digest.
    public func sampleBehaviour(_ visit: (Event?, Observation, [Event]) -> Void) {
        sample(visit)
    }

    /// Explores the design's world under `run` and judges each of its clauses that applies.
    public func check(_ run: SystemRun) throws(ModelCheckingError) -> SystemReport {
        try explore(run)
    }

    /// Walks the design's world at random under `run` and judges each of its clauses that
    /// applies on every walk; a violation or witness found is shrunk before it is reported.
    public func simulate(_ run: SimulationRun) -> SimulationReport {
        walk(run)
    }

    @inlinable
    static func explore<Design: AuthDesign>(_ design: Design, _ run: SystemRun)
        throws(ModelCheckingError) -> SystemReport {
        let world = AuthWorld(design: design, options: run.options)
        let makeProperties = propertyFactory(of: run.clauses, design: design, world: world)
        var checker = Checker(
            model: world, workers: run.workers, bounds: run.engineBounds(), progress: run.progress,
            makeProperties: makeProperties)
        checker.storesFingerprints = run.fingerprints
        let result = try checker.run()
        let verdict = { (id: String) -> Verdict<AuthWorld<Design>>? in
            let found = result.verdict(of: id)
            guard case .inconclusive(let bound)? = found else { return found }
            return .inconclusive(run.asWritten(bound))
        }
        return SystemReport(
            system: design.name, outcomes: outcomes(of: run.clauses, design: design, world: world, verdict: verdict),
            statistics: result.statistics, stoppedBy: result.stoppedBy.map(run.asWritten),
            stoppedDecided: result.stoppedDecided, elapsedSeconds: result.elapsedSeconds,
            engineBytes: result.peakBytes, missedStateProbability: result.missedStateProbability)
    }

    @inlinable
    static func simulate<Design: AuthDesign>(_ design: Design, _ run: SimulationRun) -> SimulationReport {
        let start = ContinuousClock.now
        let (world, properties) = properties(of: run.clauses, design: design, options: run.options)
        let result = Simulator(
            model: world, properties: properties, seed: run.seed, walks: run.walks, maxDepth: run.depth, bounds: run.bounds,
            progress: run.progress).run()
        return SimulationReport(
            system: design.name, outcomes: outcomes(of: run.clauses, design: design, world: world, verdict: result.verdict),
            walks: result.walks, steps: result.steps, stoppedDecided: result.stoppedBy == nil && result.walks < run.walks,
            stoppedBy: result.stoppedBy,
            elapsedSeconds: (ContinuousClock.now - start).seconds)
    }

    /// The design's world under `options`, and the clauses that apply to the design as its
    /// properties, each judged on its own (through an observation cache the clauses share): the
    /// simulator and the shrinker judge one clause on a whole path before the next.
    @inlinable
    static func properties<Design: AuthDesign>(of clauses: [Clause], design: Design, options: WorldOptions)
        -> (AuthWorld<Design>, [Property<AuthWorld<Design>>]) {
        let world = AuthWorld(design: design, options: options)
        let cache = ObservationCache(world: world)
        let judged = clauses.filter { $0.applies(to: design.features) }
        return (world, judged.compactMap { $0.property(in: world, cache: cache) })
    }

    /// The clauses that apply to the design as the exhaustive checker's properties, judged in
    /// one pass per state and per step (`ClauseJudge`). Each call makes the properties of one
    /// worker, with a judge of its own, as the engine asks for them once per worker thread.
    @inlinable
    static func propertyFactory<Design: AuthDesign>(of clauses: [Clause], design: Design, world: AuthWorld<Design>)
        -> @Sendable () -> [Property<AuthWorld<Design>>] {
        let judged = clauses.filter { $0.applies(to: design.features) }
        return { ClauseJudge(world: world, clauses: judged, dropsDecided: true).properties() }
    }

    /// Each clause with the engine's verdict on it: `n/a` where it does not apply, `not judged`
    /// where it was not made a property.
    @inlinable
    static func outcomes<Design: AuthDesign>(
        of clauses: [Clause], design: Design, world: AuthWorld<Design>,
        verdict: (String) -> Verdict<AuthWorld<Design>>?
    ) -> [ClauseOutcome] {
        clauses.map { clause -> ClauseOutcome in
            guard clause.applies(to: design.features) else { return ClauseOutcome(clause: clause, verdict: .notApplicable) }
            guard let verdict = verdict(clause.id) else { return ClauseOutcome(clause: clause, verdict: .notJudged) }
            return ClauseOutcome(clause: clause, verdict: ClauseVerdict(verdict, world: world))
        }
    }
}
