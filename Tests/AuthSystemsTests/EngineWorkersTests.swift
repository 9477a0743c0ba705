import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// A design's world explored by one engine worker and by several gives the same report: every
/// clause's verdict and trace and the counts, though each worker judges with a `ClauseJudge` of
/// its own that drops the clauses it has decided.
@Suite struct EngineWorkersTests {
    /// Everything a report says, as text.
    static func everything(_ report: SystemReport) -> String {
        var text = "\(report.statistics) \(report.stoppedBy.map(String.init(describing:)) ?? "-")"
        for outcome in report.outcomes {
            text += "\n\(outcome.clause.id) \(outcome.verdict.name)"
            if let trace = outcome.verdict.trace { text += " " + trace.steps.map { "\($0.event)" }.joined(separator: " ") }
        }
        return text
    }

    @Test(arguments: ["reference", "keychain-rotation"])
    func oneAndSeveralWorkersGiveTheSameReport(_ name: String) throws {
        let system = try #require(AuthSystems.system(named: name))
        var options = WorldOptions()
        options.requests = 1
        options.secondAccount = false
        var texts: [String] = []
        for workers in [1, 2, 3] {
            let report = try system.check(SystemRun(
                options: options, clauses: ClauseCatalogue.all, bounds: Bounds(maxStates: 8_000), workers: workers))
            texts.append(Self.everything(report))
        }
        #expect(texts[1] == texts[0])
        #expect(texts[2] == texts[0])
        #expect(texts[0].contains(" violated ") || texts[0].contains(" witnessed "))
    }
}
