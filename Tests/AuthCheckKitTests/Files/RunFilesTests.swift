@testable import AuthCheckKit
import Foundation
import Testing

/// The commands' files as a set: a failed write leaves none of the run's files, the report
/// still reaches standard output, and the error names the file and the reason.
@Suite struct RunFilesTests {
    @Test func aFolderWhereTheFifthFileGoesLeavesNoneOfTheSetAndTheReportStillComes() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let traces = "\(sandbox.path)/traces"
        try FileManager.default.createDirectory(atPath: "\(traces)/leaky/C1.3.itf.json", withIntermediateDirectories: true)
        sandbox.write("traces/leaky/C1.3.json", "the trace of an earlier run\n")
        let before = OutputSetTests.listing(sandbox.path)
        let run = CheckRun([spec], traces: traces, renderings: [.text, .markdown, .mermaid, .itf])
        #expect(run.exitCode == .cannotWrite)
        #expect(run.output.hasPrefix("leaky (\(spec))\n"))
        #expect(run.output.contains("3 of 3 verdicts as expected"))
        #expect(run.errors.hasSuffix(" MiB as maxMemoryMiB counts it\nError: cannot write \(traces)/leaky/C1.3.itf.json: is a folder\n"))
        #expect(OutputSetTests.listing(sandbox.path) == before)
        #expect(sandbox.read("traces/leaky/C1.3.json") == "the trace of an earlier run\n")
    }

    @Test(arguments: ["/dev/null", "blocked"])
    func aTracesFolderThatIsAFileNamesItInWords(_ folder: String) {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let traces = folder == "blocked" ? sandbox.write("blocked", "a file") : folder
        let run = CheckRun([spec], traces: traces)
        #expect(run.exitCode == .cannotWrite)
        #expect(run.errors.hasSuffix("Error: cannot write \(traces)/leaky/C1.3.json: \(traces) is not a folder\n"))
        #expect(OutputSetTests.listing(sandbox.path) == (folder == "blocked" ? ["blocked", "leaky.json"] : ["leaky.json"]))
    }

    @Test func anAuditWhoseMatrixCannotBeWrittenWritesNoTrace() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let run = AuditRun([spec], traces: "\(sandbox.path)/traces", outputPath: "\(sandbox.path)/missing/matrix.txt")
        #expect(run.exitCode == .cannotWrite)
        #expect(run.errors.hasSuffix(
            "Error: cannot write \(sandbox.path)/missing/matrix.txt: its folder \(sandbox.path)/missing does not exist\n"))
        #expect(OutputSetTests.listing(sandbox.path) == ["leaky.json"])
    }

    /// A matrix with nowhere to go stops the audit before it explores: the error is all it says
    /// (no spec's time line), with the reason the write would give, and nothing is written.
    @Test(arguments: SpecialOutputTests.placesThatCannotBeAFile)
    func anAuditWhoseMatrixHasNowhereToGoStopsBeforeExploring(_ place: (name: String, reason: String)) throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        sandbox.write("file", "a file")
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/folder", withIntermediateDirectories: true)
        let before = OutputSetTests.listing(sandbox.path)
        let run = AuditRun([spec], traces: "\(sandbox.path)/traces", outputPath: "\(sandbox.path)/\(place.name)")
        #expect(run.exitCode == .cannotWrite)
        #expect(run.errors == "Error: cannot write \(sandbox.path)/\(place.name): "
            + place.reason.replacingOccurrences(of: "SANDBOX", with: sandbox.path) + "\n")
        #expect(OutputSetTests.listing(sandbox.path) == before)
    }

    /// A bad spec is still a bad spec (65) when the matrix has nowhere to go either: the place
    /// is checked once every spec is read.
    @Test func aBadSpecComesBeforeAMatrixWithNowhereToGo() {
        let sandbox = Sandbox()
        let spec = sandbox.write("bad.json", "{")
        let run = AuditRun([spec], traces: "\(sandbox.path)/traces", outputPath: "\(sandbox.path)/missing/matrix.txt")
        #expect(run.exitCode == .badInput)
        #expect(run.errors.hasPrefix("Error: \(spec): "))
    }

    @Test func anAuditWritesItsMatrixAndTracesTogether() {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        let run = AuditRun([spec], traces: "\(sandbox.path)/traces", outputPath: "\(sandbox.path)/matrix.txt")
        #expect(run.exitCode == .success)
        #expect(run.output == "")
        #expect(OutputSetTests.listing(sandbox.path) == ["leaky.json", "matrix.txt", "traces", "traces/leaky", "traces/leaky/C1.3.json"])
        #expect(sandbox.read("matrix.txt")?.contains("VIOLATED") == true)
    }

    @Test func aReplayWhoseVerdictIsNotTheExpectedOneStillWritesItsOutput() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let run = ReplayRun(["\(sandbox.path)/traces/leaky/C1.3.json"], expect: "holds", outputPath: "\(sandbox.path)/out.txt")
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.errors == "Error: \(sandbox.path)/traces/leaky/C1.3.json: C1.3 violated, expected holds\n")
        let written = try #require(sandbox.read("out.txt"))
        #expect(written.hasSuffix("verdict: C1.3 violated at step 6\n"))
    }

    @Test func aReplayOfABrokenTraceWritesNoOutput() {
        let sandbox = Sandbox()
        let broken = sandbox.write("broken.json", "{")
        let run = ReplayRun([broken], outputPath: "\(sandbox.path)/out.txt")
        #expect(run.exitCode == .badInput)
        #expect(OutputSetTests.listing(sandbox.path) == ["broken.json"])
    }
}
