import AuthModel
import AuthSystems
import ModelChecking

/// Explores the reference design's world with every clause off, under `key=value` options that
/// set `WorldOptions` (see `usage`).
enum ReferenceBenchmark {
    static let usage = """
        authcheck-bench reference [key=value ...]
          keys: requests crashes logins logouts settings pairs faults (numbers);
                writeFailures keychainLocks connectivity lifecycle serverEvents biometricEvents
                loginMistakes secondAccount (0 or 1)
        """

    static func options(_ arguments: [String]) -> WorldOptions? {
        var options = WorldOptions()
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            switch parts[0] {
            case "requests": options.requests = value
            case "crashes": options.crashes = value
            case "logins": options.logins = value
            case "logouts": options.logouts = value
            case "settings": options.settingsChanges = value
            case "pairs": options.pairs = value
            case "faults": options.faults = value
            case "writeFailures": options.writeFailures = value != 0
            case "keychainLocks": options.keychainLocks = value != 0
            case "connectivity": options.connectivity = value != 0
            case "lifecycle": options.lifecycle = value != 0
            case "serverEvents": options.serverEvents = value != 0
            case "biometricEvents": options.biometricEvents = value != 0
            case "loginMistakes": options.loginMistakes = value != 0
            case "secondAccount": options.secondAccount = value != 0
            default: return nil
            }
        }
        return options
    }

    static func run(_ options: WorldOptions) throws -> CheckResult<AuthWorld<ReferenceDesign>> {
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        return try Checker(model: world, properties: [], progress: ProgressMeter()).run()
    }
}
