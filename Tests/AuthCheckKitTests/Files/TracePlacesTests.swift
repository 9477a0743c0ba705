@testable import AuthCheckKit
import Foundation
import Testing

/// Where a spec's traces land, and how a trace names its spec: inside the system's folder
/// whatever the spec's name, and never by an absolute path.
@Suite struct TracePlacesTests {
    @Test(arguments: [
        ("leaky.json", "traces/leaky/C1.3.json"),
        (".json", "traces/leaky/spec/C1.3.json"),
        ("..json", "traces/leaky/spec./C1.3.json"),
        ("...json", "traces/leaky/spec../C1.3.json"),
        ("deeper.json", "traces/leaky/deeper/C1.3.json"),
    ])
    func aSpecsTracesLandInItsSystemsFolderWhateverItsName(_ spec: (name: String, trace: String)) {
        let sandbox = Sandbox()
        let path = sandbox.write(spec.name, CheckCommandTests.leakySpec)
        let run = CheckRun([path], traces: "\(sandbox.path)/traces")
        #expect(run.exitCode == .success)
        #expect(OutputSetTests.listing("\(sandbox.path)/traces").map { "traces/\($0)" }.last == spec.trace)
    }

    @Test func aSpecUnderSpecsIsRecordedFromTheProjectRoot() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/specs/deep", withIntermediateDirectories: true)
        let spec = sandbox.write("specs/deep/leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/elsewhere/t").exitCode == .success)
        let trace = try #require(sandbox.read("elsewhere/t/leaky/C1.3.json"))
        #expect(trace.contains(#""spec": "specs/deep/leaky.json","#))
        // Found from the trace's folder up, wherever the replay runs from.
        let replay = ReplayRun(["\(sandbox.path)/elsewhere/t/leaky/C1.3.json"])
        #expect(replay.exitCode == .success)
    }

    @Test func aSpecUnderNoSpecsFolderIsRecordedFromTheTracesFolder() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let trace = try #require(sandbox.read("traces/leaky/C1.3.json"))
        #expect(trace.contains(#""spec": "../../leaky.json","#))
        #expect(!trace.contains(sandbox.path))
        #expect(ReplayRun(["\(sandbox.path)/traces/leaky/C1.3.json"]).exitCode == .success)
    }

    @Test func aMissingSpecNamesEveryPlaceLooked() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        try FileManager.default.removeItem(atPath: spec)
        let trace = "\(sandbox.path)/traces/leaky/C1.3.json"
        let places = SpecLocation.candidates("../../leaky.json", forTraceAt: trace)
        #expect(places.first == spec)
        let run = ReplayRun([trace])
        #expect(run.exitCode == .badInput)
        #expect(run.errors == """
            Error: \(trace): spec: ../../leaky.json is not found; looked for it at \(places.joined(separator: ", ")): \
            keep the trace where it was written, relative to its spec, or put the spec at one of these places

            """)
    }

    /// A project's path (`specs/…`) not found says to run from the project's folder: a trace
    /// copied out of the project finds its spec from there.
    @Test func aMissingProjectSpecSaysWhereToRunFrom() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/specs", withIntermediateDirectories: true)
        let spec = sandbox.write("specs/leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("copied-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        try FileManager.default.copyItem(atPath: "\(sandbox.path)/traces/leaky/C1.3.json", toPath: elsewhere)
        let run = ReplayRun([elsewhere])
        #expect(run.exitCode == .badInput)
        #expect(run.errors.hasPrefix("Error: \(elsewhere): spec: specs/leaky.json is not found; looked for it at "))
        #expect(run.errors.hasSuffix("""
            : run from the folder specs/leaky.json is relative to (the project's), or keep the trace in a folder under it

            """))
    }

    @Test func theCandidatesGoFromTheTracesFolderUpThenTheCurrentFolder() {
        #expect(SpecLocation.candidates("specs/x.json", forTraceAt: "/a/traces/s/C.json") == [
            "/a/traces/s/specs/x.json", "/a/traces/specs/x.json", "/a/specs/x.json", "/specs/x.json", "specs/x.json",
        ])
        #expect(SpecLocation.candidates("/old/specs/x.json", forTraceAt: "/a/t/C.json") == ["/old/specs/x.json"])
    }
}
