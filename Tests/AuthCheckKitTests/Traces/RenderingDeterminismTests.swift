@testable import AuthCheckKit
import Testing

/// Every rendering is a function of the trace alone: the same trace, rendered twice or
/// replayed and rendered anew, gives the same bytes.
@Suite struct RenderingDeterminismTests {
    @Test(arguments: TraceFormat.allCases)
    func theSameTraceRendersTheSameBytes(format: TraceFormat) {
        for trace in SampleTraces.all {
            #expect(trace.rendered(as: format) == trace.rendered(as: format))
        }
        let anew = SampleTraces.replayed(system: "leaky", world: WorldsSpecTests.loginWorld, events: SampleTraces.leakyEvents)
        #expect(anew.rendered(as: format) == SampleTraces.leaky.rendered(as: format))
    }
}
