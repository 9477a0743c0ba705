/// Judges `recover` properties on a completely explored state graph: which states can reach a
/// goal state without an excluded action.
///
/// Works from the `RecoveryRecord` kept while exploring (each permitted edge, each state's
/// `from`/`to` bits), so it neither expands nor judges a state again. Per property, the states
/// that can recover are found by sweeps over the recorded edges, which need one bit per state:
/// a sweep from the last state to the first carries recovery back along edges to later states
/// (most edges of a breadth-first graph), one from the first to the last along edges to earlier
/// ones, and sweeps alternate until one changes nothing. Where `sweepLimit` sweeps have not
/// settled it, the permitted edges are reversed (four bytes per edge and eight per state, when
/// the memory bound leaves room) and a search from every state known to recover finishes it.
/// With more than one condition, the sweeps judge up to eight conditions at once, a byte of marks
/// per state (`sweepTogether`): each condition's marks come out exactly as from its own sweeps,
/// sweep for sweep, for one pass over the edges instead of one per condition. Where the memory
/// bound leaves no room for that, or for finishing a condition beside the later ones' marks, the
/// conditions left are judged one at a time: the findings are the same either way.
/// Either way the set is the same: the states with a permitted path to a goal state. The first
/// stuck state in exploration order is one of the nearest, so its trace is a shortest
/// counterexample.
@usableFromInline
enum RecoveryAnalysis {
    /// What the analysis found for one recover condition.
    @usableFromInline
    enum Finding: Equatable {
        /// Every state matching `from` can reach one matching `to`.
        case recovers
        /// The first state, in exploration order, matching `from` that cannot.
        case stuck(at: UInt32)
        /// Its bitset, or reversing the edges, would pass the memory bound: not decided.
        case outOfMemory
    }

    /// Sweeps before the edges are reversed.
    @inlinable static var sweepLimit: Int { 12 }

    /// Each condition's finding, and the most bytes the analysis held at once beyond the record.
    /// `availableBytes`: what the memory bound leaves; nil without one.
    @inlinable
    static func findings(
        in record: borrowing RecoveryRecord, stateCount count: Int, availableBytes: Int? = nil,
        sweepLimit: Int = Self.sweepLimit
    ) -> (findings: [Finding], peakBytes: Int) {
        precondition(record.sourceCount == count && record.openEdges == 0, "the edges of every state are recorded")
        var peak = 0
        var findings: [Finding] = []
        let conditions = record.conditionCount
        var first = 0
        if conditions > 1, var swept = sweepTogether(in: record, stateCount: count, availableBytes: availableBytes, sweepLimit: sweepLimit) {
            peak = swept.bytes
            // Each condition's marks are the only copy (`swept` is the one binding), so freeing
            // them below frees them.
            while first < conditions {
                // The later conditions' marks are held while this one is finished.
                let held = (conditions - 1 - first) * StateMarks.bytes(count)
                let settled = swept.settled[first]
                let (finding, bytes) = finish(
                    condition: first, in: record, stateCount: count, canRecover: &swept.marks[first], settled: settled,
                    availableBytes: availableBytes.map { $0 - held })
                swept.marks[first] = StateMarks(count: 0)
                // No room to finish it beside the later conditions' marks: they are dropped, and
                // it and the rest are judged one at a time below, in the memory each alone
                // needs, so that the bound decides exactly what it decides for one condition.
                if finding == .outOfMemory && held > 0 { break }
                findings.append(finding)
                peak = max(peak, bytes + held)
                first += 1
            }
        }
        for condition in first..<conditions {
            let (finding, bytes) = finding(
                condition: condition, in: record, stateCount: count, availableBytes: availableBytes, sweepLimit: sweepLimit)
            findings.append(finding)
            peak = max(peak, bytes)
        }
        return (findings, peak)
    }

    @inlinable
    static func finding(
        condition: Int, in record: borrowing RecoveryRecord, stateCount count: Int, availableBytes: Int?,
        sweepLimit: Int
    ) -> (Finding, bytes: Int) {
        if let availableBytes, StateMarks.bytes(count) > availableBytes { return (.outOfMemory, 0) }
        var canRecover = StateMarks(count: count)
        for index in 0..<count where record.to(condition, at: index) { canRecover.insert(index) }
        var settled = false
        for sweep in 0..<sweepLimit where !settled {
            settled = !Self.sweep(condition: condition, in: record, canRecover: &canRecover, backwards: sweep.isMultiple(of: 2))
        }
        return finish(
            condition: condition, in: record, stateCount: count, canRecover: &canRecover, settled: settled,
            availableBytes: availableBytes)
    }

