/// The state of one exhaustive run, explored in rounds that give the same result as a single
/// thread taking parents one by one, whatever the number of workers.
///
/// A round is a run of consecutive parents of one breadth-first level. Workers expand
/// contiguous chunks of it in parallel (successors, hashes, `step` and `deadlockFree`
/// judgements, each with its own property closures); one thread then stores the successors in
/// (parent, action) order, which assigns positions exactly as the serial loop does; workers
/// judge the new states (`always`, `reach`, recover bits) in parallel; and the first break or
/// witness of each property in serial order is kept. Where the serial loop would have stopped
/// inside the round (a bound, or every property decided after some parent), the round is cut
/// back to that point, so counts, positions and verdicts are the serial loop's.
@usableFromInline
struct Exploration<M: Model, Keying: StateKeying>: ~Copyable where Keying.State == M.State {
    @usableFromInline let model: M
    @usableFromInline let bounds: Bounds
    @usableFromInline let workers: Int
    /// The workers' threads, kept for the whole run.
    @usableFromInline let pool: WorkerPool
    @usableFromInline let roundSize: Int
    /// One list of predicates per worker: a worker calls only its own.
    @usableFromInline var pendings: [PendingProperties<M>]
    @usableFromInline var status: [PropertyStatus]
    @usableFromInline var store: StateStore<Keying>
    @usableFromInline var record: RecoveryRecord
    @usableFromInline var statistics = Statistics()
    @usableFromInline var stoppedBy: Bound?
    @usableFromInline var stopped = false
    /// The next parent to expand: parents before it are expanded.
    @usableFromInline var cursor = 0
    @usableFromInline var levelEnd = 0
    @usableFromInline var depth = 1
    @usableFromInline var expansions: [Expansion<M, Keying>]
    /// The next round's chunks, generated while this round merged (`aheadRound`), or spare
    /// buffers for that; unused with one worker.
    @usableFromInline var aheadExpansions: [Expansion<M, Keying>]
    @usableFromInline var aheadRound: Range<Int>?
    @usableFromInline var stateJudgements: [StateJudgement]
    /// The round buffers' high-water mark, in bytes, counted by the memory bound.
    @usableFromInline var bufferBytes = 0
    /// What stored states point to (`Model.heapBytes(of:)`) or what a packer's tables hold for
    /// them, counted by the memory bound.
    @usableFromInline var heapBytes = 0
    /// The most the engine held at once before now, as the memory bound counts it: noted where
    /// it falls back (the table's growth, the keys forgotten once expanded). With `memoryBytes`
    /// now, the run's peak (`CheckResult.peakBytes`).
    @usableFromInline var peakBytes = 0
    /// Keeps the reads of `StateStore.warm` in the merge from being optimized out.
    @usableFromInline var warmth: UInt64 = 0
    /// Scratch for the merge: each successor's position in the store.
    @usableFromInline var resolved: [UInt32] = []
    /// The states stored since the last judging, in position order: judged as they are, rather
    /// than given back by the store (for a packed world, unpacked again).
    @usableFromInline var newStates: [M.State] = []

    /// A run ready to store its initial states; or, where the table sized for `expectedStates`
    /// alone passes the memory bound, `expectedStatesPastMemoryBound`, before anything is allocated.
    @inlinable
    init(
        model: M, bounds: Bounds, workers: Int, roundSize: Int, properties: [[Property<M>]], keying: Keying,
        byFingerprint: Bool = false, expectedStates: Int = 0
    ) throws(ModelCheckingError) {
        let pendings = properties.map(PendingProperties.init)
        let record = RecoveryRecord(conditionCount: pendings[0].recover.count)
        // Only the recover record's edges need the position of a state reached again.
        let locates = record.isRecording
        // Only a guess that enlarges the first table can pass the bound where no guess would not.
        let byDoubling = StateStore<Keying>.holdsWholeHashes(
            keying: keying, byFingerprint: byFingerprint, locatesStoredStates: locates)
        let slots = StateStore<Keying>.slotCount(holding: expectedStates, byDoubling: byDoubling)
        if slots > StateStore<Keying>.slotCount(holding: 0, byDoubling: byDoubling), let maxBytes = bounds.maxMemoryBytes {
            let tableBytes = slots * MemoryLayout<UInt64>.stride, available = max(maxBytes - bounds.baselineBytes, 0)
            guard tableBytes <= available else {
                throw .expectedStatesPastMemoryBound(
                    expectedStates: expectedStates, tableBytes: tableBytes, availableBytes: available)
            }
        }
        self.model = model
        self.bounds = bounds
        self.workers = workers
        pool = WorkerPool(workers: workers)
        self.roundSize = roundSize
        self.pendings = pendings
        status = [PropertyStatus](repeating: .pending, count: properties[0].count)
        self.record = record
        store = StateStore(
            keying: keying, byFingerprint: byFingerprint, locatesStoredStates: locates, expectedStates: expectedStates)
        let chunks = workers == 1 ? 1 : workers * 4
        expansions = Array(repeating: Expansion(), count: chunks)
        aheadExpansions = Array(repeating: Expansion(), count: workers == 1 ? 0 : chunks)
        stateJudgements = Array(repeating: StateJudgement(), count: chunks)
        precondition(!(store.holdsWholeHashes && self.record.isRecording), "a run that records edges needs positions from its table")
    }

