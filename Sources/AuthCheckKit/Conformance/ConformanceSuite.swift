import AuthModel
import AuthSystems
import Foundation
import ModelChecking

/// The traces a conformance run drives an implementation through, all from the model, in a
/// fixed order: the committed traces of the system (its counterexamples and scenarios), a
/// covering set from exploring the spec's worlds (a shortest trace to every event kind in every
/// screen, and to every witness), and seeded random walks deeper than exploration goes.
///
/// Every transition of the model would be too many (millions for a real spec), so the covering
/// set asks for every (screen, event kind) pair reachable within the spec's bounds instead.
struct ConformanceSuite {
    let traces: [ConformanceTrace]
    /// (screen, event kind) pairs a covering trace reaches, of all pairs.
    let pairsCovered: Int
    let pairsTotal: Int
    let witnessesCovered: Int
    let witnessesTotal: Int
    /// The bound that stopped exploring a world before every pair was sought, if any.
    let stoppedBy: Bound?
    let committed: Int
    let walks: Int
    let walkDepth: Int
    let seed: UInt64

    static let screens: [Screen] = [.none, .splash, .signIn, .main, .lock]

    /// The coverage goals as step clauses, each "violated" by the first step that reaches it, so
    /// exploration hands back a shortest trace to it.
    static func goals() -> [Clause] {
        screens.flatMap { screen in
            EventCatalogue.all.map { entry -> Clause in
                let kind = String(entry.usage.split(separator: " ")[0])
                return Clause.step("cover \(screen) \(kind)", "a step by \(kind) on \(screen)", source: "conformance", requires: []) {
                    t in !((t.before.running ? t.before.client.screen : .none) == screen && EventRecord.name(of: t.event) == kind)
                }
            }
        }
    }

    static func build(
        spec: Spec, system: AuthSystem, committedTraces: [TraceFile], walks: Int, depth: Int, seed: UInt64
    ) throws(ModelCheckingError) -> ConformanceSuite {
        var traces: [ConformanceTrace] = committedTraces.map {
            ConformanceTrace(origin: $0.path, worldName: $0.world, options: $0.options, events: $0.events)
        }
        let goals = goals()
        let witnesses = spec.clauses.filter { clause in
            if case .reach = clause.kind { return clause.applies(to: system.features) } else { return false }
        }
        var coveredGoals: [String] = []
        var coveredWitnesses: [String] = []
        // The spec's bounds, but not its time: a suite that depended on the machine's speed
        // would not be the same suite on every run.
        var bounds = spec.limits
        bounds.maxSeconds = nil
        var stoppedBy: Bound?
        for world in spec.worlds {
            let report = try system.check(SystemRun(options: world.options, clauses: goals + witnesses, bounds: bounds))
            stoppedBy = stoppedBy ?? report.stoppedBy
            for outcome in report.outcomes {
                guard let trace = outcome.verdict.trace else { continue }
                let isGoal = goals.contains { $0.id == outcome.clause.id }
                if isGoal ? coveredGoals.contains(outcome.clause.id) : coveredWitnesses.contains(outcome.clause.id) { continue }
                if isGoal { coveredGoals.append(outcome.clause.id) } else { coveredWitnesses.append(outcome.clause.id) }
                traces.append(ConformanceTrace(
                    origin: "\(world.name): \(outcome.clause.id)", worldName: world.name, options: world.options,
                    events: trace.steps.map(\.event)))
            }
        }
        var generator = SplitMix64(seed: seed)
        for walk in 0..<(spec.worlds.isEmpty ? 0 : walks) {
            let world = spec.worlds[walk % spec.worlds.count]
            var events: [Event] = []
            while events.count < depth {
                let enabled = system.replay(events, options: world.options, clause: nil).enabledAtStop
                guard !enabled.isEmpty else { break }
                events.append(enabled[generator.next(below: enabled.count)])
            }
            traces.append(ConformanceTrace(origin: "\(world.name): walk \(walk + 1) (seed \(seed))", worldName: world.name,
                                           options: world.options, events: events))
        }
        var unique: [ConformanceTrace] = []
        for trace in traces where !unique.contains(where: { $0.events == trace.events && $0.options == trace.options }) {
            unique.append(trace)
        }
        return ConformanceSuite(
            traces: unique, pairsCovered: coveredGoals.count, pairsTotal: goals.count,
            witnessesCovered: coveredWitnesses.count, witnessesTotal: witnesses.count, stoppedBy: stoppedBy, committed: committedTraces.count,
            walks: walks, walkDepth: depth, seed: seed)
    }
}
