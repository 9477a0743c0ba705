/// The `authcheck` tool: its version, its command tree and its entry point.
///
/// Adding a subcommand is adding a `CommandDescription` with a handler to `root`'s
/// subcommands; parsing, help, errors and exit codes come with it.
public enum AuthCheckCommand {
    /// What `authcheck --version` prints after the name.
    public static let version = "0.1.0"

    /// The tool's command tree.
    public static let root = CommandDescription(
        name: "authcheck",
        abstract: "A deterministic model checker for mobile authentication.",
        version: version,
        subcommands: [
            CheckCommand.description, AuditCommand.description, ReplayCommand.description, SimulateCommand.description,
            ListCommand.description, ExplainCommand.description,
        ])

    /// Runs `authcheck` with `arguments` (the command line without the program's path),
    /// writing to `output` and `errors`, and returns how the process should exit.
    public static func run(
        _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ExitCode {
        CommandRunner.run(root, arguments: arguments, output: &output, errors: &errors)
    }
}
