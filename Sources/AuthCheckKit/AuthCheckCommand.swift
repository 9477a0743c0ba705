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

    /// The usage line of `subcommand` and the hint to its help, as the command-line parser writes
    /// them after a usage error: for a command's own usage errors, which the parser cannot see
    /// (an option's value that names nothing, two options that cannot go together).
    static func usageLines(of subcommand: String, _ registry: Registry) -> String {
        usageLine(of: subcommand, registry) + "\n  See '\(registry.toolName) \(subcommand) --help' for more information.\n"
    }

    /// `Usage: authcheck conform [--driver <driver>] … <spec>`: the first of `usageLines`.
    static func usageLine(of subcommand: String, _ registry: Registry) -> String {
        var path = CommandPath(root: root(registry))
        guard let command = path.root.subcommands.first(where: { $0.name == subcommand }) else {
            preconditionFailure("no subcommand '\(subcommand)'")
        }
        path.append(command)
        return "Usage: \(HelpFormatter.usage(for: path))"
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
