/// Exhaustive breadth-first exploration of a model, judging every property on every state and
/// step it reaches.
///
/// Breadth-first order makes every counterexample and witness a shortest one: states are
/// expanded in the order they were first reached, so the first state (or step) found to break
/// a property is one of the nearest to an initial state. The order is that of the model's
/// action lists alone, so two runs with the same model and bounds give the same result.
///
/// Workers: with `workers: N` the run uses N threads and still gives byte-for-byte the result
/// of one worker (counts, positions, traces, verdicts, and where a depth, state or memory bound
/// stops it; only the time bound depends on the machine). See `Exploration` for how. Property
/// closures are then called from several threads: with `properties:`, the same closures from
/// all workers at once, so they must be pure or thread-safe; with `makeProperties:`, the factory
/// is called once per worker and each worker calls only its own closures, never two at a time,
/// so a closure may keep a cache that is not thread-safe (it may move between threads from
/// one phase of a round to the next, with each phase's work finished before the next begins).
/// Where the store forgot the keys of expanded states (a table of whole hashes), each trace
/// reported is checked after exploration, on the calling thread, with a list of its own from the
/// factory, or with `properties`, which must then answer on replay as they did exploring.
/// A worker judges each kind of property in the serial order of what it judges, but not every
/// kind in step: with rounds overlapped (`StateKeying.generatesBesideMerge`), its `step`
/// closures see the next round's steps before its `always` closures see this round's states.
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
    /// The first worker's properties; reports name these.
    public let properties: [Property<M>]
    public let bounds: Bounds
    public let progress: ProgressMeter?
    public let workers: Int
    @usableFromInline let makeProperties: (@Sendable () -> [Property<M>])?
    /// Mixed into every state's hash: moves states around the table and changes nothing else.
    /// Internal, for tests that show it.
    @usableFromInline var hashSalt: UInt64 = 0
    /// Parents per round. Internal: tests make it small to cross many round boundaries.
    @usableFromInline var roundSize = 1024
    /// Fingerprint mode, off by default: each visited state is kept as its 64-bit hash, and its
    /// full key only until it has been expanded, as TLC's fingerprint set and SPIN's hash
    /// compaction do. Far less memory per state; the price is a small chance that two states
    /// share a hash and one is never explored, which `CheckResult.missedStateProbability`
    /// reports. Only for states that pack (`CompactState`, `PackingModel`), whose hashes do not
    /// depend on the process. Which states would collide can depend on the order workers intern
    /// a `PackingModel`'s components, so with several workers two runs agree byte for byte
    /// only as long as no collision happens.
    public var storesFingerprints = false
    /// The distinct states the run expects, or 0 (the default) for no guess: the state table
    /// starts large enough to hold them instead of growing to them a step at a time (each step
    /// allocates a larger table and moves every entry into it; without a guess, TwoPhase at 9 RMs
    /// took a quarter longer on one worker). A guess too small only means the table grows past
    /// it; one too large costs memory, which `Bounds.maxMemoryBytes` counts from the start (a
    /// table that alone passes the bound is `ModelCheckingError.expectedStatesPastMemoryBound`).
    /// The guess moves states around the table: without a memory bound, counts, positions, traces
    /// and verdicts are the same whatever it is, and only the bytes counted change; with one, the
    /// run stops where its bytes reach the bound, the table's included. A negative guess counts as
    /// none, and one past `mostExpectedStates` as that.
    public var expectedStates = 0

    /// The most states the table can be sized for up front: 2^32 slots, 3/4 full.
    @inlinable public static var mostExpectedStates: Int { 3 << 30 }

    /// A checker whose property closures are pure or thread-safe: every worker calls them.
    @inlinable
    public init(
        model: M, properties: [Property<M>], workers: Int = 1, bounds: Bounds = .none,
        progress: ProgressMeter? = nil
    ) {
        precondition(workers >= 1, "at least one worker")
        self.model = model
        self.properties = properties
        self.workers = workers
        self.bounds = bounds
        self.progress = progress
        self.makeProperties = nil
    }

    /// A checker that gives each worker its own properties: `makeProperties` is called once per
    /// worker (the first call now), and each worker calls only the closures of its own list, so
    /// they may keep state that is not thread-safe; where the store forgets keys, once more for
    /// each trace reported, to check it. Every list must have the same IDs in the same order.
    @inlinable
    public init(
        model: M, workers: Int = 1, bounds: Bounds = .none, progress: ProgressMeter? = nil,
        makeProperties: @escaping @Sendable () -> [Property<M>]
    ) {
        precondition(workers >= 1, "at least one worker")
        self.model = model
        self.properties = makeProperties()
        self.workers = workers
        self.bounds = bounds
        self.progress = progress
        self.makeProperties = makeProperties
    }

    @inlinable
    public func run() throws(ModelCheckingError) -> CheckResult<M> {
        if let compact = M.State.self as? any CompactState.Type {
            return try runPacked(compact)
        }
        if let packing = model as? any PackingModel {
            return try runPacked(by: packing)
        }
        guard !storesFingerprints else { throw .fingerprintsNeedPackedStates }
        return try run(keying: HashedStates<M.State>(salt: hashSalt))
    }

    @inlinable
    func runPacked<Packing: PackingModel>(by packing: Packing) throws(ModelCheckingError) -> CheckResult<M> {
        try run(keying: PackerStates<M.State, Packing.Packer>(packer: packing.makePacker(), salt: hashSalt))
    }

    @inlinable
    func runPacked<Compact: CompactState>(_: Compact.Type) throws(ModelCheckingError) -> CheckResult<M> {
        try run(keying: PackedStates<M.State, Compact>(salt: hashSalt))
    }

    /// Each worker's properties: the first worker's are `properties`.
    @inlinable
    func workerProperties() -> [[Property<M>]] {
        var lists = [properties]
        for _ in 1..<workers {
            let list = makeProperties?() ?? properties
            precondition(list.map(\.id) == properties.map(\.id), "every worker's properties have the same IDs in the same order")
            lists.append(list)
        }
        return lists
    }

    @inlinable
    func run<Keying: StateKeying>(keying: Keying) throws(ModelCheckingError) -> CheckResult<M>
    where Keying.State == M.State {
        let clock = ContinuousClock()
        let start = clock.now
        let expectedStates = min(max(expectedStates, 0), Self.mostExpectedStates)
        var exploration = try Exploration(
            model: model, bounds: bounds, workers: workers, roundSize: roundSize, properties: workerProperties(),
            keying: keying, byFingerprint: storesFingerprints, expectedStates: expectedStates)
        try exploration.storeInitialStates()
        while !exploration.isFinished {
            try exploration.exploreRound()
            let elapsed = (clock.now - start).seconds
            if !exploration.stopped, let limit = bounds.maxSeconds, elapsed > limit,
               exploration.cursor < exploration.store.count {
                exploration.stoppedBy = .time(seconds: limit)
                exploration.stopped = true
            }
            exploration.statistics.distinct = exploration.store.count
            progress?.report(
                exploration.statistics, queued: exploration.store.count - exploration.cursor, elapsedSeconds: elapsed)
        }
        exploration.statistics.distinct = exploration.store.count
        let complete = exploration.stoppedBy == nil && exploration.cursor == exploration.store.count
        var analysisBytes = 0
        if complete && exploration.record.isRecording {
            let available = bounds.maxMemoryBytes.map { $0 - bounds.baselineBytes - exploration.memoryBytes }
            let (findings, peakBytes) = RecoveryAnalysis.findings(
                in: exploration.record, stateCount: exploration.store.count, availableBytes: available)
            analysisBytes = peakBytes
            for (condition, finding) in zip(exploration.pendings[0].recover, findings) {
                switch finding {
                case .recovers:
                    exploration.status[condition.number] = .recovers
                case .stuck(let position):
                    exploration.status[condition.number] = .brokenAt(position)
                case .outOfMemory:
                    // Exploration itself finished (`stoppedBy` stays nil): only this verdict is open.
                    exploration.status[condition.number] = .undecided(.memory(bytes: bounds.maxMemoryBytes ?? 0))
                }
            }
        }
        let judgements = try judge(exploration.status, complete: complete, stoppedBy: exploration.stoppedBy,
                                   store: exploration.store)
        let elapsed = (clock.now - start).seconds
        progress?.finish(exploration.statistics, elapsedSeconds: elapsed)
        return CheckResult(
            judgements: judgements, statistics: exploration.statistics, stoppedBy: exploration.stoppedBy,
            stoppedDecided: !complete && exploration.stoppedBy == nil, storageBytes: exploration.memoryBytes + analysisBytes,
            peakBytes: max(exploration.peakBytes, exploration.memoryBytes + analysisBytes), elapsedSeconds: elapsed,
            byFingerprint: storesFingerprints)
    }

    /// `trace`, once it is seen to show property `number`'s violation or witness at its last step
    /// and not before, as exploration found it, where `checked`. The replay compares each state
    /// with the one stored where it can; a table of whole hashes that forgot a key says only that
    /// the replayed state was visited, so a model that answers differently on replay could lead
    /// it through other states visited, and this keeps such a trace from being reported as a
    /// counterexample it is not.
    @inlinable
    func shown(_ trace: Trace<M>, property number: Int, checked: Bool) throws(ModelCheckingError) -> Trace<M> {
        guard checked else { return trace }
        let property = checking(number)
        guard property.exhibit(in: trace, of: model) != trace.steps.count else { return trace }
        throw .nondeterministic(step: trace.steps.count, detail: "did not show \(property.id) as exploration did")
    }

    /// Property `number` as one trace is checked with it: from a list of its own, where the
    /// factory gives one, as the run's may have dropped what they decided (a `ClauseJudge` that
    /// `dropsDecided` answers "holds" for a clause from then on, and checking one trace may
    /// decide another's clause); else the run's own, pure by the contract of `properties:`.
    @inlinable
    func checking(_ number: Int) -> Property<M> {
        guard let makeProperties else { return properties[number] }
        let fresh = makeProperties()
        precondition(fresh.map(\.id) == properties.map(\.id), "every list of properties has the same IDs in the same order")
        return fresh[number]
    }

    /// Each property's verdict, with its trace rebuilt by replay.
    @inlinable
    func judge<Keying: StateKeying>(
        _ status: [PropertyStatus], complete: Bool, stoppedBy: Bound?, store: borrowing StateStore<Keying>
    ) throws(ModelCheckingError) -> [Judgement<M>] where Keying.State == M.State {
        let replayer = PathReplayer(model: model)
        let checked = store.holdsWholeHashes
        var judgements: [Judgement<M>] = []
        for (number, property) in properties.enumerated() {
            let verdict: Verdict<M>
            switch status[number] {
            case .brokenAt(let position):
                verdict = .violated(try shown(replayer.trace(to: position, in: store), property: number, checked: checked))
            case .brokenBy(let parent, let actionIndex):
                let trace = try replayer.trace(to: parent, then: actionIndex, in: store)
                verdict = .violated(try shown(trace, property: number, checked: checked))
            case .witnessedAt(let position):
                verdict = .witnessed(try shown(replayer.trace(to: position, in: store), property: number, checked: checked))
            case .recovers:
                verdict = .holds
            case .undecided(let bound):
                verdict = .inconclusive(bound)
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
        return judgements
    }
}
