/// Reads a whole command line against a tree of commands, in swift-argument-parser's order:
/// the words that name subcommands, then `--help` or `-h` anywhere before `--`, then
/// `--version`, then the selected command's own arguments.
///
/// Help and the version win over any error, so `authcheck check --bogus --help` shows help;
/// `--version` with anything it would ignore (`authcheck --version x`) is an error. The root
/// also answers `help [SUBCOMMAND ...]`, which shows the help of the command the names lead to;
/// a name that leads nowhere is an error, as an unknown subcommand is, with the closest name.
struct CommandLineParser {
    let root: CommandDescription

    func parse(_ words: [String]) -> Invocation {
        let optionWords = words.prefix { $0 != "--" }.map(CommandLineWord.init)
        let wantsHelp = optionWords.contains { isBuiltIn($0, "-h", "--help") }
        let wantsVersion = optionWords.contains { isBuiltIn($0, "--version") }

        var path = CommandPath(root: root)
        var rest = words[...]
        var unknownSubcommand: UsageError?
        selecting: while path.command.handler == nil, let next = rest.first {
            let word = CommandLineWord(next)
            switch word {
            case .option where isBuiltIn(word, "-h", "--help", "--version"):
                rest.removeFirst()
            case .value("help") where path.isRoot:
                return helpTopic(path, rest.dropFirst().compactMap(Self.value))
            case .value(let name):
                guard let subcommand = path.command.subcommand(named: name) else {
                    unknownSubcommand = .unknownSubcommand(name, known: path.command.subcommands.map(\.name))
                    break selecting
                }
                path.append(subcommand)
                rest.removeFirst()
            case .option, .terminator:
                break selecting
            }
        }

        if wantsHelp {
            return .help(path)
        }
        if wantsVersion, root.version != nil {
            let others = rest.filter { !isBuiltIn(CommandLineWord($0), "--version") }
            guard others.isEmpty else { return .usageError(.argumentsWithVersion(others), path) }
            return .version("\(root.name) \(root.version ?? "")")
        }
        if let unknownSubcommand {
            return .usageError(unknownSubcommand, path)
        }
        do throws(UsageError) {
            let arguments = try ArgumentsParser(command: path.command).parse(rest)
            guard let handler = path.command.handler else { return .help(path) }
            return .run(handler, arguments)
        } catch {
            return .usageError(error, path)
        }
    }

    /// `help NAME ...`: the help of the command the names lead to, or an error for the first name
    /// that is not a subcommand of the command before it.
    private func helpTopic(_ path: CommandPath, _ names: [String]) -> Invocation {
        var path = path
        for (index, name) in names.enumerated() {
            guard let subcommand = path.command.subcommand(named: name) else {
                return .usageError(
                    path.command.subcommands.isEmpty
                        ? .unexpectedArguments(Array(names[index...]))
                        : .unknownSubcommand(name, known: path.command.subcommands.map(\.name)),
                    path)
            }
            path.append(subcommand)
        }
        return .help(path)
    }

    /// Whether `word` is one of the built-in options: `--version` counts only when the root has
    /// a version, and is otherwise an unknown option like any other.
    private func isBuiltIn(_ word: CommandLineWord, _ spellings: String...) -> Bool {
        guard case .option(let spelling, _) = word, spellings.contains(spelling) else { return false }
        return spelling != "--version" || root.version != nil
    }

    private static func value(_ word: String) -> String? {
        guard case .value(let value) = CommandLineWord(word) else { return nil }
        return value
    }
}
