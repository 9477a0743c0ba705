@testable import AuthCheckKit
import Foundation
import Testing

/// `replay --summary`: one line per trace and a total, for CI logs, with the exit code replay
/// gives without it.
@Suite struct ReplaySummaryTests {
    @Test func aLinePerTraceAndATotal() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let violation = "\(sandbox.path)/traces/leaky/C1.3.json"
        let bare = SpecialOutputTests.handWritten(sandbox)
        let run = CommandLineRun(["replay", "--summary", violation, bare])
        #expect(run.exitCode == .success)
        #expect(run.output == """
            \(violation): C1.3 violated, expected violated, 6 steps
            \(bare): no property to judge, 1 step
            2 traces replayed: 1 as expected, 0 not, 1 with no verdict to check

            """)
        #expect(run.errors == "")
    }

    @Test func aVerdictNotAsExpectedIsMarkedAndExitsOne() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let violation = "\(sandbox.path)/traces/leaky/C1.3.json"
        let run = CommandLineRun(["replay", "--summary", "--expect", "holds", violation])
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.output == """
            \(violation): C1.3 violated, expected holds, 6 steps   [NOT AS EXPECTED]
            1 trace replayed: 0 as expected, 1 not

            """)
        #expect(run.errors == "Error: \(violation): C1.3 violated, expected holds\n")
    }

    @Test func aTraceWithNoPropertySaysSoPlainly() {
        let sandbox = Sandbox()
        let run = ReplayRun([SpecialOutputTests.handWritten(sandbox)])
        #expect(run.exitCode == .success)
        #expect(run.output.hasSuffix("\n\nno verdict: the trace names no property to judge\n"))
        #expect(!run.output.contains("verdict: none"))
    }
}

/// A whole command line run in-process through `AuthCheckCommand.run`, on the bundled systems
/// and `LeakyDesign`.
struct CommandLineRun {
    let exitCode: ExitCode
    let output: String
    let errors: String

    init(_ arguments: [String]) {
        var output = ""
        var errors = ""
        exitCode = AuthCheckCommand.run(arguments, registry: .withLeaky, output: &output, errors: &errors)
        self.output = output
        self.errors = errors
    }
}
