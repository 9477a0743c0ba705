import ClassicModels
import ModelChecking
import Testing

/// TLC's published counts for TLA+'s TwoPhase, exactly.
@Suite struct TwoPhaseTests {
    @Test(arguments: [(1, 12), (2, 56), (3, 288), (4, 1568), (5, 8832), (6, 50816), (7, 296_448)])
    func distinctStatesMatchTLC(resourceManagers: Int, distinct: Int) throws {
        let model = TwoPhase(resourceManagers: resourceManagers)
        let result = try Checker(model: model, properties: [model.consistent]).run()
        #expect(result.statistics.distinct == distinct)
        #expect(result.verdict(of: "TCConsistent")?.name == "holds")
    }

    @Test func threeResourceManagersMatchTLCExactly() throws {
        let model = TwoPhase(resourceManagers: 3)
        let result = try Checker(model: model, properties: [model.consistent, model.canCommit]).run()
        #expect(result.statistics == Statistics(generated: 1146, distinct: 288, depth: 11))
        // Shortest commit, first in action order: each RM prepares and the TM hears it, the TM
        // commits, each RM hears that.
        let trace = try #require(result.verdict(of: "Commits")?.trace)
        #expect(trace.actions == [
            .rmPrepare(0), .tmReceivePrepared(0), .rmPrepare(1), .tmReceivePrepared(1),
            .rmPrepare(2), .tmReceivePrepared(2),
            .tmCommit, .rmReceiveCommit(0), .rmReceiveCommit(1), .rmReceiveCommit(2),
        ])
    }

    @Test func aBrokenInvariantIsFound() throws {
        // "Some RM is still working" fails once every RM has left `working`: three steps at least.
        let model = TwoPhase(resourceManagers: 3)
        let someoneWorks = Property<TwoPhase>.always("Working", "some RM is working") { state in
            (0..<3).contains { state.rm($0) == .working }
        }
        let result = try Checker(model: model, properties: [someoneWorks]).run()
        #expect(result.verdict(of: "Working")?.trace?.actions == [.rmPrepare(0), .rmPrepare(1), .rmPrepare(2)])
    }
}
