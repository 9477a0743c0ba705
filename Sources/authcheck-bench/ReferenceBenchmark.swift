import AuthModel
import AuthSystems
import ModelChecking

/// Explores the reference design's world with every clause off, under `key=value` options that
/// set `WorldOptions` (see `usage`).
enum ReferenceBenchmark {
    static let usage = """
        authcheck-bench reference [--fingerprints] [key=value ...]
          keys (counts; 0 turns a class off): requests crashes logins logouts settings pairs
                faults writeFailures keychainLocks deleteFailures lostAnswers reinstalls outages
                backgrounds suspensions inactivity serverEvents clockTicks deviceChanges
                biometricAdditions disturbances; (0 or 1): promptFailures loginMistakes secondAccount
        """

    /// The options `arguments` set; a `BenchUsageError` naming the first argument that is not
    /// `key=value` with a known key and a whole number.
    static func options(_ arguments: [String]) throws(BenchUsageError) -> WorldOptions {
        var options = WorldOptions()
        let counts: [(String, WritableKeyPath<WorldOptions, Int>)] = [
            ("requests", \.requests), ("crashes", \.crashes), ("logins", \.logins), ("logouts", \.logouts),
            ("settings", \.settingsChanges), ("pairs", \.pairs), ("faults", \.faults),
            ("writeFailures", \.writeFailures), ("keychainLocks", \.keychainLocks),
            ("deleteFailures", \.deleteFailures), ("lostAnswers", \.lostAnswers), ("reinstalls", \.reinstalls),
            ("outages", \.outages), ("backgrounds", \.backgrounds), ("suspensions", \.suspensions),
            ("inactivity", \.inactivity), ("serverEvents", \.serverEvents), ("clockTicks", \.clockTicks),
            ("deviceChanges", \.deviceChanges), ("biometricAdditions", \.biometricAdditions),
            ("disturbances", \.disturbances),
        ]
        let flags: [(String, WritableKeyPath<WorldOptions, Bool>)] = [
            ("promptFailures", \.promptFailures), ("loginMistakes", \.loginMistakes), ("secondAccount", \.secondAccount),
        ]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { throw BenchUsageError(message: "'\(argument)' is not key=value") }
            let count = counts.first { $0.0 == parts[0] }, flag = flags.first { $0.0 == parts[0] }
            guard count != nil || flag != nil else { throw BenchUsageError(message: "unknown key '\(parts[0])'") }
            guard let value = Int(parts[1]), value >= 0 else {
                throw BenchUsageError(message: "'\(argument)': the value must be a whole number, 0 or more")
            }
            if let count { options[keyPath: count.1] = value }
            if let flag { options[keyPath: flag.1] = value != 0 }
        }
        return options
    }

    static func run(_ options: WorldOptions, fingerprints: Bool = false) throws -> CheckResult<AuthWorld<ReferenceDesign>> {
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        var checker = Checker(model: world, properties: [], progress: ProgressMeter())
        checker.storesFingerprints = fingerprints
        return try checker.run()
    }
}
