@testable import AuthCheckKit
import AuthModel
import Foundation
import Testing

/// Most specs under `specs/deep/` run for minutes, so the tests explore none of them (CI checks the
/// verdicts of the four that take a minute or less, with the release build); they must all still
/// read as specs of a bundled system, so that a change to the spec format or to a system's name
/// cannot leave them broken until someone runs one.
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
        #expect(Registry.bundled.system(named: spec.system) != nil)
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

    /// The worlds of the deep specs at the fidelity and speed issues' wide bounds: at least three
    /// requests, two crashes and three faults, of every kind.
    static func wideWorlds() throws -> [(name: String, options: WorldOptions)] {
        try paths.flatMap { path -> [(name: String, options: WorldOptions)] in
            let spec = try SpecLoader.load("\(CommittedTracesTests.root)/\(path)")
            // The reference's worlds only: the bounds are the reference's to meet.
            guard spec.system == "reference" else { return [] }
            return spec.worlds.compactMap { world in
                let options = world.options
                let wide = options.requests >= 3 && options.crashes >= 2 && options.faults >= 3
                    && Fault.allCases.allSatisfy(options.faultKinds.contains)
                return wide ? ("\(path) \(world.name)", options) : nil
            }
        }
    }

    /// The events the fidelity issue added to the world, each an option a count above 0 turns on.
    static var fidelityEvents: [(name: String, count: KeyPath<WorldOptions, Int>)] { [
        ("lostAnswers", \.lostAnswers), ("deleteFailures", \.deleteFailures), ("suspensions", \.suspensions),
        ("reinstalls", \.reinstalls), ("biometricAdditions", \.biometricAdditions), ("clockTicks", \.clockTicks),
    ] }

    /// The fidelity issue asks the reference to meet every clause at the wide bounds plus each new
    /// event. Every event in one world does not fit (`reference-widest.json` is a probe that does
    /// not finish), so each is on in some world at those bounds: a deep spec losing one names it.
    @Test func everyFidelityEventIsOnInSomeWorldAtTheWideBounds() throws {
        let wide = try Self.wideWorlds()
        let finishing = wide.filter { !$0.name.hasPrefix("specs/deep/reference-widest.json") }
        let missing = Self.fidelityEvents.filter { event in !finishing.contains { $0.options[keyPath: event.count] > 0 } }
        #expect(missing.map(\.name) == [])
        #expect(finishing.map(\.name).contains("specs/deep/reference-wide-events.json wide-reinstall"))
        // Without the spec that adds them, three are missing.
        let withoutEvents = finishing.filter { !$0.name.hasPrefix("specs/deep/reference-wide-events.json") }
        let missingThen = Self.fidelityEvents.filter { event in !withoutEvents.contains { $0.options[keyPath: event.count] > 0 } }
        #expect(missingThen.map(\.name) == ["suspensions", "reinstalls", "biometricAdditions"])
    }

    /// "Three faults and two crashes" means in one run: a world whose disturbances cap is below
    /// their sum never has them together. Some finishing wide world must have room for both,
    /// with and without the fidelity events that are faults of their own.
    @Test func aWideWorldHasRoomForEveryCrashAndFaultInOneRun() throws {
        let wide = try Self.wideWorlds().filter { !$0.name.hasPrefix("specs/deep/reference-widest.json") }
        let roomy = wide.filter { $0.options.disturbances >= $0.options.crashes + $0.options.faults }
        #expect(roomy.map(\.name) == [
            "specs/deep/reference-three-of-a-kind.json three-answer-faults",
            "specs/deep/reference-two-kinds.json three-faults-three-failed-writes",
            "specs/deep/reference-two-kinds.json three-faults-three-locked-keychains",
            "specs/deep/reference-two-kinds.json three-faults-three-failed-deletes",
            "specs/deep/reference-two-kinds.json three-faults-three-lost-answers",
            "specs/deep/reference-wide-disturbed.json wide-disturbed", "specs/deep/reference-wide-disturbed.json wide-five-faults",
        ])
        #expect(roomy.contains { $0.options.deleteFailures > 0 && $0.options.lostAnswers > 0 && $0.options.keychainLocks > 0 })
        // And one where an access token may expire as well, so that the three requests can get a
        // 401 together (0.9.6; five disturbances: the expiry takes the place of a crash or a fault).
        #expect(roomy.contains { $0.options.serverEvents > 0 })
        // The wide worlds before 0.9.5 capped disturbances at three.
        let roomier = [
            "specs/deep/reference-wide-disturbed.json", "specs/deep/reference-three-of-a-kind.json",
            "specs/deep/reference-two-kinds.json",
        ]
        #expect(wide.filter { world in !roomier.contains { world.name.hasPrefix($0) } }.allSatisfy { $0.options.disturbances <= 3 })
    }

    /// The storage faults, each a count of its own: "three faults of every kind" for them is three
    /// of that kind in a run.
    static var storageFaults: [(name: String, count: KeyPath<WorldOptions, Int>)] { [
        ("writeFailures", \.writeFailures), ("keychainLocks", \.keychainLocks), ("deleteFailures", \.deleteFailures),
        ("lostAnswers", \.lostAnswers),
    ] }

    /// The kinds of storage fault no deep world has three of in one run, beside three requests
    /// and two crashes, in the order of `storageFaults`.
    static func storageFaultsShort(of paths: [String]) throws -> [String] {
        let worlds = try paths.filter { $0 != "specs/deep/reference-widest.json" }.flatMap { path -> [WorldOptions] in
            let spec = try SpecLoader.load("\(CommittedTracesTests.root)/\(path)")
            return spec.system == "reference" ? spec.worlds.map(\.options) : []
        }
        return storageFaults.filter { fault in
            !worlds.contains { options in
                options[keyPath: fault.count] >= 3 && options.requests >= 3 && options.crashes >= 2
                    && options.disturbances >= options[keyPath: fault.count] + options.crashes
            }
        }.map(\.name)
    }

    /// Each kind of storage fault three times in one run, with both crashes and three requests:
    /// `reference-three-of-a-kind.json` has a world for each, and since 0.9.8
    /// `reference-two-kinds.json` has one for each beside three answer faults; without both,
    /// every kind falls short (the other deep specs allow one of each).
    @Test func everyStorageFaultHappensThreeTimesInSomeRun() throws {
        #expect(try Self.storageFaultsShort(of: Self.paths) == [])
        let without = Self.paths.filter { $0 != "specs/deep/reference-three-of-a-kind.json" }
        #expect(try Self.storageFaultsShort(of: without) == [])
        let withoutTwoKinds = Self.paths.filter { $0 != "specs/deep/reference-two-kinds.json" }
        #expect(try Self.storageFaultsShort(of: withoutTwoKinds) == [])
        let withoutEither = without.filter { $0 != "specs/deep/reference-two-kinds.json" }
        #expect(try Self.storageFaultsShort(of: withoutEither) == Self.storageFaults.map(\.name))
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