    /// The finding from `canRecover` after the sweeps (`settled` if the last changed nothing),
    /// reversing the edges if they did not settle it; `availableBytes` includes its marks.
    @inlinable
    static func finish(
        condition: Int, in record: borrowing RecoveryRecord, stateCount count: Int, canRecover: inout StateMarks,
        settled: Bool, availableBytes: Int?
    ) -> (Finding, bytes: Int) {
        var bytes = StateMarks.bytes(count)
        if let availableBytes, bytes > availableBytes { return (.outOfMemory, 0) }
        // Unsettled, but every state matching `from` is marked already: nothing left to decide.
        if !settled && (0..<count).contains(where: { isStuck($0, condition: condition, in: record, canRecover) }) {
            let reversing = reversalBytes(condition: condition, in: record, stateCount: count)
            if let availableBytes, bytes + reversing > availableBytes { return (.outOfMemory, bytes) }
            bytes += reversing
            searchReversed(condition: condition, in: record, canRecover: &canRecover)
        }
        for index in 0..<count where isStuck(index, condition: condition, in: record, canRecover) {
            return (.stuck(at: UInt32(index)), bytes)
        }
        return (.recovers, bytes)
    }

    /// Whether the state at `index` matches `from` and is not marked as able to recover.
    @inlinable
    static func isStuck(_ index: Int, condition: Int, in record: borrowing RecoveryRecord, _ canRecover: StateMarks) -> Bool {
        !canRecover.contains(index) && record.from(condition, at: index)
    }

    /// Every condition's marks and whether its sweeps settled, as `finding`'s sweeps leave them,
    /// found by sweeping up to eight conditions at once; with the bytes held: a byte per state for
    /// the sweeps and every condition's marks. Nil when those would pass `availableBytes`.
    @inlinable
    static func sweepTogether(
        in record: borrowing RecoveryRecord, stateCount count: Int, availableBytes: Int?, sweepLimit: Int
    ) -> (marks: [StateMarks], settled: [Bool], bytes: Int)? {
        let conditions = record.conditionCount
        let bytes = count + conditions * StateMarks.bytes(count)
        if let availableBytes, bytes > availableBytes { return nil }
        var marks: [StateMarks] = []
        var settled: [Bool] = []
        for group in 0..<(conditions + 7) / 8 {
            let members = min(8, conditions - 8 * group)
            var groupMarks = [UInt8](repeating: 0, count: count)
            for index in 0..<count {
                for member in 0..<members where record.to(8 * group + member, at: index) {
                    groupMarks[index] |= 1 << UInt8(member)
                }
            }
            // A condition drops out of the sweeps once one changes nothing for it, as its own
            // sweeps stop: its marks are then final.
            var unsettled = UInt8(truncatingIfNeeded: (1 << members) - 1)
            for sweep in 0..<sweepLimit where unsettled != 0 {
                unsettled &= Self.sweep(
                    group: group, of: unsettled, in: record, marks: &groupMarks, backwards: sweep.isMultiple(of: 2))
            }
            for member in 0..<members {
                var conditionMarks = StateMarks(count: count)
                for index in 0..<count where groupMarks[index] & (1 << UInt8(member)) != 0 { conditionMarks.insert(index) }
                marks.append(conditionMarks)
                settled.append(unsettled & (1 << UInt8(member)) == 0)
            }
        }
        return (marks, settled, bytes)
    }

