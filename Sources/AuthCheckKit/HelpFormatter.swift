/// Lays out help, usage lines and error reports as swift-argument-parser does.
///
/// The width is fixed at swift-argument-parser's default of 80 columns rather than read from
/// the terminal, so the text is the same in a terminal, a pipe and a test.
enum HelpFormatter {
    static let screenWidth = 80
    /// Where an entry's label starts.
    static let indent = 2
    /// Where an entry's help text starts.
    static let helpColumn = 26
    /// Beyond this many options and arguments, the usage line shows `[<options>]` instead.
    static let maximumUsageElements = 12

    /// The full help of the path's last command. The runner prints it with `print`, whose
    /// newline ends the text as swift-argument-parser's does.
    static func help(for path: CommandPath) -> String {
        let command = path.command
        var overview = command.abstract
        if !command.discussion.isEmpty {
            overview += (overview.isEmpty ? "" : "\n") + "\n" + command.discussion
        }
        var text = overview.isEmpty
            ? ""
            : ("OVERVIEW: " + overview).wrappedLines(width: screenWidth).joined(separator: "\n") + "\n\n"
        text += "USAGE: \(usage(for: path))\n\n"
        text += [
            section("ARGUMENTS", command.arguments.map { HelpEntry(label: $0.label, text: $0.help) }),
            section("OPTIONS", optionEntries(for: path)),
            section("SUBCOMMANDS", command.subcommands.map { HelpEntry(label: $0.name, text: $0.abstract) }),
        ].compactMap { $0 }.joined(separator: "\n")
        if !command.subcommands.isEmpty {
            var names = path.commands.map(\.name)
            names.insert("help", at: 1)
            text += "\n  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
        }
        return text
    }

    /// `authcheck check [--seed <n>] <spec>`: the path's last command and what it accepts.
    /// The built-in `--help` and `--version` are left out, as swift-argument-parser leaves them.
    static func usage(for path: CommandPath) -> String {
        let command = path.command
        let elements = command.options.map(\.synopsis) + command.flags.map(\.synopsis)
            + command.arguments.map(\.synopsis)
        var usage = path.invocation
        if elements.count > maximumUsageElements {
            // Options are never required: keep the arguments only.
            let arguments = command.arguments.map(\.synopsis)
            usage += arguments.isEmpty || arguments.count > maximumUsageElements
                ? " <options>"
                : " [<options>] " + arguments.joined(separator: " ")
        } else if !elements.isEmpty {
            usage += " " + elements.joined(separator: " ")
        }
        if !command.subcommands.isEmpty {
            usage += " <subcommand>"
        }
        return usage
    }

    /// The error, the help line of what it concerns, the usage and where to read more.
    static func errorReport(_ error: UsageError, for path: CommandPath) -> String {
        var report = "Error: \(error.message)\n"
        if let help = error.help {
            report += "Help:  \(help)\n"
        }
        report += "Usage: \(usage(for: path))\n"
        report += "  See '\(path.invocation) --help' for more information.\n"
        return report
    }

    /// The command's options and flags, then the built-in `--version` (when the root has a
    /// version) and `-h, --help`.
    private static func optionEntries(for path: CommandPath) -> [HelpEntry] {
        let command = path.command
        var entries = command.options.map { HelpEntry(label: $0.helpLabel, text: $0.helpWithDefault) }
        entries += command.flags.map { HelpEntry(label: $0.helpLabel, text: $0.help) }
        if path.root.version != nil {
            entries.append(HelpEntry(label: "--version", text: "Show the version."))
        }
        entries.append(HelpEntry(label: "-h, --help", text: "Show help information."))
        return entries
    }

    /// `TITLE:` and its entries, or nil when there are none.
    private static func section(_ title: String, _ entries: [HelpEntry]) -> String? {
        entries.isEmpty ? nil : "\(title):\n" + entries.map(\.rendered).joined()
    }
}
