/// Exhaustive breadth-first exploration of a model, judging every property on every state and
/// step it reaches.
///
/// Breadth-first order makes every counterexample and witness a shortest one: states are
/// expanded in the order they were first reached, so the first state (or step) found to break
/// a property is one of the nearest to an initial state. The order is that of the model's
/// action lists alone, so two runs with the same model and bounds give the same result.
///
/// The engine is generic over the model, and generic code runs fast only once it is specialized
/// for a concrete model. `run` and everything it calls are therefore `@inlinable`: the module
/// that writes `Checker(model: MyModel(), …).run()` compiles its own copy for `MyModel`, with
/// the model's `actions`, `next`, hashing and comparison called directly (and inlined where
/// they are themselves inlinable). That is how a library is built when its clients depend on it
/// as a versioned package, where compiler flags such as `-cross-module-optimization` are not
/// allowed.
public struct Checker<M: Model> {
    public let model: M
    public let properties: [Property<M>]
    public let bounds: Bounds
    public let progress: ProgressMeter?

    @inlinable
    public init(
        model: M, properties: [Property<M>], bounds: Bounds = .none,
        progress: ProgressMeter? = nil
    ) {
        self.model = model
        self.properties = properties
        self.bounds = bounds
        self.progress = progress
    }

    @inlinable
    public func run() throws(ModelCheckingError) -> CheckResult<M> {
        let clock = ContinuousClock()
        let start = clock.now
        var store = StateStore<M.State>()
        var status = [PropertyStatus](repeating: .pending, count: properties.count)
        var pending = PendingProperties(properties)
        var statistics = Statistics()
        var stoppedBy: Bound?
        var stopped = false

        func judgeNewState(_ state: M.State, at position: UInt32) {
            for (number, holds) in pending.always where !holds(state) {
                status[number] = .brokenAt(position)
            }
            for (number, isWitness) in pending.reach where isWitness(state) {
                status[number] = .witnessedAt(position)
            }
            pending.removeDecided(status)
        }

        let initialStates = model.initialStates
        guard !initialStates.isEmpty else { throw .noInitialStates }
        guard initialStates.count <= Int(UInt16.max) else { throw .tooManyInitialStates(count: initialStates.count) }
        for (number, state) in initialStates.enumerated() {
            statistics.generated += 1
            let (isNew, position) = store.insert(state, parent: StateStore<M.State>.root,
                                                 actionIndex: UInt16(truncatingIfNeeded: number))
            if isNew { judgeNewState(state, at: position) }
        }
        statistics.depth = 1

        var actions: [M.Action] = []
        var successors: [(actionIndex: UInt16, state: M.State)] = []
        var hashes: [UInt64] = []
        var entries: [UInt64] = []
        var cursor = 0
        var levelEnd = store.count
        var depth = 1
        // Decided once: a run without these bounds then does not lend the store to
        // `boundBeforeInsert` for every successor, which costs a copy of the store's fields.
        let storeIsBounded = bounds.maxStates != nil || bounds.maxMemoryBytes != nil
        while cursor < store.count, !stopped, !pending.allDecided {
            if cursor == levelEnd {
                depth += 1
                levelEnd = store.count
            }
            let parent = UInt32(cursor)
            let state = store.states[cursor]
            actions.removeAll(keepingCapacity: true)
            model.actions(in: state, into: &actions)
            guard actions.count <= Int(UInt16.max) else { throw .tooManyActions(count: actions.count) }
            successors.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            for (number, action) in actions.enumerated() {
                guard let successor = model.next(after: state, on: action) else { continue }
                successors.append((UInt16(truncatingIfNeeded: number), successor))
                hashes.append(store.hash(of: successor))
            }
            store.warm(hashes, entries: &entries)
            for ((actionIndex, successor), hash) in zip(successors, hashes) {
                statistics.generated += 1
                // A step to a state past the depth bound is outside the run, like the state itself.
                if let maxDepth = bounds.maxDepth, depth + 1 > maxDepth, store.position(of: successor) == nil {
                    stoppedBy = .depth(maxDepth)
                    continue
                }
                if !pending.step.isEmpty {
                    let action = actions[Int(actionIndex)]
                    for (property, holds) in pending.step where !holds(state, action, successor) {
                        status[property] = .brokenBy(parent: parent, actionIndex: actionIndex)
                    }
                    pending.removeDecided(status)
                }
                if storeIsBounded, let bound = boundBeforeInsert(of: successor, store: store) {
                    stoppedBy = bound
                    stopped = true
                    break
                }
                let (isNew, position) = store.insert(successor, hash: hash, parent: parent, actionIndex: actionIndex)
                if isNew {
                    statistics.depth = depth + 1
                    judgeNewState(successor, at: position)
                }
            }
            if successors.isEmpty {
                for (property, isEnd) in pending.deadlock where !isEnd(state) {
                    status[property] = .brokenAt(parent)
                }
                pending.removeDecided(status)
            }
            cursor += 1
            if cursor & 0x3FF == 0 {
                let elapsed = (clock.now - start).seconds
                if let limit = bounds.maxSeconds, elapsed > limit, cursor < store.count {
                    stoppedBy = .time(seconds: limit)
                    stopped = true
                }
                statistics.distinct = store.count
                progress?.report(statistics, queued: store.count - cursor, elapsedSeconds: elapsed)
            }
        }
        statistics.distinct = store.count
        let complete = stoppedBy == nil && cursor == store.count

        if complete {
            var numbers: [Int] = []
            var conditions: [RecoveryAnalysis<M>.Condition] = []
            for (number, property) in properties.enumerated() {
                guard case .recover(let from, let to, let isExcluded) = property.kind else { continue }
                numbers.append(number)
                conditions.append((from, to, isExcluded))
            }
            let stuck = try RecoveryAnalysis(model: model).firstStuckStates(conditions, in: store)
            for (number, position) in zip(numbers, stuck) {
                status[number] = position.map(PropertyStatus.brokenAt) ?? .recovers
            }
        }

        let replayer = PathReplayer(model: model)
        var judgements: [Judgement<M>] = []
        for (number, property) in properties.enumerated() {
            let verdict: Verdict<M>
            switch status[number] {
            case .brokenAt(let position):
                verdict = .violated(try replayer.trace(to: position, in: store))
            case .brokenBy(let parent, let actionIndex):
                verdict = .violated(try replayer.trace(to: parent, then: actionIndex, in: store))
            case .witnessedAt(let position):
                verdict = .witnessed(try replayer.trace(to: position, in: store))
            case .recovers:
                verdict = .holds
            case .pending:
                if let stoppedBy, !complete {
                    verdict = .inconclusive(stoppedBy)
                } else if case .reach = property.kind {
                    verdict = .unwitnessed
                } else {
                    verdict = .holds
                }
            }
            judgements.append(Judgement(property: property, verdict: verdict))
        }
        let elapsed = (clock.now - start).seconds
        progress?.finish(statistics, elapsedSeconds: elapsed)
        return CheckResult(
            judgements: judgements, statistics: statistics, stoppedBy: stoppedBy,
            stoppedDecided: !complete && stoppedBy == nil, storageBytes: store.reservedBytes,
            elapsedSeconds: elapsed)
    }

    /// The bound on states or memory that storing `successor` would pass; nil when it may be
    /// stored or is already stored. (The depth bound is checked before the step is judged.)
    @inlinable
    func boundBeforeInsert(of successor: M.State, store: borrowing StateStore<M.State>) -> Bound? {
        if let maxStates = bounds.maxStates, store.count >= maxStates, store.position(of: successor) == nil {
            return .states(maxStates)
        }
        if let maxBytes = bounds.maxMemoryBytes, store.reservedBytesAfterInsert > maxBytes,
           store.position(of: successor) == nil {
            return .memory(bytes: maxBytes)
        }
        return nil
    }
}
