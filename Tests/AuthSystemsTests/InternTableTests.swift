@testable import AuthModel
import Testing

/// An intern table against an oracle (a plain list of the values seen): one number per distinct
/// value, given in the order values are first seen, the value back from its number, and its bytes
/// claimed once.
@Suite struct InternTableTests {
    @Test func numbersValuesAsFirstSeenAndClaimsEachOnce() {
        let table = InternTable<[UInt32]>(heapBytes: { $0.count * 4 })
        let values: [[UInt32]] = (0..<3_000).map { [UInt32($0 % 97), UInt32($0 / 97)] }
        var seen: [[UInt32]] = []
        var numbers: [UInt32] = []
        // Every value twice, the second pass in reverse: a known value keeps its number.
        for value in values + values.reversed() {
            let number = table.number(of: value)
            if let index = seen.firstIndex(of: value) {
                #expect(numbers[index] == number, "a value seen before keeps its number")
            } else {
                seen.append(value)
                numbers.append(number)
            }
        }
        #expect(table.count == values.count && numbers == (0..<UInt32(values.count)).map { $0 })
        #expect(zip(seen, numbers).allSatisfy { table.value(numbered: $1) == $0 })
        let first = table.unclaimedBytes(numbers[0])
        #expect(first == table.claim(numbers[0]) && first >= 8, "a value's bytes include what it points to")
        #expect(numbers.dropFirst().map { table.claim($0) }.allSatisfy { $0 == first })
        #expect(numbers.allSatisfy { table.claim($0) == 0 && table.unclaimedBytes($0) == 0 })
    }
}
