import ModelChecking

/// Judges every clause of a run in one pass: for a state, its observation is computed once and
/// every pending `always` and witness clause judged on it; for a step, one `Transition` is built
/// and every pending `step` clause about that kind of event judged on it. The engine's
/// properties (`properties(of:)`) then only read the verdict of their clause for that exact
/// state or step, which the judge recognises by identity, as `ObservationCache` does.
///
/// With `dropsDecided`, a clause the judge has seen decided (an `always` or `step` clause
/// broken, a witness witnessed) is not judged again. That is right for the exhaustive checker
/// only: it asks every pending property about each state and step, in its exploration order,
/// so the verdict the judge drops a clause on is one the checker records, and the checker never
/// asks about that clause again. The simulator and the shrinker judge a clause on many paths,
/// so their judge keeps every clause.
///
/// Not safe to share between threads (hence `@unchecked Sendable`): each worker of a run makes
/// its own (`AuthSystem` makes one per call of its property factory). Its state sits behind a
/// `let` pointer, like `ObservationCache`'s, so that the lookups on every state pay for no
/// dynamic exclusivity check once this code is specialized in another module.
public final class ClauseJudge<Design: AuthDesign>: @unchecked Sendable {
    public typealias State = WorldState<Design.Client>

    /// A clause as the judge calls it, on an observation or a transition.
    @usableFromInline
    struct Judged<Subject> {
        @usableFromInline let number: Int
        /// The verdict that decides the clause for good: true for a witness, false otherwise.
        @usableFromInline let deciding: Bool
        /// The kinds of event a step clause is about (every kind for the others).
        @usableFromInline let events: EventKinds
        @usableFromInline let test: @Sendable (Subject) -> Bool

        @inlinable
        init(number: Int, deciding: Bool, events: EventKinds = .all, test: @escaping @Sendable (Subject) -> Bool) {
            self.number = number
            self.deciding = deciding
            self.events = events
            self.test = test
        }
    }

    @usableFromInline
    struct Memory {
        /// The clauses still judged, in the order of the run's clauses.
        @usableFromInline var stateClauses: [Judged<Observation>]
        @usableFromInline var stepClauses: [Judged<Transition>]
        /// The kinds of event some pending step clause is about: any other step is judged
        /// without observing it.
        @usableFromInline var stepEvents: EventKinds
        @usableFromInline var judgedState: State?
        @usableFromInline var stateVerdicts: [UInt64]
        /// The step judged last, field by field: compared in place, without copying (and
        /// retaining) a tuple on every property's call.
        @usableFromInline var judgedBefore: State?
        @usableFromInline var judgedEvent: Event?
        @usableFromInline var judgedAfter: State?
        @usableFromInline var stepVerdicts: [UInt64]
        /// The state whose steps are judged (the one the engine expands), observed once.
        @usableFromInline var parent: State?
        @usableFromInline var parentObservation: Observation?

        @inlinable
        init(stateClauses: [Judged<Observation>], stepClauses: [Judged<Transition>], neutral: [UInt64]) {
            self.stateClauses = stateClauses
            self.stepClauses = stepClauses
            stepEvents = stepClauses.reduce(into: []) { $0.formUnion($1.events) }
            stateVerdicts = neutral
            stepVerdicts = neutral
        }
    }

    @usableFromInline let world: AuthWorld<Design>
    @usableFromInline let clauses: [Clause]
    @usableFromInline let dropsDecided: Bool
    /// What each clause's property answers, one bit per clause number, when nothing is judged:
    /// `always` and `step` hold, a witness is not seen.
    @usableFromInline let neutral: [UInt64]
    @usableFromInline let memory: UnsafeMutablePointer<Memory>
    /// For `recover` clauses, which the engine judges state by state after exploring.
    @usableFromInline let cache: ObservationCache<Design>

    /// A judge of `clauses` (each must apply to the design; a clause exploration cannot judge
    /// has no property) in `world`.
    @inlinable
    public init(world: AuthWorld<Design>, clauses: [Clause], dropsDecided: Bool) {
        self.world = world
        self.clauses = clauses
        self.dropsDecided = dropsDecided
        cache = ObservationCache(world: world)
        var stateClauses: [Judged<Observation>] = []
        var stepClauses: [Judged<Transition>] = []
        var neutral = [UInt64](repeating: 0, count: (clauses.count + 63) / 64)
        for (number, clause) in clauses.enumerated() {
            switch clause.kind {
            case .always(let holds):
                stateClauses.append(Judged(number: number, deciding: false, test: holds))
                neutral[number >> 6] |= 1 << UInt64(number & 63)
            case .reach(let isWitness):
                stateClauses.append(Judged(number: number, deciding: true, test: isWitness))
            case .step(let holds):
                let test = clause.judgesTransition ?? { holds($0.before, $0.event, $0.after) }
                stepClauses.append(Judged(number: number, deciding: false, events: clause.events, test: test))
                neutral[number >> 6] |= 1 << UInt64(number & 63)
            case .recover, .unjudgeable:
                continue
            }
        }
        self.neutral = neutral
        memory = .allocate(capacity: 1)
        memory.initialize(to: Memory(stateClauses: stateClauses, stepClauses: stepClauses, neutral: neutral))
    }