    @inlinable var isFinished: Bool { cursor >= store.count || stopped || pendings[0].allDecided }

    /// Bytes the engine holds: the store, the recover record, the round buffers, and what
    /// stored states point to.
    @inlinable var memoryBytes: Int { store.reservedBytes + record.reservedBytes + bufferBytes + heapBytes }

    /// Notes the peak if the insert just made grew the table from `slots` slots: for a moment
    /// the old table and the new were both held, as the memory bound counts them.
    @inlinable
    mutating func notePeak(ifGrownFrom slots: Int) {
        if store.slotCount != slots { peakBytes = max(peakBytes, memoryBytes + slots * MemoryLayout<UInt64>.stride) }
    }

    @inlinable
    mutating func storeInitialStates() throws(ModelCheckingError) {
        let initialStates = model.initialStates
        guard !initialStates.isEmpty else { throw .noInitialStates }
        guard initialStates.count <= Int(UInt16.max) else { throw .tooManyInitialStates(count: initialStates.count) }
        for (number, state) in initialStates.enumerated() {
            statistics.generated += 1
            let slots = store.slotCount
            let (isNew, position) = store.insert(
                state, parent: StateStore<Keying>.root, actionIndex: UInt16(truncatingIfNeeded: number))
            if isNew {
                heapBytes += bytesOutsideStore(of: state, at: position)
                newStates.append(state)
            }
            notePeak(ifGrownFrom: slots)
        }
        if !judgeNewStates(from: 0).isEmpty { removeDecided() }
        statistics.depth = 1
        levelEnd = store.count
    }

    @inlinable
    mutating func removeDecided() {
        for worker in pendings.indices { pendings[worker].removeDecided(status) }
    }

    /// Judges the states from `first` on, in parallel; records their recover bits; sets the
    /// status of each property they decide (the lowest position wins). Returns the positions
    /// that decided something.
    @inlinable
    mutating func judgeNewStates(from first: Int) -> [Int] {
        let range = first..<store.count
        precondition(newStates.count == range.count, "every new state is kept for judging")
        defer { newStates.removeAll(keepingCapacity: true) }
        guard !range.isEmpty else { return [] }
        var bits = [UInt64](repeating: 0, count: range.count * record.wordsPerState)
        var judgements = stateJudgements
        stateJudgements = []
        let chunks = judgements.count, workers = workers, pool = pool, pendings = pendings, wordsPerState = record.wordsPerState
        let states = newStates
        judgements.withUnsafeMutableBufferPointer { output in
            bits.withUnsafeMutableBufferPointer { bits in
                pool.run { worker in
                    for number in stride(from: worker, to: chunks, by: workers) {
                        output[number].judge(
                            chunk(number, of: chunks, range), states: states, pending: pendings[worker], bits: bits,
                            wordsPerState: wordsPerState, firstPosition: first)
                    }
                }
            }
        }
        record.appendBits(bits)
        var deciding: [Int] = []
        for judgement in judgements {
            for (number, position) in judgement.alwaysBreaks where status[number].isPending {
                status[number] = .brokenAt(UInt32(position))
                deciding.append(position)
            }
            for (number, position) in judgement.witnesses where status[number].isPending {
                status[number] = .witnessedAt(UInt32(position))
                deciding.append(position)
            }
        }
        stateJudgements = judgements
        return deciding
    }

    /// What the state just stored at `position` holds outside the store: what it points to,
    /// or what the packer's tables newly hold for it. Called once per stored state, in order.
    @inlinable
    func bytesOutsideStore(of state: M.State, at position: UInt32) -> Int {
        store.keying.storesStates ? model.heapBytes(of: state) : store.keying.claim(store.keys[Int(position)])
    }

    /// The bound on states or memory that storing `successor` would pass; nil when it may be
    /// stored or is already stored. (The depth bound is checked before the step is judged.)
    @inlinable
    func boundBeforeInsert(of successor: ExpandedSuccessor<M.State, Keying.Key>) -> Bound? {
        if let maxStates = bounds.maxStates, store.count >= maxStates,
           store.position(ofKey: successor.key, hash: successor.hash) == nil {
            return .states(maxStates)
        }
        if let maxBytes = bounds.maxMemoryBytes {
            let recorded = record.isRecording ? record.reservedBytesAfterAppend : 0
            let heap = heapBytes + (store.keying.storesStates
                ? model.heapBytes(of: successor.state) : store.keying.unclaimedBytes(successor.key))
            if bounds.baselineBytes + store.reservedBytesAfterInsert + recorded + bufferBytes + heap > maxBytes,
               store.position(ofKey: successor.key, hash: successor.hash) == nil {
                return .memory(bytes: maxBytes)
            }
        }
        return nil
    }
}
