@testable import ModelChecking
import Testing

/// A property judged on one replayed path: each kind where the path shows the situation and where
/// it does not, with the step that decides it; `recover` by a bounded search from the path's states.
@Suite struct PathJudgementTests {
    static func path<M: Model>(_ model: M, _ actions: [M.Action]) throws -> Trace<M> {
        try #require(model.replay(from: model.initialStates[0], actions: actions))
    }

    @Test func alwaysIsViolatedAtTheFirstStateThatBreaksItAndHoldsOtherwise() throws {
        let model = Steps(limit: 10)
        let path = try Self.path(model, [.addOne, .addThree, .addOne])
        #expect(Property<Steps>.valueIsNot(4).judge(path: path, of: model) == .violated(step: 2))
        #expect(Property<Steps>.valueIsNot(2).judge(path: path, of: model) == .holds)
    }

    @Test func stepIsViolatedAtTheStepThatBreaksIt() throws {
        let model = Steps(limit: 10)
        let noBigSteps = Property<Steps>.step("small", "only +1") { _, action, _ in action == .addOne }
        #expect(noBigSteps.judge(path: try Self.path(model, [.addOne, .addThree]), of: model) == .violated(step: 2))
        #expect(noBigSteps.judge(path: try Self.path(model, [.addOne, .addOne]), of: model) == .holds)
    }

    @Test func reachIsWitnessedWhereThePathGetsThereAndUnwitnessedOtherwise() throws {
        let model = Steps(limit: 10)
        let four = Property<Steps>.reach("four", "the counter shows 4") { $0.value == 4 }
        #expect(four.judge(path: try Self.path(model, [.addThree, .addOne]), of: model) == .witnessed(step: 2))
        #expect(four.judge(path: try Self.path(model, [.addOne, .addOne]), of: model) == .unwitnessed)
    }

    @Test func recoverIsViolatedFromAStuckStateOfThePathAndHoldsWhereAWayBackExists() throws {
        let breaking = Link(canBreak: true)
        #expect(Link.recovers.judge(path: try Self.path(breaking, [.drop, .breakDown]), of: breaking) == .violated(step: 2))
        #expect(Link.recovers.judge(path: try Self.path(breaking, [.drop]), of: breaking) == .holds)
        #expect(Link.recovers.judge(path: try Self.path(Link(), [.drop, .restore, .drop]), of: Link()) == .holds)
    }

    @Test func recoverIsInconclusiveWhenTheSearchOutgrowsItsLimit() throws {
        let model = Steps(limit: 1_000)
        let backToZero = Property<Steps>.recover(
            "zero", "the counter gets back to 0", from: { $0.value == 1 }, to: { $0.value == 0 })
        let path = try Self.path(model, [.addOne])
        #expect(backToZero.judge(path: path, of: model, searchLimit: 50) == .inconclusive(step: 1))
        #expect(backToZero.judge(path: path, of: model, searchLimit: 100_000) == .violated(step: 1))
    }
}
