import Synchronization

extension Exploration {
    /// Where the merge of a round stopped before its end.
    @usableFromInline
    enum MergeStop {
        /// Storing the successor this parent's action `actionIndex` reached would pass `bound`.
        case bound(Bound, parent: Int, actionIndex: UInt16)
        /// This parent listed `count` actions, more than an action index can name.
        case tooManyActions(count: Int, parent: Int)
    }

    /// Where the serial loop stands after each parent a round merged, so the round can be cut
    /// back to any of them.
    @usableFromInline
    struct Snapshots {
        @usableFromInline var stateCounts: [Int] = []
        @usableFromInline var generated: [Int] = []
        @usableFromInline var edgeCounts: [Int] = []

        /// Room for `parents` entries in each list, so that the merge appends without regrowing.
        @inlinable init(parents: Int) {
            stateCounts.reserveCapacity(parents)
            generated.reserveCapacity(parents)
            edgeCounts.reserveCapacity(parents)
        }
    }

    /// Expands the next round of parents and stores what they reach.
    @inlinable
    mutating func exploreRound() throws(ModelCheckingError) {
        if cursor == levelEnd {
            depth += 1
            levelEnd = store.count
        }
        // Parents before the cursor are expanded and judged: where the store forgets keys, theirs go.
        peakBytes = max(peakBytes, memoryBytes)
        store.forgetKeys(before: cursor)
        let round = cursor..<min(cursor + roundSize, levelEnd)
        let atDepthBound = bounds.maxDepth.map { depth + 1 > $0 } ?? false
        expand(round, atDepthBound: atDepthBound)
        // The next round of this level, generated while this one merges: its parents are stored.
        let next = round.upperBound..<min(round.upperBound + roundSize, levelEnd)
        let ahead = workers > 1 && !atDepthBound && !next.isEmpty && store.keying.generatesBesideMerge ? next : nil
        let firstNew = store.count
        var snapshots = Snapshots(parents: round.count)
        var depthCutAt: Int?
        let mergeStop = merge(
            round, generatingAhead: ahead, atDepthBound: atDepthBound, snapshots: &snapshots, depthCutAt: &depthCutAt)
        var lastParent = round.lowerBound + snapshots.stateCounts.count - 1
        var decidedBy = judgeNewStates(from: firstNew).map { Int(store.parents[$0]) }.max() ?? -1
        decidedBy = max(decidedBy, judgeTransitions(upTo: mergeStop, end: round.upperBound))
        if decidedBy >= 0 { removeDecided() }
        var stop = mergeStop
        if pendings[0].allDecided {
            // The serial loop stops after the parent that decided the last property.
            if case .bound(_, let parent, _) = stop, decidedBy >= parent {
                // It reached the bound first, in that parent.
            } else {
                stop = nil
                cutBack(to: decidedBy, of: round, snapshots)
                lastParent = decidedBy
            }
        }
        if let depthCutAt, depthCutAt <= lastParent, let maxDepth = bounds.maxDepth {
            stoppedBy = .depth(maxDepth)
        }
        statistics.depth = store.count > levelEnd ? depth + 1 : depth
        switch stop {
        case .bound(let bound, let parent, _):
            stoppedBy = bound
            stopped = true
            cursor = parent + 1
        case .tooManyActions(let count, _):
            throw .tooManyActions(count: count)
        case nil:
            cursor = lastParent + 1
        }
    }