    @inlinable
    deinit {
        memory.deinitialize(count: 1)
        memory.deallocate()
    }

    /// The clauses as the engine's properties, in order (none for a clause exploration cannot
    /// judge), each reading its verdict from this judge.
    @inlinable
    public func properties() -> [Property<AuthWorld<Design>>] {
        clauses.enumerated().compactMap { number, clause in
            switch clause.kind {
            case .always:
                return .always(clause.id, clause.title) { self.stateVerdict(number, on: $0) }
            case .reach:
                return .reach(clause.id, clause.title) { self.stateVerdict(number, on: $0) }
            case .step:
                return .step(clause.id, clause.title) { self.stepVerdict(number, before: $0, event: $1, after: $2) }
            case .recover(let from, let to, let without):
                return .recover(
                    clause.id, clause.title, from: { from(self.cache.observe($0)) }, to: { to(self.cache.observe($0)) },
                    without: without)
            case .unjudgeable:
                return nil
            }
        }
    }

    /// What clause `number`'s property answers on `state`.
    @inlinable
    func stateVerdict(_ number: Int, on state: State) -> Bool {
        if !(memory.pointee.judgedState?.isIdentical(to: state) ?? false) { judge(state) }
        return memory.pointee.stateVerdicts[number >> 6] & (1 << UInt64(number & 63)) != 0
    }

    /// What clause `number`'s property answers on the step.
    @inlinable
    func stepVerdict(_ number: Int, before: State, event: Event, after: State) -> Bool {
        if !isJudged(before: before, event: event, after: after) { judge(before: before, event: event, after: after) }
        return memory.pointee.stepVerdicts[number >> 6] & (1 << UInt64(number & 63)) != 0
    }

    @inlinable
    func isJudged(before: State, event: Event, after: State) -> Bool {
        (memory.pointee.judgedAfter?.isIdentical(to: after) ?? false)
            && (memory.pointee.judgedBefore?.isIdentical(to: before) ?? false) && memory.pointee.judgedEvent == event
    }

    @inlinable
    func judge(_ state: State) {
        memory.pointee.judgedState = state
        reset(&memory.pointee.stateVerdicts)
        guard !memory.pointee.stateClauses.isEmpty else { return }
        let observation = world.observe(state)
        var kept = 0
        for index in memory.pointee.stateClauses.indices {
            let clause = memory.pointee.stateClauses[index]
            let verdict = clause.test(observation)
            Self.set(&memory.pointee.stateVerdicts, clause.number, verdict)
            guard !dropsDecided || verdict != clause.deciding else { continue }
            memory.pointee.stateClauses[kept] = clause
            kept += 1
        }
        memory.pointee.stateClauses.removeLast(memory.pointee.stateClauses.count - kept)
    }

    @inlinable
    func judge(before: State, event: Event, after: State) {
        memory.pointee.judgedBefore = before
        memory.pointee.judgedEvent = event
        memory.pointee.judgedAfter = after
        reset(&memory.pointee.stepVerdicts)
        let kind = event.kind
        guard memory.pointee.stepEvents.contains(kind) else { return }
        let transition = Transition(
            before: observeParent(before), event: event, after: world.observe(after, after: event, from: before))
        var kept = 0
        var events: EventKinds = []
        for index in memory.pointee.stepClauses.indices {
            let clause = memory.pointee.stepClauses[index]
            if clause.events.contains(kind) {
                let verdict = clause.test(transition)
                Self.set(&memory.pointee.stepVerdicts, clause.number, verdict)
                if dropsDecided && verdict == clause.deciding { continue }
            }
            memory.pointee.stepClauses[kept] = clause
            kept += 1
            events.formUnion(clause.events)
        }
        memory.pointee.stepClauses.removeLast(memory.pointee.stepClauses.count - kept)
        memory.pointee.stepEvents = events
    }

    @inlinable
    func observeParent(_ state: State) -> Observation {
        if memory.pointee.parent?.isIdentical(to: state) ?? false, let observation = memory.pointee.parentObservation {
            return observation
        }
        let observation = world.observe(state)
        memory.pointee.parent = state
        memory.pointee.parentObservation = observation
        return observation
    }

    @inlinable
    func reset(_ verdicts: inout [UInt64]) {
        for word in verdicts.indices { verdicts[word] = neutral[word] }
    }

    @inlinable
    static func set(_ verdicts: inout [UInt64], _ number: Int, _ verdict: Bool) {
        let bit: UInt64 = 1 << UInt64(number & 63)
        if verdict { verdicts[number >> 6] |= bit } else { verdicts[number >> 6] &= ~bit }
    }
}
