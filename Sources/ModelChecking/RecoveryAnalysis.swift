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
        for condition in 0..<record.conditionCount {
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
        var bytes = StateMarks.bytes(count)
        if let availableBytes, bytes > availableBytes { return (.outOfMemory, 0) }
        var canRecover = StateMarks(count: count)
        for index in 0..<count where record.to(condition, at: index) { canRecover.insert(index) }
        var settled = false
        for sweep in 0..<sweepLimit where !settled {
            settled = !Self.sweep(condition: condition, in: record, canRecover: &canRecover, backwards: sweep.isMultiple(of: 2))
        }
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

    /// Marks every state with a permitted edge to a marked state, visiting states last to first
    /// (`backwards`) or first to last. Returns whether it marked any.
    @inlinable
    static func sweep(
        condition: Int, in record: borrowing RecoveryRecord, canRecover: inout StateMarks, backwards: Bool
    ) -> Bool {
        var changed = false
        var edge = backwards ? record.edgeCount : 0
        for step in 0..<record.sourceCount {
            let source = backwards ? record.sourceCount - 1 - step : step
            let edges = Int(record.edgeCounts[source])
            if backwards { edge -= edges }
            let first = edge
            if !backwards { edge += edges }
            guard !canRecover.contains(source) else { continue }
            for candidate in first..<first + edges
            where record.permits(candidate, condition: condition) && canRecover.contains(Int(record.targets[candidate])) {
                canRecover.insert(source)
                changed = true
                break
            }
        }
        return changed
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
