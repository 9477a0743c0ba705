@testable import AuthCheckKit
import Foundation
import Testing

/// The specs under `specs/deep/` run for minutes, so neither the tests nor CI explore them; they
/// must still read as specs, so that a change to the spec format or to a system's name cannot
/// leave them broken until someone runs one.
@Suite struct DeepSpecsTests {
    static var paths: [String] {
        let directory = "\(CommittedTracesTests.root)/specs/deep"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "specs/deep/\($0)" }
    }

    @Test func thereAreDeepSpecs() {
        #expect(Self.paths.contains("specs/deep/reference-wide.json"))
    }

    @Test(arguments: paths)
    func readsAsASpecOfABundledSystem(_ path: String) throws {
        let spec = try SpecLoader.load("\(CommittedTracesTests.root)/\(path)")
        #expect(spec.system == "reference")
        #expect(!spec.worlds.isEmpty)
    }
}
