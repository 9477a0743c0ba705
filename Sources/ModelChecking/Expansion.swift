/// What expanding one contiguous chunk of a round's parents found: their successors in
/// (parent, action) order with their hashes and, where already stored, their positions, and the
/// first break of each `step` and `deadlockFree` property in that order. One worker fills it,
/// reading the store but never writing it; the serial merge then stores the new successors, so
/// positions are assigned exactly as by one worker. Buffers keep their capacity from round to
/// round.
@usableFromInline
struct Expansion<M: Model, Keying: StateKeying> where Keying.State == M.State {
    /// Parents expanded: `parents.lowerBound..<expandedEnd`; less than the chunk only when a
    /// parent listed too many actions (`tooManyActions`), which is then at `expandedEnd`.
    @usableFromInline var expandedEnd = 0
    @usableFromInline var tooManyActions: Int?
    /// For each expanded parent, the end of its successors in the arrays below.
    @usableFromInline var successorEnds: [Int] = []
    @usableFromInline var successors: [ExpandedSuccessor<M.State, Keying.Key>] = []
    /// The indices of the first occurrences in the chunk not stored before the round, in order:
    /// the only successors the merge has work to do for when it records no edge and cuts nothing
    /// (a repeat is stored with its first occurrence).
    @usableFromInline var unstored: [Int32] = []
    /// The indices of the successors the store is asked for (no position known, no earlier
    /// occurrence in the chunk), in order: a list, so that the lookups walk only them.
    @usableFromInline var lookups: [Int32] = []
    /// Scratch: the chunk's own table of first occurrences.
    @usableFromInline var chunkTable: [Int32] = []
    /// Keeps the reads of `StateStore.warm` from being optimized out.
    @usableFromInline var warmth: UInt64 = 0
    /// Per successor, true when it lies past the depth bound (new at the deepest level allowed);
    /// empty unless the round is at the depth bound.
    @usableFromInline var isCut: [Bool] = []
    /// Per successor, the recover conditions its action permits; empty unless recording edges.
    @usableFromInline var permits: [UInt64] = []
    @usableFromInline var stepBreaks: [(number: Int, parent: Int, actionIndex: UInt16)] = []
    @usableFromInline var deadlockBreaks: [(number: Int, parent: Int)] = []
    @usableFromInline var actions: [M.Action] = []
    /// Scratch for the panel's answers.
    @usableFromInline var verdicts = PanelVerdicts(memberCount: 0)

    @inlinable init() {}


    /// Bytes each successor costs in these buffers, for the memory bound: its record, its
    /// position in the merge (`Exploration.resolved`) and its index in `lookups` and in
    /// `unstored` (4 bytes each), its cut and permits flags, and its slot in the new states kept
    /// for judging (`Exploration.newStates`), and its share of the chunk's table of first
    /// occurrences (at most `chunkTableBytesPerSuccessor`). Per successor, not per chunk, so that
    /// the bound counts the same with any number of workers. The position and the `unstored`
    /// entry are counted for every successor although a merge that skips the stored ones fills
    /// neither for all: what a merge that visits every successor holds, so that the count does not
    /// depend on which merge a run does.
    @inlinable
    static func bytesPerSuccessor(cut: Bool, permits: Bool) -> Int {
        MemoryLayout<ExpandedSuccessor<M.State, Keying.Key>>.stride + 12 + (cut ? 1 : 0) + (permits ? 8 : 0)
            + MemoryLayout<M.State>.stride + chunkTableBytesPerSuccessor
    }

    /// The table of first occurrences has the least power of two of slots that is at least twice
    /// the successors whose position is not known (all but steps back to their parent), so fewer
    /// than four 4-byte slots per successor.
    @inlinable static var chunkTableBytesPerSuccessor: Int { 4 * MemoryLayout<Int32>.stride }

    /// Expands `parents` and looks their successors up in `store`.
    @inlinable
    mutating func expand(
        _ parents: Range<Int>, model: M, store: borrowing StateStore<Keying>, pending: PendingProperties<M>,
        atDepthBound: Bool
    ) {
        generate(
            parents, model: model, keying: store.keying, pending: pending, parentKey: { store.keys[$0] },
            atDepthBound: atDepthBound, isNew: { key, hash in store.position(ofKey: key, hash: hash) == nil })
        locate(in: store)
    }

