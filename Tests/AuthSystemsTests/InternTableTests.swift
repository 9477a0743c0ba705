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

    /// The index finds a value by its hash and then by `==`: a hash every value shares (all of
    /// them probe one run of slots, through every growth of the index) or one that sets only
    /// high bits (all start at slot 0) still gives one number per value, as first seen.
    @Test(arguments: [0, 1 << 40] as [UInt64])
    func valuesThatShareAHashStillGetANumberEach(hash: UInt64) {
        let table = InternTable<[UInt32]>(hash: { _ in hash })
        let values: [[UInt32]] = (0..<300).map { [UInt32($0 % 7), UInt32($0 / 7)] }
        for value in values + values.reversed() {
            #expect(table.number(of: value) == UInt32(values.firstIndex(of: value)!))
        }
        #expect(table.count == values.count)
        #expect(values.indices.allSatisfy { table.value(numbered: UInt32($0)) == values[$0] })
    }

    /// The world's own hashes (`ComponentHash`): equal queues, calls and budgets hash alike
    /// however they were built, and a change in any of them moves the hash.
    @Test func componentHashesFollowEquality() {
        let login = PendingEffect(effect: .send(Call(.login(.alice, validCredentials: true), token: nil)), cause: .user(.logout))
        let write = PendingEffect(effect: .write(.secure, .accessToken, .token(.access(1))), cause: .launch)
        var built = Slots<PendingEffect>()
        built.append(write)
        built.insert(login, at: 0)
        var appended = Slots<PendingEffect>()
        appended.append(login)
        appended.append(write)
        #expect(built == appended && ComponentHash.pending(built) == ComponentHash.pending(appended))
        var shorter = appended
        shorter.remove(at: 1)
        #expect(ComponentHash.pending(shorter) != ComponentHash.pending(appended))
        var orphaned = Slots<InFlightCall>()
        orphaned.append(InFlightCall(call: Call(.refresh, token: .refresh(1)), cause: .launch, orphaned: true))
        var live = Slots<InFlightCall>()
        live.append(InFlightCall(call: Call(.refresh, token: .refresh(1)), cause: .launch, orphaned: false))
        #expect(ComponentHash.calls(orphaned) != ComponentHash.calls(live))
        var budget = Budget(WorldOptions())
        #expect(ComponentHash.budget(budget) == ComponentHash.budget(Budget(WorldOptions())))
        budget.disturbances &+= 1
        #expect(ComponentHash.budget(budget) != ComponentHash.budget(Budget(WorldOptions())))
    }
}
