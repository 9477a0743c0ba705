@testable import ModelChecking
import Testing

/// The recover analysis against an oracle on every kind of graph: sweeps alone, the reversed
/// edges alone and the two together find the same states, and the reversal stays within the
/// memory it is given.
@Suite struct RecoveryAnalysisTests {
    /// A graph as the merge records it: each state's permitted edges (target, mask) in order.
    struct Graph {
        var edges: [[(target: Int, mask: UInt64)]]
        var from: [[Bool]]  // [condition][state]
        var to: [[Bool]]

        var count: Int { edges.count }
        var conditions: Int { from.count }

        func record() -> RecoveryRecord {
            var record = RecoveryRecord(conditionCount: conditions)
            for state in 0..<count {
                for (target, mask) in edges[state] { record.appendEdge(to: UInt32(target), permits: mask) }
                record.finishSource()
                var words = [UInt64](repeating: 0, count: record.wordsPerState)
                for condition in 0..<conditions {
                    if from[condition][state] { words[condition >> 6] |= 1 << UInt64(condition & 63) }
                    let bit = conditions + condition
                    if to[condition][state] { words[bit >> 6] |= 1 << UInt64(bit & 63) }
                }
                record.appendBits(words)
            }
            return record
        }

        /// The oracle: recovery spread one edge at a time until nothing changes.
        func oracle() -> [RecoveryAnalysis.Finding] {
            (0..<conditions).map { condition in
                var can = to[condition]
                var changed = true
                while changed {
                    changed = false
                    for state in 0..<count where !can[state] {
                        if edges[state].contains(where: { $0.mask >> UInt64(condition) & 1 == 1 && can[$0.target] }) {
                            can[state] = true
                            changed = true
                        }
                    }
                }
                let stuck = (0..<count).first { from[condition][$0] && !can[$0] }
                return stuck.map { .stuck(at: UInt32($0)) } ?? .recovers
            }
        }

        static func random(seed: UInt64, conditions maxConditions: Int = 3) -> Graph {
            var random = SplitMix64(seed: seed)
            func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
            let count = 1 + next(40), conditions = 1 + next(maxConditions)
            let edges = (0..<count).map { _ in
                (0..<next(4)).map { _ in (target: next(count), mask: UInt64(next(1 << conditions))) }
            }
            let from = (0..<conditions).map { _ in (0..<count).map { _ in next(3) == 0 } }
            let to = (0..<conditions).map { _ in (0..<count).map { _ in next(5) == 0 } }
            return Graph(edges: edges, from: from, to: to)
        }

        /// A chain 1 → 2 → … → `length` (the goal) whose positions alternate between the low and
        /// the high half, so that every edge turns back: each sweep carries recovery about one
        /// edge. State 0 only leads to the chain (as the jumps that order it would), unpermitted.
        /// With `brokenAt`, that link is missing.
        static func zigzag(length: Int, brokenAt: Int? = nil) -> Graph {
            let half = (length + 1) / 2
            // Chain node k (1-based) sits at position: odd k in the low half, even k in the high.
            func position(_ node: Int) -> Int { node % 2 == 1 ? (node + 1) / 2 : half + node / 2 }
            var edges = [[(target: Int, mask: UInt64)]](repeating: [], count: length + 1)
            for node in 1...length { edges[0].append((position(node), 0)) }
            for node in 1..<length where node != brokenAt { edges[position(node)].append((position(node + 1), 1)) }
            var from = [Bool](repeating: true, count: length + 1)
            from[0] = false
            var to = [Bool](repeating: false, count: length + 1)
            to[position(length)] = true
            return Graph(edges: edges, from: [from], to: [to])
        }
    }

