@testable import AuthModel
@testable import ModelChecking
import Testing

/// The judge and the observation cache write a new instant into an observation no one else
/// holds instead of allocating another (`AuthWorld.observe(_:performed:answered:into:)`): an
/// observation anyone still holds must never change under them, and a reused one must show every
/// field of its new state, the step's ghosts included.
@Suite struct ObservationReuseTests {
    typealias World = AuthWorld<TinyDesign>

    /// A state not running and the running state its launch leads to: two observations that differ.
    static func twoStates() throws -> (World.State, World.State) {
        let world = TinyDesign.world
        let stopped = world.initialStates[0]
        return (stopped, try #require(world.next(after: stopped, on: .launch)))
    }

    /// A walk that takes a performed effect or an answer wherever it can (the steps with ghosts),
    /// else the first event, for `steps` steps or to where the world offers none.
    static func walk(steps: Int) throws -> [(World.State, Event, World.State)] {
        let world = TinyDesign.world
        var state = world.initialStates[0]
        var walk: [(World.State, Event, World.State)] = []
        for _ in 0..<steps {
            var actions: [Event] = []
            world.actions(in: state, into: &actions)
            let ghostly = actions.first { if case .perform = $0 { true } else if case .answer = $0 { true } else { false } }
            guard let event = ghostly ?? actions.first else { break }
            let next = try #require(world.next(after: state, on: event))
            walk.append((state, event, next))
            state = next
        }
        return walk
    }

    /// What an observation of `state` shows, from its fields and the public initializer.
    static func handBuilt(_ state: World.State, performed: PendingEffect? = nil, answered: Response? = nil) -> ObservedInstant {
        let world = TinyDesign.world, fields = state.box.fields
        var view = ClientView()
        if let client = fields.client { view = world.design.view(of: client) } else { view.screen = .none }
        return Observation(
            running: fields.client != nil, client: view, secure: fields.secure, fastCache: fields.fastCache,
            asyncStorage: fields.asyncStorage, server: fields.server, calls: fields.calls, pending: fields.pending,
            device: fields.device, performed: performed, answered: answered, requestsMade: fields.requestsMade,
            budget: fields.budget, refreshCredential: world.design.refreshCredential
        ).snapshot
    }

    /// The step's ghosts as the world defines them, for the events the walk takes (the tiny
    /// world has no failing writes, faults or lost answers): a performed effect is the queue's
    /// head; an answer is the server's to the call in its slot; any other step has none.
    static func ghosts(of event: Event, from before: World.State) -> (PendingEffect?, Response?) {
        if case .perform = event { return (before.box.fields.pending.first, nil) }
        if case .answer(let slot) = event {
            var server = before.box.fields.server
            return (nil, server.answer(before.box.fields.calls[Int(slot)].call))
        }
        return (nil, nil)
    }

    @Test func anObservationOnlyTheSpareHoldsIsWrittenOver() throws {
        let world = TinyDesign.world
        let (stopped, running) = try Self.twoStates()
        var spare: Observation?
        _ = world.observe(stopped, performed: nil, answered: nil, into: &spare)
        let first = try #require(spare.map(ObjectIdentifier.init))
        let again = world.observe(running, performed: nil, answered: nil, into: &spare)
        #expect(ObjectIdentifier(again) == first)
        #expect(again.snapshot == world.observe(running).snapshot)
    }

    @Test func anObservationSomeoneStillHoldsIsNeverWrittenOver() throws {
        let world = TinyDesign.world
        let (stopped, running) = try Self.twoStates()
        var spare: Observation?
        let held = world.observe(stopped, performed: nil, answered: nil, into: &spare)
        let next = world.observe(running, performed: nil, answered: nil, into: &spare)
        #expect(next !== held)
        #expect(held.snapshot == world.observe(stopped).snapshot)
        #expect(next.snapshot == world.observe(running).snapshot && spare === next)
    }

    /// A view of an observation's slots (`pendingInPlace`) holds the observation: while only
    /// the view and the spare hold it, the next observation is not written into it, and the view
    /// still reads what it read. A view that did not hold it would read the next state's queue.
    @Test func aViewOfItsSlotsKeepsAnObservationFromBeingWrittenOver() throws {
        let world = TinyDesign.world
        let stopped = world.initialStates[0]
        let busy = try #require(try Self.walk(steps: 7).map(\.2).first { !world.observe($0).pending.isEmpty })
        var spare: Observation?
        let view = world.observe(busy, performed: nil, answered: nil, into: &spare).pendingInPlace
        let shown = Array(view)
        #expect(!shown.isEmpty && shown == Array(world.observe(busy).pending))
        let next = world.observe(stopped, performed: nil, answered: nil, into: &spare)
        #expect(next.pending.isEmpty)
        #expect(Array(view) == shown)
        #expect(next !== view.owner)
        // And one read from a temporary observation, which only the view holds: it is still
        // there, and still shows the queue, after another observation is made.
        let fromTemporary = world.observe(busy).pendingInPlace
        _ = world.observe(stopped)
        #expect(fromTemporary.owner is Observation)
        #expect(Array(fromTemporary) == shown)
    }

    /// Through the judge: every observation a clause is handed shows exactly what a fresh one
    /// of that state (and step) shows, ghosts included, and still shows it after the judge has
    /// gone on to other steps and states.
    @Test func observationsAClauseKeepsStayAsTheyWere() throws {
        let kept = KeptObservations()
        let keeper = Clause.step("K1", "Keeps what it sees", source: "test", requires: []) { t in
            kept.keep(t.before)
            kept.keep(t.after)
            return true
        }
        let keeperOfStates = Clause.always("K2", "Keeps what it sees", source: "test", requires: []) { observation in
            kept.keep(observation)
            return true
        }
        let world = TinyDesign.world
        let judge = ClauseJudge(world: world, clauses: [keeper, keeperOfStates], dropsDecided: true)
        let walk = try Self.walk(steps: 7)
        #expect(walk.count >= 5, "launch, a login sent, performed, answered, a logout")
        // What each observation must show, built here from the state's fields through the public
        // initializer (not through the code that fills a reused one), in the order the clauses
        // are handed them.
        var expected = [Self.handBuilt(walk[0].0)]
        _ = judge.stateVerdict(1, on: walk[0].0)
        for (before, event, after) in walk {
            _ = judge.stepVerdict(0, before: before, event: event, after: after)
            _ = judge.stateVerdict(1, on: after)
            let (performed, answered) = Self.ghosts(of: event, from: before)
            expected += [
                Self.handBuilt(before), Self.handBuilt(after, performed: performed, answered: answered), Self.handBuilt(after),
            ]
        }
        #expect(kept.observations.map(\.shown) == expected, "each observation as handed")
        #expect(kept.observations.map(\.observation.snapshot) == expected, "each observation now")
        #expect(expected.contains { $0.performed != nil } && expected.contains { $0.answered != nil })
    }

    /// The cache's entries: an observation it handed out and someone holds stays as it was; one
    /// no one holds is written over with a later state's.
    @Test func theCacheWritesOverOnlyWhatNoOneHolds() throws {
        let world = TinyDesign.world
        let states = [world.initialStates[0]] + (try Self.walk(steps: 4).map(\.2))
        try #require(states.count == 5)
        let cache = ObservationCache(world: world)
        let held = cache.observe(states[0])
        _ = cache.observe(states[1])
        _ = cache.observe(states[2])  // the entry that held states[0]'s is dropped here
        #expect(held.snapshot == world.observe(states[0]).snapshot)
        let second = ObjectIdentifier(cache.observe(states[1]))
        _ = cache.observe(states[3])
        let fourth = cache.observe(states[4])  // states[1]'s entry, held by no one, is written over
        #expect(ObjectIdentifier(fourth) == second)
        #expect(fourth.snapshot == world.observe(states[4]).snapshot)
        // Each step observation with its own ghosts, though the cache reuses one object for them.
        for (before, event, after) in try Self.walk(steps: 5) {
            #expect(cache.observe(after, after: event, from: before).snapshot
                == world.observe(after, after: event, from: before).snapshot)
        }
    }

