@testable import AuthCheckKit
import AuthModel
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

    /// The options a world switches on (a count above 0, a flag set, each kind of fault), by
    /// field name: read by reflection, so an option added to `WorldOptions` is covered without
    /// touching this test, and one of a type it cannot read fails it.
    static func switchedOn(_ options: WorldOptions) -> [String] {
        Mirror(reflecting: options).children.flatMap { child -> [String] in
            let label = child.label ?? "?"
            switch child.value {
            case let count as Int: return count > 0 ? [label] : []
            case let flag as Bool: return flag ? [label] : []
            case let kinds as [Fault]: return kinds.map { "\(label).\($0)" }
            default:
                Issue.record("WorldOptions.\(label) is of a type this test does not read")
                return []
            }
        }
    }

    /// The options some world of `wider` switches on that no world of `deeper` does, in the
    /// order `wider`'s worlds name them. Across all worlds at once: an option may move from one
    /// world to another, as long as some world has it.
    static func eventsMissing(from deeper: [WorldOptions], switchedOnIn wider: [WorldOptions]) -> [String] {
        let deep = deeper.flatMap(switchedOn)
        var missing: [String] = []
        for name in wider.flatMap(switchedOn) where !deep.contains(name) && !missing.contains(name) { missing.append(name) }
        return missing
    }

    /// `reference-deep.json` is the deeper audit of the reference, meant to find every witness
    /// `reference.json` finds: no test runs it, so a class of event `reference.json` switches on
    /// and it does not would leave a witness unfound unnoticed, as the device's clock was from
    /// 0.8.0 to 0.9.2 (W-E-clock unwitnessed in its fidelity world).
    @Test func theDeepReferenceSwitchesOnEveryEventTheDefaultSpecDoes() throws {
        let deep = try SpecLoader.load("\(CommittedTracesTests.root)/specs/deep/reference-deep.json")
        let plain = try SpecLoader.load("\(CommittedTracesTests.root)/specs/reference.json")
        #expect(Self.eventsMissing(from: deep.worlds.map(\.options), switchedOnIn: plain.worlds.map(\.options)) == [])
        // Before 0.9.2 its fidelity world had no clock: the check names it.
        let withoutClock = deep.worlds.map { world in
            var options = world.options
            options.clockTicks = 0
            return options
        }
        #expect(Self.eventsMissing(from: withoutClock, switchedOnIn: plain.worlds.map(\.options)) == ["clockTicks"])
    }
}
