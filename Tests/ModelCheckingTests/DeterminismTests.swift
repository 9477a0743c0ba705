@testable import ModelChecking
import Testing

/// The same model and options give the same result; where states sit in the hash table (which
/// `Hasher`'s per-process seed decides) changes nothing.
@Suite struct DeterminismTests {
    func summary(salt: Int) throws -> String {
        let model = Steps(limit: 40, salt: salt)
        let properties: [Property<Steps>] = [
            .valueIsNot(29), .reach("r", "shows 37") { $0.value == 37 }, .deadlockFree("d", "never stops"),
        ]
        let result = try Checker(model: model, properties: properties).run()
        let traces = result.judgements.map { "\($0.property.id) \($0.verdict.name) \($0.verdict.trace?.actions ?? [])" }
        return "\(result.statistics) \(traces)"
    }

    @Test func twoRunsGiveTheSameResult() throws {
        #expect(try summary(salt: 0) == summary(salt: 0))
    }

    @Test func tableLayoutDoesNotReachTheResult() throws {
        let reference = try summary(salt: 0)
        for salt in 1...5 { #expect(try summary(salt: salt) == reference) }
    }

    @Test func nondeterministicModelIsCaughtOnReplayNamingTheStep() throws {
        // Exploration makes three calls to `next` (0→1→2→3); the replay's first call drifts.
        let model = Drifting(honestCalls: 3)
        let checker = Checker(model: model, properties: [.always("not3", "never 3") { $0 != 3 }])
        #expect(throws: ModelCheckingError.nondeterministic(
            step: 1, detail: "(inc) led to a state other than the one explored")) { try checker.run() }
        let error = ModelCheckingError.nondeterministic(step: 1, detail: "(inc) led to a state other than the one explored")
        #expect(error.description == "the model is nondeterministic: replaying step 1 (inc) led to a state other than the one explored")
    }

    @Test func deterministicVariantOfTheSameModelPasses() throws {
        let model = Drifting(honestCalls: .max)
        let result = try Checker(model: model, properties: [.always("not3", "never 3") { $0 != 3 }]).run()
        #expect(result.verdict(of: "not3")?.trace?.states == [0, 1, 2, 3])
    }
}
