@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// The catalogue's `on:` and `when:` against an oracle: on every step of small worlds of every
/// bundled design, each step clause the judge skips is called anyway and must hold. A clause
/// whose promise is wrong would pass where it fails; debug builds check the same on every step
/// any test judges, and this checks it on purpose, with worlds chosen to reach each part. Each
/// clause that names parts is also judged with them put back as they were, and counted, so that
/// a clause these worlds never exercise that way is named.
@Suite struct SkippedClausesTests {
    /// Small worlds that together reach crashes, faults, logouts, failed writes and deletes,
    /// lost answers, reinstalls, soft lock, settings and biometric changes.
    static let worlds: [(String, WorldOptions)] = [
        ("faults", .quiet { $0.crashes = 1; $0.faults = 1; $0.logouts = 1; $0.writeFailures = 1; $0.disturbances = 2 }),
        ("fidelity", .quiet {
            $0.deleteFailures = 1; $0.lostAnswers = 1; $0.reinstalls = 1; $0.logouts = 1; $0.keychainLocks = 1
            $0.disturbances = 2
        }),
        ("lifecycle", .quiet {
            $0.backgrounds = 1; $0.inactivity = 1; $0.settingsChanges = 2; $0.suspensions = 1; $0.deviceChanges = 1
            $0.biometricAdditions = 1; $0.serverEvents = 1; $0.promptFailures = true; $0.disturbances = 2
        }),
    ]

    /// Every state of `options`' world of `design` up to `limit`, breadth first; for each step,
    /// what the judge says of the clauses it skips there, and how many steps each clause was
    /// judged on with its parts put back (`unchangedPartsFailing`), by ID.
    static func failures<Design: AuthDesign>(
        _ design: Design, _ options: WorldOptions, clauses: [Clause]? = nil, limit: Int
    ) -> (steps: Int, failures: [String], putBack: [String: Int]) {
        var putBack: [String: Int] = [:]
        let world = AuthWorld(design: design, options: options)
        let clauses = clauses ?? ClauseCatalogue.all.filter { $0.applies(to: design.features) }
        let judge = ClauseJudge(world: world, clauses: clauses, dropsDecided: false, checksSkippedClauses: false)
        var seen = Set(world.initialStates)
        var frontier = world.initialStates
        var failures: [String] = []
        var steps = 0
        var events: [Event] = []
        while let state = frontier.first, seen.count < limit {
            frontier.removeFirst()
            events.removeAll()
            world.actions(in: state, into: &events)
            for event in events {
                guard let next = world.next(after: state, on: event) else { continue }
                steps += 1
                let step = Transition(
                    before: world.observe(state), event: event, after: world.observe(next, after: event, from: state))
                if let failure = judge.skippedClauseFailing(on: step), !failures.contains(failure) {
                    failures.append(failure)
                }
                for failure in unchangedPartsFailing(clauses, step, putBack: &putBack) where !failures.contains(failure) {
                    failures.append(failure)
                }
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        return (steps, failures, putBack)
    }

    /// For each clause about `step`'s kind that names parts, the step with those parts of the
    /// after-side put back as they were before (and, for `.work`, the process as it was, no
    /// effect performed and no answer): a step that changes none of them, which the clause must
    /// hold on whether or not any design breaks it. Unlike `skippedClauseFailing`, this needs no failing design.
    static func unchangedPartsFailing(_ clauses: [Clause], _ step: Transition, putBack: inout [String: Int]) -> [String] {
        clauses.compactMap { clause in
            guard let parts = clause.changes, clause.events.contains(step.event.kind) else { return nil }
            // A step that performs an effect or answers a call moves work whatever else it does,
            // so the judge calls a clause about work on it; rebuilt without that, it would still
            // carry the event that did it (`Transition.delivered` reads the event and the
            // before-side), a step no world makes.
            if parts.contains(.work), step.after.performed != nil || step.after.answered != nil { return nil }
            // A step that already changes none of them is `skippedClauseFailing`'s.
            guard !StepChanges(of: step, asking: parts).isEmpty else { return nil }
            var after = step.after.snapshot
            let before = step.before.snapshot
            // The process starting or ending moves work too (`StepChanges.work`).
            if !parts.isDisjoint(with: [.running, .work]) { after.running = before.running }
            if parts.contains(.client) { after.client = before.client }
            if parts.contains(.stores) {
                (after.secure, after.fastCache, after.asyncStorage) = (before.secure, before.fastCache, before.asyncStorage)
            }
            if parts.contains(.work) {
                (after.pending, after.calls, after.performed, after.answered) = (before.pending, before.calls, nil, nil)
            }
            let unchanged = Transition(before: step.before, event: step.event, after: Observation(after))
            guard StepChanges(of: unchanged, asking: parts).isEmpty else {
                return "\(clause.id): the step rebuilt for \(step.event) still changes \(parts)"
            }
            putBack[clause.id, default: 0] += 1
            return clause.judgesTransition(unchanged)
                ? nil : "clause \(clause.id) fails on \(step.event) with none of \(parts) changed"
        }
    }

    @Test(arguments: [
        ("reference", ReferenceDesign() as any AuthDesign), ("layered-biometric", LayeredBiometricDesign()),
        ("softlock-session", SoftlockSessionDesign()), ("keychain-rotation", KeychainRotationDesign()),
        ("cleaner-hq", CleanerHQDesign()),
    ] as [(String, any AuthDesign)])
    func everySkippedClauseHolds(_ name: String, _ design: any AuthDesign) {
        var putBack: [String: Int] = [:]
        for (world, options) in Self.worlds {
            let (steps, failures, counts) = Self.failures(design, options, limit: 3_000)
            putBack.merge(counts, uniquingKeysWith: +)
            #expect(steps > 1_000, "\(name), \(world): too few steps to say much")
            #expect(failures.isEmpty, "\(name), \(world): \(failures)")
        }
        // Each clause that names parts was judged with them put back somewhere in these worlds,
        // but SL3: in them no step of its kind (a foreground) changes the view on any bundled
        // design, so only the first half, the skipped steps, checks it. A world change that
        // leaves another clause never put back fails here.
        let named = ClauseCatalogue.all.filter { $0.changes != nil && $0.applies(to: design.features) }.map(\.id)
        let neverPutBack = named.filter { putBack[$0] == nil }
        #expect(neverPutBack == named.filter { $0 == "SL3" }, "\(name): never put back: \(neverPutBack)")
    }

    /// The count of put-back steps names a clause the worlds never exercise that way: cut to 40
    /// states, the reference's first world never puts back the stores for C1.2.
    @Test func aClauseNeverPutBackIsNamed() {
        let (_, failures, putBack) = Self.failures(ReferenceDesign(), Self.worlds[0].1, limit: 40)
        #expect(failures.isEmpty)
        #expect(putBack["C1.2"] == nil)
        #expect(!putBack.isEmpty, "some clause is put back even in 40 states")
    }

    /// The oracle catches a wrong promise: a clause about the stores that reads the view.
    @Test func aWrongWhenIsCaught() {
        let wrong = Clause.step("X1", "Says stores, reads the view", source: "test", requires: [], when: .stores) { t in
            !t.keepsRunning || t.before.client.status == t.after.client.status
        }
        let (_, failures, _) = Self.failures(ReferenceDesign(), Self.worlds[0].1, clauses: [wrong], limit: 3_000)
        let caught = failures.first
        #expect(caught?.hasPrefix("clause X1 is not judged on a step that changes none of [.stores] (when:)") == true)
    }
}