    static let signsInAgain = Clause.recover(
        "T5", "A guest can always sign in again", source: "test", requires: [],
        from: { $0.client.status == .guest }, to: { $0.client.status == .authed }, without: { _ in false })
    static let neverAuthed = Clause.always("T1", "Never authed", source: "test", requires: []) {
        $0.client.status != .authed
    }

    /// The recover properties answer on each state what a fresh observation of it shows,
    /// whatever state the judge judged just before (their observations come from the cache,
    /// whose entries are written over): asked about each state of a walk and about the next one,
    /// with a state clause beside the recover clause and with the recover clause alone.
    @Test(arguments: [[neverAuthed, signsInAgain], [signsInAgain]])
    func recoverConditionsOnAnotherStateAreObservedAgain(_ clauses: [Clause]) throws {
        let world = TinyDesign.world
        let judge = ClauseJudge(world: world, clauses: clauses, dropsDecided: false)
        guard case .recover(let from, let to, _) = try #require(judge.properties().last).kind else {
            Issue.record("the last property is not the recover clause's")
            return
        }
        let states = [world.initialStates[0]] + (try Self.walk(steps: 6).map(\.2))
        var answers: Set<Bool> = []
        for (judged, asked) in zip(states, Array(states.dropFirst()) + [states[0]]) {
            judge.judge(judged)
            for state in [judged, asked] {
                let observation = world.observe(state)
                #expect(from(state) == (observation.client.status == .guest))
                #expect(to(state) == (observation.client.status == .authed))
                answers.insert(from(state))
                answers.insert(to(state))
            }
        }
        #expect(answers == [true, false])
    }
}