    /// Up to three conditions, and up to twenty: one, two and three groups of eight swept
    /// together, each condition settling at its own sweep or left to the reversed edges.
    @Test(arguments: [3, 20])
    func sweepsAndTheReversedEdgesAgreeWithTheOracle(conditions: Int) {
        for seed in UInt64(0)..<400 {
            let graph = Graph.random(seed: seed, conditions: conditions)
            let record = graph.record()
            let expected = graph.oracle()
            for limit in [0, 1, 2, RecoveryAnalysis.sweepLimit, 1_000] {
                let found = RecoveryAnalysis.findings(in: record, stateCount: graph.count, sweepLimit: limit).findings
                #expect(found == expected, "seed \(seed), \(graph.conditions) conditions, \(limit) sweeps")
            }
        }
    }

    @Test func conditionsSweptTogetherHoldAByteAPerStateAndEveryConditionsMarks() {
        // Two conditions on the zigzag: the second permits every edge of the first.
        var graph = Graph.zigzag(length: 60)
        graph.edges = graph.edges.map { $0.map { (target: $0.target, mask: $0.mask * 3) } }
        graph.from.append(graph.from[0])
        graph.to.append(graph.to[0])
        let record = graph.record()
        let bitset = (graph.count + 63) / 64 * 8
        let together = graph.count + 2 * bitset
        let swept = RecoveryAnalysis.findings(in: record, stateCount: graph.count, sweepLimit: 1_000)
        #expect(swept.findings == [.recovers, .recovers] && swept.peakBytes == together)
        // Too little room to sweep them together: each alone, in its own bitset, as before.
        let alone = RecoveryAnalysis.findings(in: record, stateCount: graph.count, availableBytes: together - 1, sweepLimit: 1_000)
        #expect(alone.findings == [.recovers, .recovers] && alone.peakBytes == bitset)
        // Unsettled after twelve sweeps: the first condition's edges are reversed while the
        // second's marks are held.
        let reversing = (61 + 1 + 59 + 61) * 4
        let reversed = RecoveryAnalysis.findings(in: record, stateCount: graph.count)
        #expect(reversed.findings == [.recovers, .recovers] && reversed.peakBytes == 2 * bitset + reversing)
        // No room to reverse beside the second condition's marks, but room for each alone: the
        // marks are dropped and each condition judged alone, with the same findings as alone.
        let eachAlone = bitset + reversing
        let tight = RecoveryAnalysis.findings(in: record, stateCount: graph.count, availableBytes: 2 * bitset + reversing - 1)
        #expect(tight.findings == [.recovers, .recovers] && tight.peakBytes == eachAlone)
        let short = RecoveryAnalysis.findings(in: record, stateCount: graph.count, availableBytes: eachAlone - 1)
        #expect(short.findings == [.outOfMemory, .outOfMemory])
    }

    /// Under every memory bound, the findings of conditions swept together are those each
    /// condition gets judged alone with the whole bound, wherever the joint sweeps stop fitting
    /// and whichever condition first finds no room beside the later ones' marks.
    @Test func underEveryBoundTheFindingsAreEachConditionsAlone() {
        // Three conditions on the zigzag: the first asks only of node 59, which the sweeps mark,
        // so it is finished beside the others' marks without reversing; the other two need the
        // reversal, the second beside the third's marks.
        var graph = Graph.zigzag(length: 60)
        graph.edges = graph.edges.map { $0.map { (target: $0.target, mask: $0.mask * 7) } }
        graph.from = [(0...60).map { $0 == 30 }, graph.from[0], graph.from[0]]
        graph.to += [graph.to[0], graph.to[0]]
        let record = graph.record()
        let peak = RecoveryAnalysis.findings(in: record, stateCount: graph.count).peakBytes
        for available in 0...peak + 8 {
            let alone = (0..<graph.conditions).map { condition in
                RecoveryAnalysis.finding(
                    condition: condition, in: record, stateCount: graph.count, availableBytes: available,
                    sweepLimit: RecoveryAnalysis.sweepLimit).0
            }
            let together = RecoveryAnalysis.findings(in: record, stateCount: graph.count, availableBytes: available)
            #expect(together.findings == alone, "\(available) bytes")
            #expect(together.peakBytes <= max(available, 0) || together.findings.allSatisfy { $0 == .outOfMemory })
        }
    }

