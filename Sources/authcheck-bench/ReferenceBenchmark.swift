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

    static func options(_ arguments: [String]) -> WorldOptions? {
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
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            if let count = counts.first(where: { $0.0 == parts[0] }) {
                options[keyPath: count.1] = value
            } else if let flag = flags.first(where: { $0.0 == parts[0] }) {
                options[keyPath: flag.1] = value != 0
            } else {
                return nil
            }
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
