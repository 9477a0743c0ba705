@testable import AuthCheckKit

/// One `conform` run in-process against the leaky design, its driver the Python script of
/// `LeakyDriverScript` in `mode`, in a sandbox of its own (spec, script, written traces).
struct ConformRun {
    static let spec = """
        {
          "format": 1,
          "system": "leaky",
          "world": { "requests": 0, "crashes": 0, "logins": 1, "logouts": 0, "settingsChanges": 0, "faults": 0,
                     "writeFailures": 0, "keychainLocks": 0, "outages": 0, "backgrounds": 0, "inactivity": 0,
                     "serverEvents": 0, "deviceChanges": 0, "disturbances": 0, "loginMistakes": false,
                     "secondAccount": false, "promptFailures": false },
          "clauses": ["C1.3", "W-C1"]
        }
        """

    let sandbox = Sandbox()
    let exitCode: ExitCode
    let output: String
    let errors: String

    /// Runs `conform` with `--driver` set to `driver`, where `{script}` stands for the script's
    /// path and `{sandbox}` for the sandbox's.
    init(driver: String, timeout: Double = 5) {
        let folder = sandbox.path
        let specPath = sandbox.write("leaky.json", Self.spec)
        let script = sandbox.write("leaky_driver.py", LeakyDriverScript.text)
        let command = driver.replacingOccurrences(of: "{script}", with: script).replacingOccurrences(of: "{sandbox}", with: folder)
        let run = CheckRun { output, errors in
            ConformCommand.run(
                specPath: specPath, driver: command, tracesDirectory: "\(folder)/traces", outDirectory: "\(folder)/out", walks: 2, depth: 8, seed: 1, timeout: timeout, registry: .withLeaky,
                output: &output, errors: &errors)
        }
        exitCode = run.exitCode
        output = run.output
        errors = run.errors
    }

    /// `python3 SCRIPT MODE`.
    init(mode: String, timeout: Double = 5) {
        self.init(driver: "python3 {script} \(mode)", timeout: timeout)
    }

    /// The report after its first line (which names the sandbox's spec path).
    var lines: [String] {
        Array((output + errors).split(separator: "\n").map(String.init).dropFirst())
    }
}
