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

    /// This path extended by each name in turn while the name is a subcommand; the rest is
    /// ignored, as `help` ignores what it does not know.
    func following(_ names: some Sequence<String>) -> CommandPath {
        var path = self
        for name in names {
            guard let subcommand = path.command.subcommand(named: name) else { break }
            path.append(subcommand)
        }
        return path
    }
}
