@testable import AuthModel
@testable import ModelChecking
import Testing

/// The judge that evaluates every clause of a run in one pass (`ClauseJudge`) against each
/// clause judged alone, as the engine judged them before it: the same verdicts at the same
/// places, fewer calls.
@Suite struct ClauseJudgeTests {
    typealias World = AuthWorld<TinyDesign>

    static let neverAuthed = Clause.always("T1", "Never authed", source: "test", requires: []) {
        $0.client.status != .authed
    }
    static let tokenWhileAuthed = Clause.always("T2", "Authed only with a token", source: "test", requires: []) {
        $0.client.status != .authed || $0.client.accessToken != nil
    }
    static let noLogout = Clause.step("T3", "Never a logout", source: "test", requires: [], on: .user) {
        $0.event != .user(.logout)
    }
    static let tokenKept = Clause.step("T4", "A running app's token changes only on a login's answer or a logout",
                                       source: "test", requires: []) { t in
        !t.keepsRunning || t.before.client.accessToken == t.after.client.accessToken
            || t.event == .user(.logout) || t.delivered != nil
    }
    static let seesGuest = Clause.witness("W-T1", "A guest", source: "test", requires: []) { $0.client.status == .guest }
    static let seesNothing = Clause.witness("W-T2", "Two tokens at once", source: "test", requires: []) {
        $0.client.accessToken != nil && $0.client.refreshToken != nil
    }

    static let signsInAgain = Clause.recover(
        "T5", "A guest can always sign in again", source: "test", requires: [],
        from: { $0.client.status == .guest }, to: { $0.client.status == .authed }, without: { _ in false })
    static let launches = Clause.recover(
        "T6", "An app not running can always be launched", source: "test", requires: [],
        from: { !$0.running }, to: { $0.running }, without: { _ in false })

    static let clauses = [
        neverAuthed, tokenWhileAuthed, noLogout, tokenKept, seesGuest, seesNothing, signsInAgain, launches,
    ]

    /// The verdict's name and its trace's events: what a report and a trace file are made of.
    static func summary(_ verdict: Verdict<World>?) -> String {
        guard let verdict else { return "none" }
        return "\(verdict.name) \(verdict.trace.map { "\($0.actions)" } ?? "")"
    }

