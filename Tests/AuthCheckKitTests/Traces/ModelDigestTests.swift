@testable import AuthCheckKit
import AuthModel
import AuthSystems
import Testing

/// The model digest is a walk through the system's behaviour sample: worked out for the trace of
/// a violation, and not at all for a run with no violation, which writes no trace.
@Suite struct ModelDigestTests {
    @Test func aRunWithNoViolationNeedsNoDigest() {
        let clauses = ClauseCatalogue.all.prefix(2)
        let outcomes = [
            ClauseOutcome(clause: clauses[clauses.startIndex], verdict: .holds),
            ClauseOutcome(clause: clauses[clauses.startIndex + 1], verdict: .unwitnessed),
        ]
        #expect(ModelDigest.forTraces(of: outcomes, in: LeakyDesign.system) == "")
        #expect(ModelDigest.forTraces(of: [], in: LeakyDesign.system) == "")
    }

    @Test func aViolationsTraceGetsTheSystemsDigest() throws {
        let sandbox = Sandbox()
        let path = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let spec = try SpecLoader.load(path, registry: .withLeaky)
        let report = try SpecExploration(workers: 1, progress: nil).run([(spec, LeakyDesign.system)])[0][0].report.get()
        #expect(report.outcomes.contains { $0.verdict.name == "violated" })
        #expect(ModelDigest.forTraces(of: report.outcomes, in: LeakyDesign.system) == ModelDigest.of(LeakyDesign.system))
    }
}
