@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// The catalogue's `on:` and `when:` against an oracle: on every step of small worlds of every
/// bundled design, each step clause the judge skips is called anyway and must hold. A clause
/// whose promise is wrong would pass where it fails; debug builds check the same on every step
/// any test judges, and this checks it on purpose, with worlds chosen to reach each part.
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
    /// what the judge says of the clauses it skips there.
    static func failures<Design: AuthDesign>(
        _ design: Design, _ options: WorldOptions, clauses: [Clause]? = nil, limit: Int
    ) -> (Int, [String]) {
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
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        return (steps, failures)
    }

    @Test(arguments: [
        ("reference", ReferenceDesign() as any AuthDesign), ("layered-biometric", LayeredBiometricDesign()),
        ("softlock-session", SoftlockSessionDesign()), ("keychain-rotation", KeychainRotationDesign()),
        ("cleaner-hq", CleanerHQDesign()),
    ] as [(String, any AuthDesign)])
    func everySkippedClauseHolds(_ name: String, _ design: any AuthDesign) {
        for (world, options) in Self.worlds {
            let (steps, failures) = Self.failures(design, options, limit: 3_000)
            #expect(steps > 1_000, "\(name), \(world): too few steps to say much")
            #expect(failures.isEmpty, "\(name), \(world): \(failures)")
        }
    }

    /// The oracle catches a wrong promise: a clause about the stores that reads the view.
    @Test func aWrongWhenIsCaught() {
        let wrong = Clause.step("X1", "Says stores, reads the view", source: "test", requires: [], when: .stores) { t in
            !t.keepsRunning || t.before.client.status == t.after.client.status
        }
        let (_, failures) = Self.failures(ReferenceDesign(), Self.worlds[0].1, clauses: [wrong], limit: 3_000)
        let caught = failures.first
        #expect(caught?.hasPrefix("clause X1 is not judged on a step that changes none of [.stores] (when:)") == true)
    }
}
