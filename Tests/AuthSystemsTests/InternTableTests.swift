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
    /// them probe one run of slots, through every growth of the index), the same starting at
    /// the last slot (the run wraps around the end), and hashes that differ only in high bits
    /// (all start at slot 0, and the stored hashes tell most apart before `==` is asked) still
    /// give one number per value, as first seen.
    @Test(arguments: [{ _ in 0 }, { _ in .max }, { UInt64($0[0]) << 40 | UInt64($0[1]) << 48 }]
          as [@Sendable ([UInt32]) -> UInt64])
    func valuesThatShareAHashStillGetANumberEach(hash: @escaping @Sendable ([UInt32]) -> UInt64) {
        let table = InternTable<[UInt32]>(hash: hash)
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
        // Every byte of a budget, the last (the tail past its whole words) among them.
        let start = Budget(WorldOptions())
        #expect(ComponentHash.budget(start) == ComponentHash.budget(Budget(WorldOptions())))
        let counts: [WritableKeyPath<Budget, UInt8>] = [
            \.crashes, \.logins, \.requests, \.logouts, \.settings, \.pairs, \.faults, \.writeFailures, \.keychainLocks,
            \.deleteFailures, \.lostAnswers, \.reinstalls, \.outages, \.backgrounds, \.suspensions, \.inactivity,
            \.serverEvents, \.clockTicks, \.deviceChanges, \.biometricAdditions, \.disturbances,
        ]
        var budgets = counts.map { count in
            var budget = start
            budget[keyPath: count] &+= 1
            return budget
        }
        // The counts granted (constants of a run, the last bytes): each granted alone, its count then spent.
        let granted: [(WritableKeyPath<WorldOptions, Int>, WritableKeyPath<Budget, UInt8>)] = [
            (\.deleteFailures, \.deleteFailures), (\.lostAnswers, \.lostAnswers), (\.reinstalls, \.reinstalls),
            (\.clockTicks, \.clockTicks),
        ]
        for (option, count) in granted {
            var options = WorldOptions()
            options[keyPath: option] = 2
            var budget = Budget(options)
            budget[keyPath: count] = start[keyPath: count]
            budgets.append(budget)
        }
        #expect(budgets.count == MemoryLayout<Budget>.size)
        for budget in budgets {
            #expect(budget != start && ComponentHash.budget(budget) != ComponentHash.budget(start))
        }
    }
}
