import AuthCheckKit

/// Everything one command line produced, run in-process: its exit code and the whole text of
/// each stream, so a test compares all three at once.
struct CommandLineOutcome: Equatable {
    let exitCode: ExitCode
    let output: String
    let errors: String

    init(exitCode: ExitCode, output: String = "", errors: String = "") {
        self.exitCode = exitCode
        self.output = output
        self.errors = errors
    }

    /// Runs `arguments` (without the program's path) against `root`.
    static func running(_ arguments: [String], on root: CommandDescription = AuthCheckCommand.root(.bundled))
        -> CommandLineOutcome
    {
        var output = ""
        var errors = ""
        let exitCode = CommandRunner.run(root, arguments: arguments, output: &output, errors: &errors)
        return CommandLineOutcome(exitCode: exitCode, output: output, errors: errors)
    }

    /// Help or the version: `text` on standard output, exit 0.
    static func printed(_ text: String) -> CommandLineOutcome {
        CommandLineOutcome(exitCode: .success, output: text)
    }

    /// A usage error: `report` on standard error, exit 64.
    static func usageError(_ report: String) -> CommandLineOutcome {
        CommandLineOutcome(exitCode: .usage, errors: report)
    }
}
