/// The `authcheck` tool: its version, its command tree and its entry point, as functions of the
/// systems and clauses it knows.
///
/// Adding a subcommand is adding a `CommandDescription` with a handler to `root`'s
/// subcommands; parsing, help, errors and exit codes come with it.
public enum AuthCheckCommand {
    /// What `authcheck --version` prints after the name.
    public static let version = "0.9.30"

    /// The tool's command tree, every subcommand resolving names through `registry`. A team's
    /// tool (`registry.toolName` other than `authcheck`) gives its version as authcheck's:
    /// `myapp-authcheck (authcheck 0.9.30)`.
    public static func root(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: registry.toolName,
            abstract: "A deterministic model checker for mobile authentication.",
            version: registry.toolName == "authcheck" ? version : "(authcheck \(version))",
            subcommands: [
                CheckCommand.description(registry), AuditCommand.description(registry),
                ReplayCommand.description(registry), SimulateCommand.description(registry),
                ConformCommand.description(registry), ListCommand.description(registry), ExplainCommand.description(registry),
                ConflictsCommand.description(registry),
            ])
    }

    /// Runs `authcheck` with `arguments` (the command line without the program's path),
    /// writing to `output` and `errors`, and returns how the process should exit.
    public static func run(
        _ arguments: [String], registry: Registry = .bundled,
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ExitCode {
        CommandRunner.run(root(registry), arguments: arguments, output: &output, errors: &errors)
    }
}