    @Test func judgedInOnePassEveryClauseGetsTheVerdictAndTraceItGetsAlone() throws {
        let world = TinyDesign.world
        let together = try Checker(
            model: world, properties: ClauseJudge(world: world, clauses: Self.clauses, dropsDecided: true).properties()
        ).run()
        var names: [String] = []
        for clause in Self.clauses {
            let alone = try Checker(
                model: world, properties: [try #require(clause.property(in: world, cache: ObservationCache(world: world)))]
            ).run()
            #expect(Self.summary(together.verdict(of: clause.id)) == Self.summary(alone.verdict(of: clause.id)))
            names.append(together.verdict(of: clause.id)?.name ?? "none")
        }
        // Both sides of each kind: the comparison above is between verdicts that can differ.
        #expect(names == ["violated", "holds", "violated", "holds", "witnessed", "unwitnessed", "violated", "holds"])
    }

    @Test func aDecidedClauseIsNotJudgedAgain() throws {
        let world = TinyDesign.world
        let brokenAtOnce = CallCounter()
        let witnessedAtOnce = CallCounter()
        let brokenOnFirstStep = CallCounter()
        let kept = CallCounter()
        let clauses = [
            Clause.always("B1", "Broken in the initial state", source: "test", requires: []) { _ in
                brokenAtOnce.count()
                return false
            },
            Clause.witness("B2", "Witnessed in the initial state", source: "test", requires: []) { _ in
                witnessedAtOnce.count()
                return true
            },
            Clause.step("B3", "Broken on the first step", source: "test", requires: []) { _ in
                brokenOnFirstStep.count()
                return false
            },
            Clause.always("B4", "Holds everywhere", source: "test", requires: []) { _ in
                kept.count()
                return true
            },
        ]
        let result = try Checker(
            model: world, properties: ClauseJudge(world: world, clauses: clauses, dropsDecided: true).properties()
        ).run()
        #expect(result.judgements.map(\.verdict.name) == ["violated", "witnessed", "violated", "holds"])
        #expect(brokenAtOnce.calls == 1)
        #expect(witnessedAtOnce.calls == 1)
        #expect(brokenOnFirstStep.calls == 1)
        // The clause still pending is judged on every state: what the others were spared.
        #expect(kept.calls == result.statistics.distinct)
    }

    /// The recover clauses' conditions are the panel's, answered on every new state even after
    /// every `always` and witness clause was decided and dropped: the state is still observed for
    /// them. Here the only state clause breaks in the initial state; T5 must still find the guest
    /// who cannot sign in again (its verdict alone), and T6 still hold.
    @Test func recoverClausesAreJudgedAfterEveryStateClauseIsDecided() throws {
        let world = TinyDesign.world
        let brokenAtOnce = Clause.always("B1", "Broken in the initial state", source: "test", requires: []) { _ in false }
        let clauses = [brokenAtOnce, Self.signsInAgain, Self.launches]
        let together = try Checker(
            model: world, properties: ClauseJudge(world: world, clauses: clauses, dropsDecided: true).properties()
        ).run()
        #expect(together.judgements.map(\.verdict.name) == ["violated", "violated", "holds"])
        let alone = try Checker(
            model: world,
            properties: [try #require(Self.signsInAgain.property(in: world, cache: ObservationCache(world: world)))]
        ).run()
        #expect(Self.summary(together.verdict(of: "T5")) == Self.summary(alone.verdict(of: "T5")))
    }

    @Test func withoutDroppingDecidedClausesTheJudgeAnswersForEveryPath() throws {
        // The simulator and the shrinker judge one clause on many paths: a judge for them keeps
        // answering after a clause broke once.
        let world = TinyDesign.world
        let judge = ClauseJudge(world: world, clauses: [Self.neverAuthed], dropsDecided: false)
        let property = try #require(judge.properties().first)
        guard case .always(let holds) = property.kind else { Issue.record("not an always property"); return }
        let authed = try #require(authedState(in: world))
        #expect(!holds(authed))
        #expect(holds(world.initialStates[0]))
        #expect(!holds(authed))
    }

    @Test func aStepClauseWithAnEventFilterIsCalledOnlyOnThoseEvents() throws {
        let world = TinyDesign.world
        let filtered = CallCounter()
        let unfiltered = CallCounter()
        let clauses = [
            Clause.step("E1", "Holds, about user actions", source: "test", requires: [], on: .user) { t in
                filtered.count("\(t.event.kind.rawValue)")
                return true
            },
            Clause.step("E2", "Holds, about every event", source: "test", requires: []) { t in
                unfiltered.count("\(t.event.kind.rawValue)")
                return true
            },
        ]
        // Without the debug check, which would call E1 on the steps it skips.
        let judge = ClauseJudge(world: world, clauses: clauses, dropsDecided: true, checksSkippedClauses: false)
        _ = try Checker(model: world, properties: judge.properties()).run()
        #expect(filtered.calls > 0)
        #expect(Set(filtered.events) == ["\(EventKinds.user.rawValue)"])
        #expect(Set(unfiltered.events).count > 1)
        #expect(unfiltered.calls > filtered.calls)
    }

    @Test func aFilteredStepClauseHoldsOnOtherEventsWhereverItIsJudged() throws {
        // Through the clause's kind, as the simulator and `replay` judge it: a clause that fails
        // whenever it is called holds on another kind of event.
        let failing = Clause.step("T9", "Fails on user actions", source: "test", requires: [], on: .user) { _ in false }
        guard case .step(let holds) = failing.kind else { Issue.record("not a step clause"); return }
        let observation = TinyDesign.world.observe(TinyDesign.world.initialStates[0])
        #expect(holds(observation, .launch, observation))
        #expect(!holds(observation, .user(.logout), observation))
    }

    /// A state where the tiny design is authed, found by exploring.
    /// The panel's calls judge without remembering, and forget what a member's own closure
    /// remembered before they overwrite its verdicts: a member asked again about its step after
    /// the panel judged another gets its own step's verdict, not the other's.
    @Test func aMemberAskedAgainAfterThePanelJudgedAnotherStepGetsItsOwnVerdict() throws {
        let world = TinyDesign.world
        let neverAuthedStep = Clause.step("T7", "Never a step into authed", source: "test", requires: []) {
            $0.after.client.status != .authed
        }
        let property = try #require(ClauseJudge(world: world, clauses: [neverAuthedStep], dropsDecided: false).properties().first)
        guard case .step(let holds) = property.kind, let (panel, member) = property.panel else {
            Issue.record("not a step property judged by a panel")
            return
        }
        let authed = try #require(authedState(in: world))
        let (before, event) = try #require(step(into: authed, in: world))
        let start = world.initialStates[0]
        var actions: [Event] = []
        world.actions(in: start, into: &actions)
        let quiet = try #require(actions.lazy.compactMap { action in world.next(after: start, on: action).map { (action, $0) } }.first)
        #expect(!holds(before, event, authed), "the member's own closure, remembered")
        var verdicts = PanelVerdicts(memberCount: 1)
        panel.judgeStep(start, quiet.0, quiet.1, &verdicts)
        #expect(verdicts[member], "the panel on another step")
        #expect(!holds(before, event, authed), "asked again: its own step's verdict")
    }

    /// A step of `world` into `target` (by identity of what it reaches: an equal state).
    func step(into target: World.State, in world: World) -> (World.State, Event)? {
        var frontier = world.initialStates
        var actions: [Event] = []
        for _ in 0..<10 {
            var next: [World.State] = []
            for state in frontier {
                actions.removeAll()
                world.actions(in: state, into: &actions)
                for action in actions {
                    guard let successor = world.next(after: state, on: action) else { continue }
                    if successor == target { return (state, action) }
                    next.append(successor)
                }
            }
            frontier = next
        }
        return nil
    }

    func authedState(in world: World) -> World.State? {
        var frontier = world.initialStates
        var actions: [Event] = []
        for _ in 0..<10 {
            var next: [World.State] = []
            for state in frontier {
                if world.observe(state).client.status == .authed { return state }
                actions.removeAll()
                world.actions(in: state, into: &actions)
                next += actions.compactMap { world.next(after: state, on: $0) }
            }
            frontier = next
        }
        return nil
    }
}