    @Test func aChainThatTurnsBackEveryEdgeIsFinishedByTheReversedEdges() {
        let graph = Graph.zigzag(length: 60)
        let record = graph.record()
        let bitset = (graph.count + 63) / 64 * 8
        let (findings, peak) = RecoveryAnalysis.findings(in: record, stateCount: graph.count)
        #expect(findings == [.recovers] && findings == graph.oracle())
        // Sweeps did not settle it: the edges were reversed (offsets, 59 predecessors, a queue).
        #expect(peak == bitset + (61 + 1 + 59 + 61) * 4)
        // Enough sweeps settle it with the bitset alone.
        let swept = RecoveryAnalysis.findings(in: record, stateCount: graph.count, sweepLimit: 1_000)
        #expect(swept.findings == [.recovers] && swept.peakBytes == bitset)
        let broken = Graph.zigzag(length: 60, brokenAt: 30)
        // Nodes 1 to 30 are stuck; node 1 is first in exploration order (position 1).
        #expect(RecoveryAnalysis.findings(in: broken.record(), stateCount: broken.count).findings == [.stuck(at: 1)])
        #expect(broken.oracle() == [.stuck(at: 1)])
    }

    @Test func aForwardChainNeedsTwoSweeps() {
        // Positions follow the chain: every edge goes forward, so the first sweep (last state to
        // first) carries recovery to every state, and the second finds nothing more to mark.
        let count = 50
        let edges = (0..<count).map { $0 + 1 < count ? [(target: $0 + 1, mask: UInt64(1))] : [] }
        let graph = Graph(
            edges: edges, from: [[Bool](repeating: true, count: count)], to: [(0..<count).map { $0 == count - 1 }])
        let (findings, peak) = RecoveryAnalysis.findings(in: graph.record(), stateCount: count, sweepLimit: 2)
        #expect(findings == [.recovers] && peak == 8)
    }

    @Test func theReversalStaysWithinTheMemoryItIsGiven() {
        let graph = Graph.zigzag(length: 60)
        let record = graph.record()
        let needed = 8 + (61 + 1 + 59 + 61) * 4
        let short = RecoveryAnalysis.findings(in: record, stateCount: graph.count, availableBytes: needed - 1)
        #expect(short.findings == [.outOfMemory])
        let enough = RecoveryAnalysis.findings(in: record, stateCount: graph.count, availableBytes: needed)
        #expect(enough.findings == [.recovers] && enough.peakBytes == needed)
    }

    @Test func unsettledSweepsThatMarkEveryFromStateNeedNoReversal() {
        var graph = Graph.zigzag(length: 60)
        // Only node 59 (position 30), one walk from the goal, must recover.
        graph.from = [(0...60).map { $0 == 30 }]
        let bitset = 8
        let (findings, peak) = RecoveryAnalysis.findings(in: graph.record(), stateCount: graph.count, availableBytes: bitset)
        #expect(findings == [.recovers] && peak == bitset)
        #expect(graph.oracle() == [.recovers])
    }

    @Test func theBitsetItselfMustFit() {
        let graph = Graph.zigzag(length: 60)
        let short = RecoveryAnalysis.findings(in: graph.record(), stateCount: graph.count, availableBytes: 7)
        #expect(short.findings == [.outOfMemory] && short.peakBytes == 0)
        let chain = Graph(edges: [[(target: 1, mask: 1)], []], from: [[true, false]], to: [[false, true]])
        #expect(RecoveryAnalysis.findings(in: chain.record(), stateCount: 2, availableBytes: 8).findings == [.recovers])
        #expect(RecoveryAnalysis.findings(in: chain.record(), stateCount: 2, availableBytes: 7).findings == [.outOfMemory])
    }
}