    /// Phase one: workers expand the round's chunks, each with its own predicates; where the
    /// last round's merge generated them already (`merge(_:generatingAhead:…)`), they only look
    /// their successors up.
    ///
    /// The round buffers are counted twice where the keying lets rounds overlap
    /// (`generatesBesideMerge`), with the next round's parents' keys that the overlap copies: a
    /// run with workers then holds two rounds' (the one merging, the one generated meanwhile),
    /// and a run counts the same with any number of workers. The count is of the largest round
    /// so far, taken before each merge: while a round merges, the one generated beside it may
    /// hold more than any before it did (a level's first round branching less than its second),
    /// by at most one round's buffers, counted from the next merge on.
    @inlinable
    mutating func expand(_ round: Range<Int>, atDepthBound: Bool) {
        var expansions = self.expansions
        self.expansions = []
        let generated = aheadRound == round
        if generated { swap(&expansions, &aheadExpansions) }
        aheadRound = nil
        let chunks = expansions.count, workers = workers, pool = pool, pendings = pendings, model = model
        expansions.withUnsafeMutableBufferPointer { output in
            pool.run { worker in
                for number in stride(from: worker, to: chunks, by: workers) {
                    if generated {
                        output[number].locate(in: store)
                    } else {
                        output[number].expand(
                            chunk(number, of: chunks, round), model: model, store: store, pending: pendings[worker],
                            atDepthBound: atDepthBound)
                    }
                }
            }
        }
        let successors = expansions.reduce(0) { $0 + $1.successors.count }
        let perSuccessor = Expansion<M, Keying>.bytesPerSuccessor(cut: atDepthBound, permits: record.isRecording)
        let overlaps = store.keying.generatesBesideMerge
        let roundBytes = successors * perSuccessor + round.count * 3 * MemoryLayout<Int>.stride
        let copiedKeys = overlaps ? round.count * MemoryLayout<Keying.Key>.stride : 0
        bufferBytes = max(bufferBytes, (overlaps ? 2 : 1) * roundBytes + copiedKeys)
        self.expansions = expansions
    }

    /// Phase two: one thread stores the round's successors (`merge`) while the other workers
    /// generate the next round of the level, `ahead`, if there is one (its successors, hashes,
    /// repeats and `step` judgements: what needs no lookup in the store the merge is writing),
    /// chunk by chunk; the merging thread takes chunks too once it is done. The next round's
    /// parents' keys are copied first, as the merge appends to the pages that hold them.
    ///
    /// Who generates a chunk changes nothing in it: its successors are in (parent, action)
    /// order whoever makes them, and a worker takes chunks in rising order, so each worker's
    /// judges still see steps in the serial order (see `ClauseJudge`'s `dropsDecided`). What
    /// the round decides (a property broken or witnessed, so dropped after it) reaches the
    /// generated round late: its judgements of a property already decided are ignored, as the
    /// status is no longer pending. A round that stops the run leaves its generated round unused.
    @inlinable
    mutating func merge(
        _ round: Range<Int>, generatingAhead ahead: Range<Int>?, atDepthBound: Bool, snapshots: inout Snapshots,
        depthCutAt: inout Int?
    ) -> MergeStop? {
        guard let ahead else {
            return merge(round, atDepthBound: atDepthBound, snapshots: &snapshots, depthCutAt: &depthCutAt)
        }
        let keys = ahead.map { store.keys[$0] }
        let keying = store.keying, model = model, pendings = pendings, pool = pool
        var generated = aheadExpansions
        aheadExpansions = []
        let chunks = generated.count
        let taken = Atomic<Int>(0)
        var stop: MergeStop?
        generated.withUnsafeMutableBufferPointer { output in
            pool.run { worker in
                if worker == 0 {
                    stop = merge(round, atDepthBound: atDepthBound, snapshots: &snapshots, depthCutAt: &depthCutAt)
                }
                while true {
                    let number = taken.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard number < chunks else { break }
                    output[number].generate(
                        chunk(number, of: chunks, ahead), model: model, keying: keying, pending: pendings[worker],
                        parentKey: { keys[$0 - ahead.lowerBound] }, atDepthBound: false, isNew: { _, _ in false })
                }
            }
        }
        aheadExpansions = generated
        aheadRound = ahead
        return stop
    }