    /// Expands `parents` (each one's key given by `parentKey`): their successors with their keys
    /// and hashes, the chunk's repeats found, and the `step` and `deadlockFree` judgements; reads
    /// no store but through `parentKey` and `isNew`, so that it can run while another thread
    /// writes the store (`Exploration`'s pipelined rounds, which pass keys copied beforehand).
    /// `isNew`, asked at the depth bound only, says whether a successor is new, and so past it.
    @inlinable
    mutating func generate(
        _ parents: Range<Int>, model: M, keying: Keying, pending: PendingProperties<M>,
        parentKey: (Int) -> Keying.Key, atDepthBound: Bool, isNew: (Keying.Key, UInt64) -> Bool
    ) {
        successorEnds.removeAll(keepingCapacity: true)
        successors.removeAll(keepingCapacity: true)
        isCut.removeAll(keepingCapacity: true)
        permits.removeAll(keepingCapacity: true)
        stepBreaks.removeAll(keepingCapacity: true)
        deadlockBreaks.removeAll(keepingCapacity: true)
        unstored.removeAll(keepingCapacity: true)
        tooManyActions = nil
        var stepBroken = [Bool](repeating: false, count: pending.step.count)
        var deadlockBroken = [Bool](repeating: false, count: pending.deadlock.count)
        var panelBroken = [Bool](repeating: false, count: pending.panelStep.count)
        let panel = pending.panelStep.isEmpty ? nil : pending.panel
        if let panel, verdicts.words.count * 64 < panel.memberCount { verdicts = PanelVerdicts(memberCount: panel.memberCount) }
        var watch = PanelWatch(wordCount: verdicts.words.count)
        for (_, member) in pending.panelStep { watch.watch(member, decidedWhen: false) }
        // Decided once per chunk, not asked of `pending` on every successor: most runs judge no
        // step here and record no permits, and the loop then tests two local flags.
        let judgesSteps = !pending.step.isEmpty || panel != nil
        let recordsPermits = pending.hasRecover
        // Successors whose position is known already: the steps back to their parent.
        var knownPositions = 0
        for parent in parents {
            let parentKey = parentKey(parent)
            let state = keying.state(of: parentKey)
            actions.removeAll(keepingCapacity: true)
            model.actions(in: state, into: &actions)
            guard actions.count <= Int(UInt16.max) else {
                tooManyActions = actions.count
                expandedEnd = parent
                findRepeats(knownPositions: knownPositions)
                return
            }
            let first = successors.count
            for (number, action) in actions.enumerated() {
                guard let successor = model.next(after: state, on: action) else { continue }
                let actionIndex = UInt16(truncatingIfNeeded: number)
                let key = keying.key(of: successor, besides: state, key: parentKey)
                // A step back to its parent needs no hash and no lookup: the parent is stored.
                let isLoop = key == parentKey
                let hash = isLoop ? 0 : keying.hash(of: key)
                // A step to a state past the depth bound is outside the run, like the state itself.
                let cut = atDepthBound && !isLoop && isNew(key, hash)
                if atDepthBound { isCut.append(cut) }
                if judgesSteps && !cut {
                    pending.step.withUnsafeBufferPointer { step in
                        for index in step.indices
                        where !stepBroken[index] && !step.withUnretained(index, { $0.test(state, action, successor) }) {
                            stepBroken[index] = true
                            stepBreaks.append((step[index].number, parent, actionIndex))
                        }
                    }
                    if let panel {
                        panel.judgeStep(state, action, successor, &verdicts)
                        if watch.decidesAny(verdicts) {
                            for (index, (property, member)) in pending.panelStep.enumerated()
                            where !panelBroken[index] && !verdicts[member] {
                                panelBroken[index] = true
                                watch.unwatch(member, decidedWhen: false)
                                stepBreaks.append((property, parent, actionIndex))
                            }
                        }
                    }
                }
                if recordsPermits { permits.append(pending.permits(action)) }
                var expanded = ExpandedSuccessor(state: successor, key: key, hash: hash, actionIndex: actionIndex)
                if isLoop {
                    expanded.position = UInt32(truncatingIfNeeded: parent)
                    knownPositions += 1
                }
                successors.append(expanded)
            }
            if successors.count == first {
                pending.deadlock.withUnsafeBufferPointer { deadlock in
                    for index in deadlock.indices where !deadlockBroken[index] && !deadlock.withUnretained(index, { $0.test(state) }) {
                        deadlockBroken[index] = true
                        deadlockBreaks.append((deadlock[index].number, parent))
                    }
                }
            }
            successorEnds.append(successors.count)
        }
        expandedEnd = parents.upperBound
        findRepeats(knownPositions: knownPositions)
    }

    /// Successor `index`'s position, read in place: through the array's subscript the whole
    /// record was copied first (its state retained and released) for the one field.
    @inlinable
    func position(of index: Int) -> UInt32 {
        successors.withUnsafeBufferPointer { $0[index].position }
    }

