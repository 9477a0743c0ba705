@testable import AuthCheckKit
import Foundation
import Testing

/// A seeded fuzz suite through the whole command line, in-process: mutated specs, mutated
/// traces and random command lines. Every case must end with a documented exit code (exactly
/// 65 where the input is not JSON at all), never crash, and leave no file behind on an error
/// and no staging folder ever. The seed is fixed, so a failure names a case that reproduces.
@Suite struct FuzzTests {
    static let seed: UInt64 = 0xA17C_4ECC

    /// A spec whose exploration stops at a few states, whatever a mutation does to the rest.
    static let specs = [
        CheckCommandTests.leakySpec,
        """
        {"format": 1, "system": "reference", "world": {"requests": 1, "crashes": 0, "faults": 0},
         "limits": {"maxStates": 40}, "clauses": ["C1.3", "S1", "W-C1"]}
        """,
    ]

    /// Keeps exploration tiny: `limits.maxStates` is set to 40 in any spec that is still an object.
    static func bounded(_ text: String) -> String {
        guard case .object(var members)? = try? JSONParser.parse(text) else { return text }
        let limits = members.firstIndex { $0.0 == "limits" }
        switch limits.map({ members[$0].1 }) {
        case .object(var bounds)?:
            bounds.removeAll { $0.0 == "maxStates" }
            members[limits!].1 = .object(bounds + [("maxStates", .number(40))])
        case nil:
            members.append(("limits", .object([("maxStates", .number(40))])))
        default:
            return text
        }
        return JSONWriter.write(.object(members))
    }

    /// A run on an input that is still JSON ends with a verdict's code or 65; one on an input
    /// that is not JSON at all ends with 65 exactly.
    static func expectJudgedOrRefused(_ run: CommandLineRun, input text: String, _ place: String) {
        if (try? JSONParser.parse(text)) != nil {
            #expect([.success, .unexpectedVerdict, .inconclusive, .badInput].contains(run.exitCode), "\(place)\n\(run.errors)")
        } else {
            #expect(run.exitCode == .badInput, "\(place)")
        }
    }

    /// Every name in `folder` and below that a staging folder left.
    static func staging(in folder: String) -> [String] {
        OutputSetTests.listing(folder).filter { $0.contains(StagingFolders.prefix) }
    }

    @Test func mutatedSpecsAreRefusedOrCheckedAndWriteNothingWhenRefused() throws {
        let sandbox = Sandbox()
        var mutator = JSONMutator(random: SplitMix64(seed: Self.seed))
        for index in 0..<700 {
            let kind = JSONMutator.Kind.allCases[index % JSONMutator.Kind.allCases.count]
            let text = Self.bounded(mutator.mutate(mutator.random.pick(Self.specs), kind))
            let spec = sandbox.write("spec-\(index).json", text)
            let traces = "\(sandbox.path)/traces-\(index)"
            let run = CommandLineRun(["check", spec, "--traces", traces])
            let place = "case \(index) (\(kind)): \(text.prefix(300))"
            Self.expectJudgedOrRefused(run, input: text, place)
            if run.exitCode == .badInput {
                #expect(!FileManager.default.fileExists(atPath: traces), "\(place)")
                #expect(run.errors.hasPrefix("Error: \(spec): "), "\(place)\n\(run.errors)")
            }
            try? FileManager.default.removeItem(atPath: spec)
            try? FileManager.default.removeItem(atPath: traces)
        }
        #expect(Self.staging(in: sandbox.path) == [])
    }

    @Test func mutatedTracesAreRefusedOrReplayedAndWriteOutputOnlyWhenReplayed() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let bases = [try #require(sandbox.read("traces/leaky/C1.3.json")), try String(contentsOfFile: SpecialOutputTests.handWritten(sandbox), encoding: .utf8)]
        var mutator = JSONMutator(random: SplitMix64(seed: Self.seed ^ 1))
        for index in 0..<700 {
            let kind = JSONMutator.Kind.allCases[index % JSONMutator.Kind.allCases.count]
            let text = mutator.mutate(mutator.random.pick(bases), kind)
            // Beside the original, so a named spec is found as it was.
            let trace = sandbox.write("traces/leaky/fuzz-\(index).json", text)
            let output = "\(sandbox.path)/out-\(index).txt"
            let options = mutator.random.pick([[], ["--summary"], ["--format", "markdown"], ["--format", "itf"], ["--expect", "holds"]])
            let run = CommandLineRun(["replay", trace, "--output", output] + options)
            let place = "case \(index) (\(kind)) \(options): \(text.prefix(300))"
            Self.expectJudgedOrRefused(run, input: text, place)
            #expect(FileManager.default.fileExists(atPath: output) == (run.exitCode != .badInput), "\(place)")
            try? FileManager.default.removeItem(atPath: trace)
            try? FileManager.default.removeItem(atPath: output)
        }
        #expect(Self.staging(in: sandbox.path) == [])
    }

    @Test func randomCommandLinesEndWithADocumentedCodeAndWriteNothingOnAnError() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("leaky.json", CheckCommandTests.leakySpec)
        #expect(CheckRun([spec], traces: "\(sandbox.path)/traces").exitCode == .success)
        let trace = "\(sandbox.path)/traces/leaky/C1.3.json"
        var random = SplitMix64(seed: Self.seed ^ 2)
        // Not `conform`: it starts drivers, which a fuzzer should not pick at random.
        let commands = ["check", "audit", "replay", "simulate", "list", "explain", "help", "chek", ""]
        let flags = ["--render", "--format", "--expect", "--seed", "--runs", "--depth", "--summary", "--fail-on-findings",
                     "--help", "-h", "--version", "--bogus", "--traces", "--output", "--"]
        for index in 0..<600 {
            let out = "\(sandbox.path)/case-\(index)"
            let values = ["0", "1", "3", "-1", "x", "", "99999999999999999999", "text", "markdown", "json", "itf", "junit",
                          "mermaid,itf", "holds", "violated", "clauses", "systems", "events", "C1.3", "nope", "/dev/null",
                          spec, trace, "\(out)/traces", "\(out)/out.txt", "\(out)/missing/out.txt"]
            var words = [random.pick(commands)]
            for _ in 0..<random.below(6) { words.append(random.chance(50) ? random.pick(flags) : random.pick(values)) }
            // Files only in the scratch folder: a relative path would land in the current folder.
            for place in words.indices.dropLast() where ["--output", "--traces"].contains(words[place]) && !words[place + 1].hasPrefix("/") {
                words[place + 1] = "\(out)/\(words[place + 1])"
            }
            // Never the default spec list (every specs/*.json here, minutes of exploration), nor
            // the default traces folder.
            if ["check", "audit"].contains(words[0]) { words += [spec, "--traces", "\(out)/traces"] }
            if words[0] == "simulate" { words += [spec, "--runs", "3", "--depth", "8", "--traces", "\(out)/traces"] }
            let run = CommandLineRun(words)
            let place = "case \(index): \(words)"
            #expect([.success, .unexpectedVerdict, .inconclusive, .usage, .badInput, .modelError, .cannotWrite].contains(run.exitCode),
                    "\(place)\n\(run.errors)")
            if run.exitCode.rawValue >= ExitCode.usage.rawValue {
                #expect(OutputSetTests.listing(out).isEmpty, "\(place)")
                #expect(run.errors.hasPrefix("Error: "), "\(place)\n\(run.errors)")
            }
            try? FileManager.default.removeItem(atPath: out)
        }
        #expect(Self.staging(in: sandbox.path) == [])
    }
}