    /// Phase two, on one thread: stores the successors in (parent, action) order, as the serial
    /// loop would, until a bound or a parent with too many actions stops it.
    @inlinable
    mutating func merge(
        _ round: Range<Int>, atDepthBound: Bool, snapshots: inout Snapshots, depthCutAt: inout Int?
    ) -> MergeStop? {
        // Only a merge that visits every successor asks where a repeat's first occurrence went.
        let visitsEvery = atDepthBound || record.isRecording
        for number in expansions.indices {
            // Out of `self` while the chunk merges, so that the merge writes it through a pointer
            // (a write to the member array checked its uniqueness every time).
            var resolved = self.resolved
            self.resolved = []
            resolved.removeAll(keepingCapacity: true)
            if visitsEvery {
                resolved.append(contentsOf: repeatElement(ExpandedSuccessor<M.State, Keying.Key>.unknown, count: expansions[number].successors.count))
            }
            let stop = resolved.withUnsafeMutableBufferPointer { resolved in
                mergeChunk(number, of: round, atDepthBound: atDepthBound, snapshots: &snapshots, depthCutAt: &depthCutAt,
                           resolved: resolved)
            }
            self.resolved = resolved
            if let stop { return stop }
        }
        return nil
    }

    /// Stores chunk `number` of the round's successors; where it visits every successor, each
    /// one's position in `resolved`.
    @inlinable
    mutating func mergeChunk(
        _ number: Int, of round: Range<Int>, atDepthBound: Bool, snapshots: inout Snapshots, depthCutAt: inout Int?,
        resolved: UnsafeMutableBufferPointer<UInt32>
    ) -> MergeStop? {
        // Without edges to record or successors to cut, only the successors not stored before
        // the round need the merge: it skips the others.
        let visitsEvery = atDepthBound || record.isRecording
        let expansion = expansions[number]
        var start = 0
        var nextUnstored = 0
        if !visitsEvery { warmth &+= store.warm(expansion.successors, at: expansion.unstored) }
        let parents = chunk(number, of: expansions.count, round)
        for (offset, parent) in (parents.lowerBound..<expansion.expandedEnd).enumerated() {
            let end = expansion.successorEnds[offset]
            if visitsEvery {
                for index in start..<end {
                    statistics.generated += 1
                    if atDepthBound, expansion.isCut[index] {
                        if depthCutAt == nil { depthCutAt = parent }
                        continue
                    }
                    var position = expansion.position(of: index)
                    if position == ExpandedSuccessor<M.State, Keying.Key>.unknown {
                        if let stop = resolve(index, of: expansion, parent: parent, resolved: resolved) { return stop }
                        position = resolved[index]
                    }
                    if record.isRecording, expansion.permits[index] != 0 {
                        assert(position != StateStore<Keying>.somewhere, "a recording run's table gives positions")
                        record.appendEdge(to: position, permits: expansion.permits[index])
                    }
                }
                if record.isRecording { record.finishSource() }
            } else {
                let generatedBefore = statistics.generated
                statistics.generated += end - start
                while nextUnstored < expansion.unstored.count, Int(expansion.unstored[nextUnstored]) < end {
                    let index = Int(expansion.unstored[nextUnstored])
                    nextUnstored += 1
                    if let stop = storeSuccessor(index, of: expansion, parent: parent).0 {
                        // The serial loop counts the successors up to this one, then stops.
                        statistics.generated = generatedBefore + index - start + 1
                        return stop
                    }
                }
            }
            start = end
            snapshots.stateCounts.append(store.count)
            snapshots.generated.append(statistics.generated)
            snapshots.edgeCounts.append(record.edgeCount)
        }
        if let count = expansion.tooManyActions { return .tooManyActions(count: count, parent: expansion.expandedEnd) }
        return nil
    }

