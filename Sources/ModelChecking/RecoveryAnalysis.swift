/// Judges `recover` properties on a completely explored state graph: which states can reach a
/// goal state without an excluded action.
///
/// Works from the `RecoveryRecord` kept while exploring (each permitted edge, each state's
/// `from`/`to` bits), so it neither expands nor judges a state again. Per property, the
/// permitted edges are reversed and a search from every goal state marks what can recover. The
/// first stuck state in exploration order is one of the nearest, so its trace is a shortest
/// counterexample.
@usableFromInline
enum RecoveryAnalysis {
    /// For each condition, the position of the first state matching `from` that cannot reach one
    /// matching `to` by permitted edges; nil where every such state can.
    @inlinable
    static func firstStuckStates(in record: borrowing RecoveryRecord, stateCount: Int) -> [UInt32?] {
        (0..<record.conditionCount).map { firstStuckState(condition: $0, in: record, stateCount: stateCount) }
    }

    @inlinable
    static func firstStuckState(condition: Int, in record: borrowing RecoveryRecord, stateCount count: Int) -> UInt32? {
        let bit: UInt64 = 1 << UInt64(condition)
        // Predecessors of j by permitted edges: predecessors[starts[j]..<starts[j + 1]].
        var starts = [UInt32](repeating: 0, count: count + 1)
        for edge in 0..<record.edgeCount where record.permits(edge) & bit != 0 {
            starts[Int(record.targets[edge]) + 1] += 1
        }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var fill = starts
        var predecessors = [UInt32](repeating: 0, count: Int(starts[count]))
        for edge in 0..<record.edgeCount where record.permits(edge) & bit != 0 {
            let target = Int(record.targets[edge])
            predecessors[Int(fill[target])] = record.sources[edge]
            fill[target] += 1
        }
        var canRecover = [Bool](repeating: false, count: count)
        var queue: [UInt32] = []
        for index in 0..<count where record.to(condition, at: index) {
            canRecover[index] = true
            queue.append(UInt32(index))
        }
        var head = 0
        while head < queue.count {
            let target = Int(queue[head])
            head += 1
            for source in predecessors[Int(starts[target])..<Int(starts[target + 1])] where !canRecover[Int(source)] {
                canRecover[Int(source)] = true
                queue.append(source)
            }
        }
        for index in 0..<count where !canRecover[index] && record.from(condition, at: index) {
            return UInt32(index)
        }
        return nil
    }
}
