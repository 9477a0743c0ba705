@testable import AuthModel
import Testing

/// `Budget` hashes its memory in one call, which is right only while that memory is its fields:
/// these fail the day a field that is not a byte joins it.
@Suite struct BudgetTests {
    @Test func everyFieldIsAByteSoItsMemoryIsItsFields() {
        let fields = Mirror(reflecting: Budget(WorldOptions())).children
        #expect(fields.allSatisfy { $0.value is UInt8 }, "a field that is not a UInt8 can bring padding into the bytes hashed")
        #expect(MemoryLayout<Budget>.size == fields.count)
    }

    @Test func equalBudgetsHashAlikeAndEachCountChangesTheHash() {
        let options = WorldOptions()
        #expect(Budget(options).hashValue == Budget(options).hashValue)
        let counts: [WritableKeyPath<Budget, UInt8>] = [
            \.crashes, \.logins, \.requests, \.logouts, \.settings, \.pairs, \.faults, \.writeFailures, \.keychainLocks,
            \.deleteFailures, \.lostAnswers, \.reinstalls, \.outages, \.backgrounds, \.suspensions, \.inactivity,
            \.serverEvents, \.clockTicks, \.deviceChanges, \.biometricAdditions, \.disturbances,
        ]
        var hashes: [Int] = [Budget(options).hashValue]
        for count in counts {
            var budget = Budget(options)
            budget[keyPath: count] &+= 1
            #expect(budget != Budget(options))
            hashes.append(budget.hashValue)
        }
        // The counts a spec grants to the events off by default never change in a run, but two
        // runs' budgets differ by them: each granted alone, its count then spent.
        let granted: [(WritableKeyPath<WorldOptions, Int>, WritableKeyPath<Budget, UInt8>, KeyPath<Budget, UInt8>)] = [
            (\.deleteFailures, \.deleteFailures, \.grantedDeleteFailures), (\.lostAnswers, \.lostAnswers, \.grantedLostAnswers),
            (\.reinstalls, \.reinstalls, \.grantedReinstalls), (\.clockTicks, \.clockTicks, \.grantedClockTicks),
        ]
        for (option, count, grant) in granted {
            var granting = options
            granting[keyPath: option] = 2
            var budget = Budget(granting)
            budget[keyPath: count] = Budget(options)[keyPath: count]
            #expect(budget[keyPath: grant] == 2 && budget != Budget(options))
            hashes.append(budget.hashValue)
        }
        #expect(Set(hashes).count == hashes.count, "a field the hash leaves out would make two budgets collide")
    }
}
