import ModelChecking

/// Judges every clause of a run in one pass: for a state, its observation is computed once and
/// every pending `always` and witness clause, and every `recover` clause's two conditions, judged
/// on it; for a step, one `Transition` is built and every pending `step` clause about that kind
/// of event judged on it. The engine's
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

    /// An `always` or witness clause as the judge calls it. Two concrete types, not one generic
    /// over what is judged: a closure stored in a generic field is kept at its most general
    /// form, and every call would then go through a thunk that copies its argument.
    ///
    /// A class, not a struct, called unretained (`UnsafeBufferPointer.withUnretained`, safe here
    /// because the list holding the clause is not changed during the loop): a closure read out
    /// of an array is retained and released around every call (about a sixth of what judging
    /// cost), one read from a `let` field of an object guaranteed alive is not.
    @usableFromInline
    final class StateClause {
        @usableFromInline let number: Int
        /// The verdict that decides the clause for good: true for a witness, false otherwise.
        @usableFromInline let deciding: Bool
        @usableFromInline let test: @Sendable (Observation) -> Bool

        @inlinable
        init(number: Int, deciding: Bool, test: @escaping @Sendable (Observation) -> Bool) {
            self.number = number
            self.deciding = deciding
            self.test = test
        }
    }

    /// A `step` clause as the judge calls it; decided once broken. A class for the reason
    /// `StateClause` is one.
    @usableFromInline
    final class StepClause {
        @usableFromInline let number: Int
        @usableFromInline let id: String
        @usableFromInline let events: EventKinds
        /// The parts a step must change for the clause to be called (`Clause.changes`), or
        /// `everyStep`, which every step's changes hold, for a clause that names none.
        @usableFromInline let changes: StepChanges
        @usableFromInline let test: @Sendable (Transition) -> Bool

        @inlinable
        init(number: Int, clause: Clause) {
            self.number = number
            id = clause.id
            events = clause.events
            changes = clause.changes ?? .everyStep
            test = clause.judgesTransition
        }
    }

    /// A `recover` clause's two conditions as the judge calls them on each new state, from the
    /// observation its `always` and witness clauses share; the answers are the panel's members
    /// `fromMember` and `toMember`. A class for the reason `StateClause` is one.
    @usableFromInline
    final class RecoverClause {
        @usableFromInline let fromMember: Int
        @usableFromInline let toMember: Int
        @usableFromInline let from: @Sendable (Observation) -> Bool
        @usableFromInline let to: @Sendable (Observation) -> Bool

        @inlinable
        init(
            fromMember: Int, toMember: Int, from: @escaping @Sendable (Observation) -> Bool,
            to: @escaping @Sendable (Observation) -> Bool
        ) {
            self.fromMember = fromMember
            self.toMember = toMember
            self.from = from
            self.to = to
        }
    }

    @usableFromInline
    struct Memory {
        /// The clauses still judged, in the order of the run's clauses.
        @usableFromInline var stateClauses: [StateClause]
        @usableFromInline var stepClauses: [StepClause]
        /// `stepClauses` by kind of event and by what the step changed (index: `listIndex`), in
        /// the same order, so a step walks only the clauses it calls: walking the others to
        /// test each one's changes cost as much as the calls spared. Rebuilt when a clause drops
        /// out.
        @usableFromInline var stepClausesToCall: [[StepClause]] = []
        /// The kinds of event some pending step clause is about: any other step is judged
        /// without observing it.
        @usableFromInline var stepEvents: EventKinds = []
        /// By kind (index: the kind's bit): the parts of a step some clause about that kind asks
        /// about (`StepChanges`), the only ones compared on a step of that kind.
        @usableFromInline var stepChangesAsked: [StepChanges] = []
        @usableFromInline var judgedState: State?
        /// The step judged last, field by field: compared in place, without copying (and
        /// retaining) a tuple on every property's call.
        @usableFromInline var judgedBefore: State?
        @usableFromInline var judgedEvent: Event?
        @usableFromInline var judgedAfter: State?
        /// The state whose steps are judged (the one the engine expands), observed once.
        @usableFromInline var parent: State?
        @usableFromInline var parentObservation: Observation?
        /// The last step's after-observation, written over by the next step's once the last
        /// step's `Transition` is gone (`AuthWorld.observe(_:after:from:into:)`).
        @usableFromInline var afterObservation: Observation?

        @inlinable
        init(stateClauses: [StateClause], stepClauses: [StepClause]) {
            self.stateClauses = stateClauses
            self.stepClauses = stepClauses
            indexStepClauses()
        }

        /// Rebuilds `stepClausesToCall`, `stepEvents` and `stepChangesAsked` from `stepClauses`.
        /// One kind per bit of `EventKinds`, not per kind `all` names, so a kind added without
        /// `all` cannot index past the end.
        @inlinable
        mutating func indexStepClauses() {
            let byKind = (0..<UInt32.bitWidth).map { bit in
                stepClauses.filter { $0.events.contains(EventKinds(rawValue: 1 << UInt32(bit))) }
            }
            stepEvents = stepClauses.reduce(into: []) { $0.formUnion($1.events) }
            stepChangesAsked = byKind.map { clauses in
                clauses.reduce(into: StepChanges()) { $0.formUnion($1.changes) }.subtracting(.everyStep)
            }
            stepClausesToCall = byKind.flatMap { clauses in
                (0..<Self.changeCombinations).map { parts in
                    let changes = StepChanges(rawValue: UInt8(parts)).union(.everyStep)
                    return clauses.filter { !$0.changes.isDisjoint(with: changes) }
                }
            }
        }

        /// Every combination of `StepChanges.all`'s parts: the lists of one kind.
        @inlinable
        static var changeCombinations: Int { Int(StepChanges.all.rawValue) + 1 }

        /// Where the clauses to call on a step of kind `bit` that changed `changes` are listed.
        @inlinable
        static func listIndex(kind bit: Int, changes: StepChanges) -> Int {
            bit * changeCombinations + Int(changes.intersection(.all).rawValue)
        }
    }

    @usableFromInline let world: AuthWorld<Design>
    @usableFromInline let clauses: [Clause]
    @usableFromInline let dropsDecided: Bool
    /// Whether debug builds call the step clauses the judge skips, to check that they hold
    /// (`skippedClausesHold(on:)`): off only for a test that counts calls.
    @usableFromInline let checksSkippedClauses: Bool
    /// The `recover` clauses, never decided while exploring: each new state's `from` and `to`.
    @usableFromInline let recoverClauses: [RecoverClause]
    /// What each panel member answers when nothing is judged, one bit per member: `always` and
    /// `step` hold, a witness is not seen, a recover condition is not met. Members are the
    /// clauses by number, then each recover clause's `to` (its `from` is its number).
    @usableFromInline let neutral: [UInt64]
    @usableFromInline let memory: UnsafeMutablePointer<Memory>
    /// What each panel member answers on the state and on the step judged last, one bit per
    /// member (`neutral` numbers them): raw words, so setting a bit checks no array's uniqueness.
    @usableFromInline let stateVerdicts: UnsafeMutablePointer<UInt64>
    @usableFromInline let stepVerdicts: UnsafeMutablePointer<UInt64>
    /// Each new state's observation, shared by its `always`, witness and `recover` clauses
    /// (`judge(_:)`); the members' own closures (the simulator's, replay's) find it there too.
    @usableFromInline let cache: ObservationCache<Design>

    /// A judge of `clauses` (each must apply to the design; a clause exploration cannot judge
    /// has no property) in `world`.
    @inlinable
    public convenience init(world: AuthWorld<Design>, clauses: [Clause], dropsDecided: Bool) {
        self.init(world: world, clauses: clauses, dropsDecided: dropsDecided, checksSkippedClauses: true)
    }

    @inlinable
    init(world: AuthWorld<Design>, clauses: [Clause], dropsDecided: Bool, checksSkippedClauses: Bool) {
        self.world = world
        self.clauses = clauses
        self.dropsDecided = dropsDecided
        self.checksSkippedClauses = checksSkippedClauses
        cache = ObservationCache(world: world)
        var stateClauses: [StateClause] = []
        var stepClauses: [StepClause] = []
        var recoverClauses: [RecoverClause] = []
        let recoverCount = clauses.count { if case .recover = $0.kind { true } else { false } }
        var neutral = [UInt64](repeating: 0, count: (clauses.count + recoverCount + 63) / 64)
        for (number, clause) in clauses.enumerated() {
            switch clause.kind {
            case .always(let holds):
                stateClauses.append(StateClause(number: number, deciding: false, test: holds))
                neutral[number >> 6] |= 1 << UInt64(number & 63)
            case .reach(let isWitness):
                stateClauses.append(StateClause(number: number, deciding: true, test: isWitness))
            case .step:
                stepClauses.append(StepClause(number: number, clause: clause))
                neutral[number >> 6] |= 1 << UInt64(number & 63)
            case .recover(let from, let to, _):
                recoverClauses.append(
                    RecoverClause(fromMember: number, toMember: clauses.count + recoverClauses.count, from: from, to: to))
            case .unjudgeable:
                continue
            }
        }
        self.recoverClauses = recoverClauses
        self.neutral = neutral
        memory = .allocate(capacity: 1)
        memory.initialize(to: Memory(stateClauses: stateClauses, stepClauses: stepClauses))
        stateVerdicts = .allocate(capacity: neutral.count)
        stateVerdicts.initialize(from: neutral, count: neutral.count)
        stepVerdicts = .allocate(capacity: neutral.count)
        stepVerdicts.initialize(from: neutral, count: neutral.count)
    }

    @inlinable
    deinit {
        memory.deinitialize(count: 1)
        memory.deallocate()
        stateVerdicts.deallocate()
        stepVerdicts.deallocate()
    }

    /// The clauses as the engine's properties, in order (none for a clause exploration cannot
    /// judge), each reading its verdict from this judge. All are members of one panel (member
    /// number: clause number; a `recover` clause's `to` after every clause), so the exhaustive
    /// checker asks this judge once per state and step for all of them; their own closures,
    /// which the simulator and replay call, give the same answers.
    @inlinable
    public func properties() -> [Property<AuthWorld<Design>>] {
        let panel = PropertyPanel<AuthWorld<Design>>(
            memberCount: clauses.count + recoverClauses.count,
            judgeState: { state, verdicts in
                self.forgetJudgedState()
                self.judge(state)
                self.copy(self.stateVerdicts, into: &verdicts)
            },
            judgeStep: { before, event, after, verdicts in
                self.forgetJudgedStep()
                self.judge(before: before, event: event, after: after)
                self.copy(self.stepVerdicts, into: &verdicts)
            })
        var recoverClauses = recoverClauses.makeIterator()
        return clauses.enumerated().compactMap { number, clause in
            switch clause.kind {
            case .always:
                return Property.always(clause.id, clause.title) { self.stateVerdict(number, on: $0) }
                    .judged(by: panel, as: number)
            case .reach:
                return Property.reach(clause.id, clause.title) { self.stateVerdict(number, on: $0) }
                    .judged(by: panel, as: number)
            case .step:
                return Property.step(clause.id, clause.title) { self.stepVerdict(number, before: $0, event: $1, after: $2) }
                    .judged(by: panel, as: number)
            case .recover(let from, let to, let without):
                guard let members = recoverClauses.next() else { preconditionFailure("a recover clause the judge did not list") }
                return Property.recover(
                    clause.id, clause.title, from: { from(self.cache.observe($0)) }, to: { to(self.cache.observe($0)) },
                    without: without
                ).judged(by: panel, from: members.fromMember, to: members.toMember)
            case .unjudgeable:
                return nil
            }
        }
    }

    /// What clause `number`'s property answers on `state`.
    @inlinable
    func stateVerdict(_ number: Int, on state: State) -> Bool {
        if !(memory.pointee.judgedState?.isIdentical(to: state) ?? false) {
            judge(state)
            memory.pointee.judgedState = state
        }
        return Self.bit(stateVerdicts, number)
    }

    /// What clause `number`'s property answers on the step.
    @inlinable
    func stepVerdict(_ number: Int, before: State, event: Event, after: State) -> Bool {
        if !isJudged(before: before, event: event, after: after) {
            judge(before: before, event: event, after: after)
            memory.pointee.judgedBefore = before
            memory.pointee.judgedEvent = event
            memory.pointee.judgedAfter = after
        }
        return Self.bit(stepVerdicts, number)
    }

    @inlinable
    func isJudged(before: State, event: Event, after: State) -> Bool {
        (memory.pointee.judgedAfter?.isIdentical(to: after) ?? false)
            && (memory.pointee.judgedBefore?.isIdentical(to: before) ?? false) && memory.pointee.judgedEvent == event
    }

    /// The panel's calls judge without remembering what they judged (the exhaustive checker never
    /// asks the same state or step twice, and remembering costs a retain and release of each state
    /// on every call); they only forget what a member's own closure remembered, whose verdicts
    /// they are about to overwrite. In a checker's run that is nothing, and nothing is written.
    @inlinable
    func forgetJudgedState() {
        if memory.pointee.judgedState != nil { memory.pointee.judgedState = nil }
    }

    @inlinable
    func forgetJudgedStep() {
        if memory.pointee.judgedAfter != nil {
            memory.pointee.judgedBefore = nil
            memory.pointee.judgedEvent = nil
            memory.pointee.judgedAfter = nil
        }
    }

    @inlinable
    func judge(_ state: State) {
        reset(stateVerdicts)
        guard !memory.pointee.stateClauses.isEmpty || !recoverClauses.isEmpty else { return }
        // Through the cache: a member's own closure, asked next about the same state (the
        // simulator's, replay's), finds its observation there.
        let observation = cache.observe(state)
        // Never decided, so never dropped: read in place, each unretained (`StateClause` says why).
        recoverClauses.withUnsafeBufferPointer { clauses in
            for index in clauses.indices {
                clauses.withUnretained(index) { clause in
                    if clause.from(observation) { Self.set(stateVerdicts, clause.fromMember, true) }
                    if clause.to(observation) { Self.set(stateVerdicts, clause.toMember, true) }
                }
            }
        }
        // Every clause's bit starts as the verdict that does not decide it (`reset`: `always`
        // holds, a witness is not seen): only a deciding verdict is written. The loop only reads
        // the clauses; the rare clause decided here is dropped after it.
        let decided = memory.pointee.stateClauses.withUnsafeBufferPointer { clauses in
            var decided = false
            for index in clauses.indices {
                clauses.withUnretained(index) { clause in
                    if clause.test(observation) == clause.deciding {
                        Self.set(stateVerdicts, clause.number, clause.deciding)
                        decided = true
                    }
                }
            }
            return decided
        }
        guard dropsDecided && decided else { return }
        let verdicts = stateVerdicts
        memory.pointee.stateClauses.removeAll { clause in
            Self.bit(verdicts, clause.number) == clause.deciding
        }
    }

    @inlinable
    func judge(before: State, event: Event, after: State) {
        reset(stepVerdicts)
        let kind = event.kind
        guard memory.pointee.stepEvents.contains(kind) else {
            // Tested first so that a release build, or a judge with no step clause left, builds
            // no transition for the check.
            assert(
                !checksSkippedClauses || memory.pointee.stepClauses.isEmpty
                    || skippedClausesHold(on: transition(before: before, event: event, after: after)))
            return
        }
        let transition = transition(before: before, event: event, after: after)
        let list = listToCall(on: transition)
        // Every clause's bit starts as "holds" (`reset`): only a break is written. The loop only
        // reads the clauses; the rare clause broken here is dropped after it.
        let broken = memory.pointee.stepClausesToCall[list].withUnsafeBufferPointer {
            clauses in
            var broken = false
            for index in clauses.indices {
                clauses.withUnretained(index) { clause in
                    if !clause.test(transition) {
                        Self.set(stepVerdicts, clause.number, false)
                        broken = true
                    }
                }
            }
            return broken
        }
        assert(skippedClausesHold(on: transition))
        guard dropsDecided && broken else { return }
        let verdicts = stepVerdicts
        memory.pointee.stepClauses.removeAll { clause in
            clause.events.contains(kind) && !Self.bit(verdicts, clause.number)
        }
        memory.pointee.indexStepClauses()
    }

    /// Where the clauses to call on `transition`, a step of a kind some pending clause is
    /// about, are listed: what the step changed of what that kind's clauses ask about picks it.
    @inlinable
    func listToCall(on transition: borrowing Transition) -> Int {
        let bit = transition.event.kind.rawValue.trailingZeroBitCount
        let changes = StepChanges(of: transition, asking: memory.pointee.stepChangesAsked[bit])
        return Memory.listIndex(kind: bit, changes: changes)
    }

    @inlinable
    func transition(before: State, event: Event, after: State) -> Transition {
        Transition(
            before: observeParent(before), event: event,
            after: world.observe(after, after: event, from: before, into: &memory.pointee.afterObservation))
    }

    /// Debug builds (`assert`) check every step the judge judges with `skippedClauseFailing(on:)`
    /// and stop on what it finds, naming the clause: a clause with a wrong `on:` or `when:`, or
    /// left out of the list it belongs to, would pass where it fails. Returns whether nothing
    /// was found (for `assert`).
    @inlinable
    func skippedClausesHold(on transition: Transition) -> Bool {
        guard checksSkippedClauses, let broken = skippedClauseFailing(on: transition) else { return true }
        assertionFailure(broken)
        return false
    }

    /// What is wrong with the pending step clauses the judge does not call on this step, or
    /// nil: one that its own `on:` and `when:` say must be judged on it (every part of the step
    /// compared) but that the list walked leaves out, or one rightly left out (not about the
    /// step's kind, or about changes it does not make) that fails on it, said with its ID.
    @inlinable
    func skippedClauseFailing(on transition: Transition) -> String? {
        let kind = transition.event.kind
        let called = memory.pointee.stepEvents.contains(kind) ? memory.pointee.stepClausesToCall[listToCall(on: transition)] : []
        let changes = StepChanges(of: transition, asking: .all)
        // The list walked is `stepClauses` filtered, in its order: one walk down both finds the
        // clauses it leaves out, where a search of the list for each clause was quadratic (the
        // debug check is a few percent lighter). A list out of that order is wrong, and said to
        // be, though the clause named may then be one it does call.
        var nextCalled = 0
        for clause in memory.pointee.stepClauses {
            if nextCalled < called.count, called[nextCalled] === clause {
                nextCalled += 1
                continue
            }
            let onKind = clause.events.contains(kind)
            if onKind, !clause.changes.isDisjoint(with: changes.union(.everyStep)) {
                return "clause \(clause.id) is about this step (\(transition.event), changing \(changes)) but the judge "
                    + "does not call it: its lists are wrong or out of order"
            }
            guard !clause.test(transition) else { continue }
            let promise =
                onKind
                ? "a step that changes none of \(clause.changes) (when:); this one changes \(changes)"
                : "a step of another kind of event (on:)"
            return "clause \(clause.id) is not judged on \(promise), yet fails on \(transition.event)"
        }
        return nil
    }

    @inlinable
    func observeParent(_ state: State) -> Observation {
        if memory.pointee.parent?.isIdentical(to: state) ?? false, let observation = memory.pointee.parentObservation {
            return observation
        }
        memory.pointee.parent = state
        return world.observe(state, performed: nil, answered: nil, into: &memory.pointee.parentObservation)
    }

    /// Through the words' buffer, not the array's subscript, which checked on each write that the
    /// array is not shared (4 M instructions fewer in the reference's `fidelity` world).
    @inlinable
    func copy(_ words: UnsafeMutablePointer<UInt64>, into verdicts: inout PanelVerdicts) {
        let count = neutral.count
        guard count > 0 else { return }
        verdicts.words.withUnsafeMutableBufferPointer { buffer in
            precondition(buffer.count >= count, "the panel's verdicts hold every member")
            buffer.baseAddress!.update(from: words, count: count)
        }
    }

    @inlinable
    func reset(_ verdicts: UnsafeMutablePointer<UInt64>) {
        for word in neutral.indices { verdicts[word] = neutral[word] }
    }

    @inlinable
    static func bit(_ verdicts: UnsafeMutablePointer<UInt64>, _ number: Int) -> Bool {
        verdicts[number >> 6] & (1 << UInt64(number & 63)) != 0
    }

    @inlinable
    static func set(_ verdicts: UnsafeMutablePointer<UInt64>, _ number: Int, _ verdict: Bool) {
        let bit: UInt64 = 1 << UInt64(number & 63)
        if verdict { verdicts[number >> 6] |= bit } else { verdicts[number >> 6] &= ~bit }
    }
}
