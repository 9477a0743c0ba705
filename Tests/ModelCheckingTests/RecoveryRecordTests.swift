@testable import ModelChecking
import Testing

/// The recover record keeps each edge's mask in as few bytes as its conditions need, and gives
/// back exactly what was recorded, after truncation too.
@Suite struct RecoveryRecordTests {
    @Test(arguments: [1, 3, 8, 9, 12, 24, 64])
    func masksComeBackAsRecorded(conditions: Int) {
        var record = RecoveryRecord(conditionCount: conditions)
        #expect(record.bytesPerMask == [1: 1, 3: 1, 8: 1, 9: 2, 12: 2, 24: 4, 64: 8][conditions])
        let all: UInt64 = conditions == 64 ? .max : (1 << UInt64(conditions)) - 1
        let masks: [UInt64] = (0..<300).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 & all }
        for (edge, mask) in masks.enumerated() { record.appendEdge(from: UInt32(edge), to: UInt32(edge + 1), permits: mask) }
        #expect(record.edgeCount == masks.count)
        var read: [UInt64] = []
        for edge in 0..<masks.count { read.append(record.permits(edge)) }
        #expect(read == masks)
        record.truncate(edges: 100, states: 0)
        var kept: [UInt64] = []
        for edge in 0..<record.edgeCount { kept.append(record.permits(edge)) }
        #expect(record.edgeCount == 100 && kept == Array(masks.prefix(100)))
        record.appendEdge(from: 7, to: 8, permits: all)
        #expect(record.permits(100) == all && record.sources[100] == 7 && record.targets[100] == 8)
    }
}
