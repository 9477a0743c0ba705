@testable import AuthCheckKit
import AuthSystems
import Foundation
import Testing

/// Every trace kept under `traces/`, counterexamples and hand-written scenarios alike, replays
/// on its system with the verdict it records and the observation it records at every step: a
/// change to a model that loses a finding, or changes what a scenario ends in, fails here.
@Suite struct CommittedTracesTests {
    /// The package's root, where `traces/` and the `specs/` that traces name live.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Every `.json` under `traces/`, by path relative to the root, sorted.
    static var all: [String] {
        let directory = "\(root)/traces"
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".itf.json") }.sorted().map { "traces/\($0)" }
    }

    @Test(arguments: all)
    func replaysWithTheVerdictItRecords(_ path: String) throws {
        // Traces name their spec relative to the root, as `check` ran there.
        #expect(FileManager.default.currentDirectoryPath == Self.root, "run the tests from the package root")
        let trace = try ReplayedTrace(TraceReader.load(path, registry: .bundled))
        #expect(trace.verdictName == trace.file.verdict)
    }

    @Test func everyViolationTheSpecsExpectHasItsTrace() throws {
        for spec in SpecFiles.paths([]) {
            let loaded = try SpecLoader.load(spec)
            for (id, verdict) in loaded.expected where verdict == "violated" {
                #expect(Self.all.contains("traces/\(loaded.system)/\(id).json"), "\(spec) expects \(id) violated")
            }
        }
    }
}
