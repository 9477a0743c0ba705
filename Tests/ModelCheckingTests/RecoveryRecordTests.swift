@testable import ModelChecking
import Testing

/// The recover record keeps each edge's mask in as few bytes as its conditions need, and gives
/// back exactly what was recorded, after truncation too; an edge's source is where its state's
/// count of edges puts it.
@Suite struct RecoveryRecordTests {
    @Test(arguments: [1, 3, 8, 9, 12, 24, 64])
    func masksComeBackAsRecorded(conditions: Int) {
        var record = RecoveryRecord(conditionCount: conditions)
        #expect(record.bytesPerMask == [1: 1, 3: 1, 8: 1, 9: 2, 12: 2, 24: 4, 64: 8][conditions])
        let all: UInt64 = conditions == 64 ? .max : (1 << UInt64(conditions)) - 1
        let masks: [UInt64] = (0..<300).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 & all }
        // Three edges per source.
        for (edge, mask) in masks.enumerated() {
            record.appendEdge(to: UInt32(edge + 1), permits: mask)
            if edge % 3 == 2 { record.finishSource() }
        }
        #expect(record.edgeCount == masks.count && record.sourceCount == 100)
        var read: [UInt64] = []
        for edge in 0..<masks.count { read.append(record.permits(edge)) }
        #expect(read == masks)
        // One condition's bit, read alone, is the mask's.
        for (edge, mask) in masks.enumerated() {
            #expect((0..<conditions).map { record.permits(edge, condition: $0) } == (0..<conditions).map { mask >> UInt64($0) & 1 == 1 })
        }
        record.truncate(edges: 99, sources: 33, states: 0)
        var kept: [UInt64] = []
        for edge in 0..<record.edgeCount { kept.append(record.permits(edge)) }
        #expect(record.edgeCount == 99 && record.sourceCount == 33 && kept == Array(masks.prefix(99)))
        record.appendEdge(to: 8, permits: all)
        record.finishSource()
        #expect(record.permits(99) == all && record.targets[99] == 8)
        #expect(record.sourceCount == 34 && record.edgeCounts[33] == 1)
    }

    /// Each state's `from` and `to` bits, kept in as few bytes as the conditions need, read back
    /// as written against the words they came in, before and after a truncation.
    @Test(arguments: [0, 1, 3, 4, 5, 31, 32, 33, 40, 64])
    func stateBitsComeBackAsRecorded(conditions: Int) {
        var record = RecoveryRecord(conditionCount: conditions)
        #expect(record.bytesPerState == (2 * conditions + 7) / 8)
        let states = 40
        let words: [UInt64] = (0..<states * record.wordsPerState).map { UInt64($0 + 1) &* 0x9E37_79B9_7F4A_7C15 }
        func expected(_ bit: Int, _ state: Int) -> Bool {
            words[state * record.wordsPerState + bit >> 6] >> UInt64(bit & 63) & 1 == 1
        }
        record.appendBits(words)
        #expect(record.bits.count == states * record.bytesPerState)
        for state in 0..<states {
            #expect((0..<conditions).map { record.from($0, at: state) } == (0..<conditions).map { expected($0, state) })
            #expect((0..<conditions).map { record.to($0, at: state) }
                    == (0..<conditions).map { expected(conditions + $0, state) })
        }
        record.truncate(edges: 0, sources: 0, states: 7)
        #expect(record.bits.count == 7 * record.bytesPerState)
        #expect((0..<conditions).map { record.to($0, at: 6) } == (0..<conditions).map { expected(conditions + $0, 6) })
    }

    /// The memory bound's forecast of one more edge, source and state holds when a state's bits
    /// (3 bytes for 9 conditions, 9 for 33) open a new page part-way.
    @Test(arguments: [9, 33])
    func theForecastCountsAPageOpenedPartWay(conditions: Int) {
        var record = RecoveryRecord(conditionCount: conditions)
        let perPage = ChunkedBuffer<UInt8>.pageSize / record.bytesPerState
        record.appendBits([UInt64](repeating: .max, count: perPage * record.wordsPerState))
        for _ in 0..<ChunkedBuffer<UInt8>.pageSize / record.bytesPerMask {
            record.appendEdge(to: 0, permits: 1)
        }
        record.finishSource()
        let forecast = record.reservedBytesAfterAppend
        record.appendEdge(to: 0, permits: 1)
        record.finishSource()
        record.appendBits([UInt64](repeating: .max, count: record.wordsPerState))
        #expect(record.reservedBytes == forecast)
    }

    @Test func aSourceWithoutEdgesCountsZero() {
        var record = RecoveryRecord(conditionCount: 1)
        record.finishSource()
        record.appendEdge(to: 0, permits: 1)
        record.finishSource()
        #expect((0..<record.sourceCount).map { record.edgeCounts[$0] } == [0, 1])
    }
}