    /// `sweep(condition:…)` for the conditions of `group` (eight to a group, in order) whose
    /// bits are in `members`, one bit of `marks` each: returns the bits it marked any state for.
    @inlinable
    static func sweep(
        group: Int, of members: UInt8, in record: borrowing RecoveryRecord, marks: inout [UInt8], backwards: Bool
    ) -> UInt8 {
        var changed: UInt8 = 0
        let bytesPerMask = record.bytesPerMask
        marks.withUnsafeMutableBufferPointer { marks in
            forEachSource(in: record, backwards: backwards) { source, edges in
                var missing = members & ~marks[source]
                guard missing != 0 else { return }
                for candidate in edges {
                    let gained = record.permitBytes[candidate * bytesPerMask + group] & marks[Int(record.targets[candidate])] & missing
                    guard gained != 0 else { continue }
                    marks[source] |= gained
                    changed |= gained
                    missing &= ~gained
                    if missing == 0 { break }
                }
            }
        }
        return changed
    }

    /// Marks every state with a permitted edge to a marked state, visiting states last to first
    /// (`backwards`) or first to last. Returns whether it marked any.
    @inlinable
    static func sweep(
        condition: Int, in record: borrowing RecoveryRecord, canRecover: inout StateMarks, backwards: Bool
    ) -> Bool {
        var changed = false
        forEachSource(in: record, backwards: backwards) { source, edges in
            guard !canRecover.contains(source) else { return }
            for candidate in edges
            where record.permits(candidate, condition: condition) && canRecover.contains(Int(record.targets[candidate])) {
                canRecover.insert(source)
                changed = true
                break
            }
        }
        return changed
    }

    /// Calls `visit` with each state whose edges are recorded and the indices of its edges, last
    /// to first (`backwards`) or first to last.
    @inlinable
    static func forEachSource(
        in record: borrowing RecoveryRecord, backwards: Bool, _ visit: (_ source: Int, _ edges: Range<Int>) -> Void
    ) {
        var edge = backwards ? record.edgeCount : 0
        for step in 0..<record.sourceCount {
            let source = backwards ? record.sourceCount - 1 - step : step
            let edges = Int(record.edgeCounts[source])
            if backwards { edge -= edges }
            visit(source, edge..<edge + edges)
            if !backwards { edge += edges }
        }
    }

    /// Bytes the reversed edges need: an offset per state and one more, a predecessor per
    /// permitted edge, and the search's queue.
    @inlinable
    static func reversalBytes(condition: Int, in record: borrowing RecoveryRecord, stateCount count: Int) -> Int {
        var permitted = 0
        for edge in 0..<record.edgeCount where record.permits(edge, condition: condition) { permitted += 1 }
        return (count + 1 + permitted + count) * MemoryLayout<UInt32>.stride
    }

    /// Marks every state with a permitted path to a marked state: the permitted edges reversed,
    /// then a breadth-first search from every marked state.
    @inlinable
    static func searchReversed(condition: Int, in record: borrowing RecoveryRecord, canRecover: inout StateMarks) {
        let count = record.sourceCount
        // Predecessors of j: predecessors[starts[j]..<starts[j + 1]].
        var starts = [UInt32](repeating: 0, count: count + 1)
        for edge in 0..<record.edgeCount where record.permits(edge, condition: condition) {
            starts[Int(record.targets[edge]) + 1] += 1
        }
        for index in 0..<count {
            precondition(starts[index] <= UInt32.max - starts[index + 1], "more than 2^32 - 1 permitted edges to reverse")
            starts[index + 1] += starts[index]
        }
        var predecessors = [UInt32](repeating: 0, count: Int(starts[count]))
        var edge = 0
        for source in 0..<count {
            for candidate in edge..<edge + Int(record.edgeCounts[source]) where record.permits(candidate, condition: condition) {
                // Fills j's range from its start, moving the start up: afterwards starts[j] is
                // where j + 1's range begins, and j's begins at starts[j - 1] (0 for j = 0).
                let target = Int(record.targets[candidate])
                predecessors[Int(starts[target])] = UInt32(source)
                starts[target] += 1
            }
            edge += Int(record.edgeCounts[source])
        }
        var queue: [UInt32] = []
        queue.reserveCapacity(count)
        for index in 0..<count where canRecover.contains(index) { queue.append(UInt32(index)) }
        var head = 0
        while head < queue.count {
            let target = Int(queue[head])
            head += 1
            let first = target == 0 ? 0 : Int(starts[target - 1])
            for source in predecessors[first..<Int(starts[target])] where !canRecover.contains(Int(source)) {
                canRecover.insert(Int(source))
                queue.append(source)
            }
        }
    }
}