    /// Finds the position of a successor not stored before the round (an earlier one of its
    /// chunk's, or where storing it puts it) and sets `resolved[index]`; or, when storing it would
    /// pass a bound on states or memory, stores nothing and returns where the merge stops.
    @inlinable
    mutating func resolve(
        _ index: Int, of expansion: Expansion<M, Keying>, parent: Int, resolved: UnsafeMutableBufferPointer<UInt32>
    ) -> MergeStop? {
        let first = expansion.successors.withUnsafeBufferPointer { Int($0[index].firstOccurrence) }
        if first >= 0 {
            resolved[index] = resolved[first]
            return nil
        }
        let (stop, position) = storeSuccessor(index, of: expansion, parent: parent)
        resolved[index] = position
        return stop
    }

    /// Stores successor `index`, the first occurrence in its chunk of a state not stored before
    /// the round (unless by another chunk of this round), and gives its position; or, when storing
    /// it would pass a bound on states or memory, stores nothing and gives where the merge stops.
    @inlinable
    mutating func storeSuccessor(_ index: Int, of expansion: Expansion<M, Keying>, parent: Int) -> (MergeStop?, UInt32) {
        // Field by field, not the whole record at once: a copy of a record whose state holds a
        // reference (a world's box) went through the record's generic copy, and retained it.
        let successors = expansion.successors
        if bounds.maxStates != nil || bounds.maxMemoryBytes != nil, let bound = boundBeforeInsert(of: successors[index]) {
            return (.bound(bound, parent: parent, actionIndex: successors[index].actionIndex), ExpandedSuccessor<M.State, Keying.Key>.unknown)
        }
        let slots = store.slotCount
        let (isNew, stored) = store.insert(
            key: successors[index].key, hash: successors[index].hash, parent: UInt32(parent),
            actionIndex: successors[index].actionIndex)
        if isNew {
            heapBytes += bytesOutsideStore(of: successors[index].state, at: stored)
            newStates.append(successors[index].state)
        }
        notePeak(ifGrownFrom: slots)
        return (nil, stored)
    }

    /// Sets the status of each `step` and `deadlockFree` property the round's transitions
    /// decide, keeping the first in serial order up to where the merge stopped. Returns the last
    /// parent that decided something, or -1.
    @inlinable
    mutating func judgeTransitions(upTo stop: MergeStop?, end: Int) -> Int {
        var decidedBy = -1
        for expansion in expansions {
            for (number, parent, actionIndex) in expansion.stepBreaks where status[number].isPending {
                guard Self.isBefore(stop, end: end, parent: parent, actionIndex: actionIndex) else { continue }
                status[number] = .brokenBy(parent: UInt32(parent), actionIndex: actionIndex)
                decidedBy = max(decidedBy, parent)
            }
            for (number, parent) in expansion.deadlockBreaks where status[number].isPending {
                guard Self.isBefore(stop, end: end, parent: parent, actionIndex: nil) else { continue }
                status[number] = .brokenAt(UInt32(parent))
                decidedBy = max(decidedBy, parent)
            }
        }
        return decidedBy
    }

    /// True when the serial loop judges this transition (or, without an action, this parent's
    /// deadlock) before it stops at `stop`.
    @inlinable
    static func isBefore(_ stop: MergeStop?, end: Int, parent: Int, actionIndex: UInt16?) -> Bool {
        switch stop {
        case .bound(_, let stopParent, let stopAction):
            // The serial loop judges the step that reaches the bound, then stops.
            parent < stopParent || (parent == stopParent && actionIndex.map { $0 <= stopAction } ?? false)
        case .tooManyActions(_, let errorParent):
            parent < errorParent
        case nil:
            parent < end
        }
    }

    /// Forgets everything the round did after `parent`, where the serial loop stopped.
    @inlinable
    mutating func cutBack(to parent: Int, of round: Range<Int>, _ snapshots: Snapshots) {
        let index = parent - round.lowerBound
        let count = snapshots.stateCounts[index]
        if store.keying.storesStates {
            for position in count..<store.count { heapBytes -= model.heapBytes(of: store.state(at: position)) }
        }
        store.truncate(to: count)
        record.truncate(edges: snapshots.edgeCounts[index], sources: parent + 1, states: count)
        statistics.generated = snapshots.generated[index]
    }
}
