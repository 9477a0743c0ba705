@testable import AuthCheckKit
import Foundation
import Testing

/// A spec without `maxMemoryMiB` is bounded by the machine's memory, and by the process's
/// address-space limit when it has one, so a world too large to explore ends `inconclusive
/// (memory)` with its report instead of being killed with nothing printed.
@Suite struct MemoryBoundTests {
    /// A world of the reference design with every count near its largest: millions of states.
    static let explodingSpec = """
        {"format": 1, "system": "reference",
         "world": {"requests": 8, "crashes": 4, "logins": 4, "logouts": 4, "settingsChanges": 4, "faults": 4,
                   "outages": 4, "backgrounds": 4},
         "clauses": ["C1.3"]}
        """
    /// The address-space limit the checker runs under, in KiB: room for the runtime and a few
    /// mebibytes of states.
    static let addressSpaceKiB = 160_000

    @Test func aSpecWithoutAMemoryBoundGetsTheMachinesDefault() throws {
        let sandbox = Sandbox()
        let spec = try SpecLoader.load(sandbox.write("spec.json", Self.explodingSpec))
        #expect(spec.limits.maxMemoryBytes == MemoryCeiling.defaultBytes)
        #expect(MemoryCeiling.defaultBytes > 0)
        #expect(MemoryCeiling.defaultBytes <= MemoryCeiling.physicalBytes / MemoryCeiling.countedShare)
        let bounded = try SpecLoader.load(sandbox.write(
            "bounded.json", Self.explodingSpec.replacingOccurrences(of: #""clauses""#, with: #""limits": {"maxMemoryMiB": 64}, "clauses""#)))
        #expect(bounded.limits.maxMemoryBytes == 64 * 1_048_576)
        #expect(bounded.limits.baselineBytes == 20 * 1_048_576, "the bound is the process's: the program's part counts")
    }

    @Test func aMemoryBoundThatLeavesNothingForStatesIsRefused() throws {
        let sandbox = Sandbox()
        let path = sandbox.write("tiny.json", Self.explodingSpec.replacingOccurrences(
            of: #""clauses""#, with: #""limits": {"maxMemoryMiB": 20}, "clauses""#))
        #expect(throws: InputError.self) { try SpecLoader.load(path) }
        do {
            _ = try SpecLoader.load(path)
        } catch {
            #expect("\(error)" == "\(path): limits.maxMemoryMiB: 20 MiB leaves nothing for states: the program itself takes 20 MiB")
        }
    }

    @Test(.enabled(if: BuiltTool.path != nil, "authcheck is not built beside the tests: run 'swift build' first"))
    func anExplodingSpecUnderAnAddressSpaceLimitEndsInconclusiveNotKilled() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("exploding.json", Self.explodingSpec)
        let run = try BuiltTool.run(["check", "--traces", "\(sandbox.path)/traces", spec], addressSpaceKiB: Self.addressSpaceKiB)
        #expect(run.reason == .exit, "killed by signal \(run.status): \(run.errors.suffix(2000))")
        #expect(run.status == ExitCode.inconclusive.rawValue)
        #expect(run.output.hasPrefix("reference (\(spec))\n"))
        #expect(run.output.contains(", stopped at memory "))
        #expect(run.output.contains("\n  C1.3      inconclusive  (memory "))
        #expect(run.output.hasSuffix("  0 of 1 verdicts as expected, 1 inconclusive\n"))
    }

    @Test(.enabled(if: BuiltTool.path != nil, "authcheck is not built beside the tests: run 'swift build' first"))
    func aMemoryBoundTheAddressSpaceLimitCannotHoldIsRefused() throws {
        let sandbox = Sandbox()
        let spec = sandbox.write("greedy.json", Self.explodingSpec.replacingOccurrences(
            of: #""clauses""#, with: #""limits": {"maxMemoryMiB": 128}, "clauses""#))
        let run = try BuiltTool.run(["check", spec], addressSpaceKiB: Self.addressSpaceKiB)
        #expect(run.reason == .exit)
        #expect(run.status == ExitCode.badInput.rawValue)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix(
            "Error: \(spec): limits.maxMemoryMiB: 128 MiB is more than this process's address-space limit (ulimit -v) leaves room for: "))
    }
}