    /// Bytes of the chunk's table of first occurrences, as the last `findRepeats` sized it.
    @inlinable var chunkTableBytes: Int { chunkTable.count * MemoryLayout<Int32>.stride }

    /// Successors looked up in the store at a time: enough independent reads for their cache
    /// misses to overlap, few enough that what they bring in is still cached when it is used.
    @inlinable static var locateBatch: Int { 256 }

    /// Marks each successor whose position is not known (no step back to its parent) that
    /// repeats an earlier one of this chunk, so that only first occurrences are looked up in the
    /// store, and lists those in `lookups`: successors of neighbouring parents meet often (two
    /// events in either order), and a lookup in this small table stays in the cache where one in
    /// the store's seldom does.
    ///
    /// `knownPositions` is how many successors have a position already, counted as they were
    /// made: counting them here took a pass over every successor, a third of this function's time.
    /// The lists are sized first and written through pointers: an append checks its array's
    /// uniqueness each time, which was a tenth of this function's instructions.
    @inlinable
    mutating func findRepeats(knownPositions: Int) {
        let unknownPosition = ExpandedSuccessor<M.State, Keying.Key>.unknown
        assert(successors.count { $0.position != unknownPosition } == knownPositions,
               "the successors with a position are miscounted")
        let unknown = successors.count - knownPositions
        var size = 1
        while size < unknown * 2 { size <<= 1 }
        chunkTable.removeAll(keepingCapacity: true)
        chunkTable.append(contentsOf: repeatElement(-1, count: size))
        assert(successors.isEmpty || chunkTableBytes < successors.count * Self.chunkTableBytesPerSuccessor,
               "the chunk's table outgrows what the memory bound counts for it")
        // Room for every successor, as the memory bound counts, not just the `unknown` ones: a
        // miscount of the known positions then cannot write past the list.
        lookups.removeAll(keepingCapacity: true)
        lookups.append(contentsOf: repeatElement(0, count: successors.count))
        let mask = size - 1
        let listed = successors.withUnsafeMutableBufferPointer { successors in
            chunkTable.withUnsafeMutableBufferPointer { table in
                lookups.withUnsafeMutableBufferPointer { lookups in
                    var listed = 0
                    for index in successors.indices where successors[index].position == unknownPosition {
                        let hash = successors[index].hash
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        while true {
                            let entry = table[slot]
                            if entry < 0 {
                                table[slot] = Int32(truncatingIfNeeded: index)
                                lookups[listed] = Int32(truncatingIfNeeded: index)
                                listed += 1
                                break
                            }
                            if successors[Int(entry)].hash == hash, successors[Int(entry)].key == successors[index].key {
                                successors[index].firstOccurrence = entry
                                break
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                    return listed
                }
            }
        }
        lookups.removeLast(successors.count - listed)
    }

    /// Looks the first occurrences (`lookups`) up in the store, in batches whose reads overlap,
    /// and sets the position of those already stored; then gives each repeat its first
    /// occurrence's, and lists the first occurrences still without a position in `unstored`, in
    /// order: the merge's work.
    @inlinable
    mutating func locate(in store: borrowing StateStore<Keying>) {
        let unknown = ExpandedSuccessor<M.State, Keying.Key>.unknown
        unstored.removeAll(keepingCapacity: true)
        unstored.append(contentsOf: repeatElement(0, count: successors.count))
        let listed = successors.withUnsafeMutableBufferPointer { successors in
            lookups.withUnsafeBufferPointer { lookups in
                var start = 0
                while start < lookups.count {
                    let batch = UnsafeBufferPointer(rebasing: lookups[start..<min(start + Self.locateBatch, lookups.count)])
                    warmth &+= store.warm(UnsafeBufferPointer(successors), at: batch)
                    // The key and hash read in place: a copy of the whole record retained its state.
                    for index in batch {
                        if let position = store.position(ofKey: successors[Int(index)].key, hash: successors[Int(index)].hash) {
                            successors[Int(index)].position = position
                        }
                    }
                    start += batch.count
                }
            }
            // A first occurrence is earlier than its repeats, so looked up by now. A repeat of one
            // not stored is not listed: storing the first stores it, and only a merge that visits
            // every successor (which walks them all, not this list) asks where it went.
            return unstored.withUnsafeMutableBufferPointer { unstored in
                var listed = 0
                for index in successors.indices where successors[index].position == unknown {
                    let first = Int(successors[index].firstOccurrence)
                    if first < 0 {
                        unstored[listed] = Int32(truncatingIfNeeded: index)
                        listed += 1
                    } else if successors[first].position != unknown {
                        successors[index].position = successors[first].position
                    }
                }
                return listed
            }
        }
        unstored.removeLast(successors.count - listed)
    }
}
