/// The commands a command line selected, from the root to the one that runs: `authcheck`,
/// then `authcheck check`.
///
/// Help and errors need the whole path, not just the last command: the usage line starts with
/// every name on it, and the root's version shows in every command's help.
struct CommandPath {
    private(set) var commands: [CommandDescription]

    init(root: CommandDescription) {
        commands = [root]
    }

    var root: CommandDescription { commands[0] }
    var command: CommandDescription { commands[commands.count - 1] }
    var isRoot: Bool { commands.count == 1 }

    /// `authcheck check`: what the user types to reach the command.
    var invocation: String {
        commands.map(\.name).joined(separator: " ")
    }

    mutating func append(_ subcommand: CommandDescription) {
        commands.append(subcommand)
    }
}
