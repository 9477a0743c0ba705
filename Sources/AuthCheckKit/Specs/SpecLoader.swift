import AuthModel
import AuthSystems
import Foundation
import ModelChecking

/// Reads spec files and refuses, with the file and the place, anything it does not understand:
/// an unknown key, a value of the wrong type, an unknown system or clause, a bound the world
/// cannot hold or the machine cannot store.
public enum SpecLoader {
    /// The spec format this version reads.
    public static let formatVersion = 1

    /// The world's counts a spec may set, with the largest value each can take (the world's
    /// fixed slots and token numbering bound them).
    static var counts: [(key: String, path: WritableKeyPath<WorldOptions, Int>, maximum: Int)] { [
        ("requests", \.requests, 8), ("crashes", \.crashes, 4), ("logins", \.logins, 4), ("logouts", \.logouts, 4),
        ("settingsChanges", \.settingsChanges, 4), ("pairs", \.pairs, 16), ("faults", \.faults, 4),
        ("writeFailures", \.writeFailures, 4), ("keychainLocks", \.keychainLocks, 4), ("outages", \.outages, 4),
        ("backgrounds", \.backgrounds, 4), ("inactivity", \.inactivity, 4), ("serverEvents", \.serverEvents, 4),
        ("deviceChanges", \.deviceChanges, 4), ("disturbances", \.disturbances, 8),
        ("deleteFailures", \.deleteFailures, 4), ("lostAnswers", \.lostAnswers, 4), ("reinstalls", \.reinstalls, 4),
        ("suspensions", \.suspensions, 4), ("biometricAdditions", \.biometricAdditions, 4),
        ("clockTicks", \.clockTicks, 4),
    ] }
    /// The counts that are off unless a spec sets them. A world writes them only when set, so a
    /// world without them reads, and records, as it did before they existed.
    static let offByDefault: Set<String> = ["deleteFailures", "lostAnswers", "reinstalls", "suspensions", "biometricAdditions", "clockTicks"]
    static var switches: [(key: String, path: WritableKeyPath<WorldOptions, Bool>)] { [
        ("promptFailures", \.promptFailures), ("loginMistakes", \.loginMistakes), ("secondAccount", \.secondAccount),
        ("signedOutRequests", \.signedOutRequests), ("signedOutLogouts", \.signedOutLogouts),
    ] }
    /// The switches that are off unless a spec sets them, written only when on.
    static let offByDefaultSwitches: Set<String> = ["signedOutRequests", "signedOutLogouts"]

    public static func load(_ path: String, registry: Registry = .bundled) throws(InputError) -> Spec {
        return try SpecReader(path: path, registry: registry).read(InputFile.json(at: path))
    }

    /// The one spec a command works on, with its system; nil after saying why on `errors`.
    static func loadOne(_ path: String, registry: Registry, errors: inout TextSink) -> (Spec, AuthSystem)? {
        do {
            let spec = try load(path, registry: registry)
            return (spec, registry.system(named: spec.system)!)
        } catch {
            print("Error: \(error)", to: &errors)
            return nil
        }
    }

    /// A world's options as a spec (and an inline trace world) writes them, every key in order.
    static func json(of options: WorldOptions) -> JSONValue {
        var members: [(String, JSONValue)] = counts.compactMap { count in
            let value = options[keyPath: count.path]
            return value == 0 && offByDefault.contains(count.key) ? nil : (count.key, .number(value))
        }
        members.append(("faultKinds", .array(options.faultKinds.map { .string($0.description) })))
        members += switches.compactMap { flag in
            let on = options[keyPath: flag.path]
            return !on && offByDefaultSwitches.contains(flag.key) ? nil : (flag.key, .bool(on))
        }
        return .object(members)
    }
}
