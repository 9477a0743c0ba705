/// A command of the command line, described as data: its name, its help, what it accepts and
/// what runs it.
///
/// A command either does something (it has arguments, options, flags and a handler) or groups
/// other commands (it has subcommands and a version). The two initializers keep the kinds
/// apart, so the parser never has to decide whether a word is a value or a subcommand.
public struct CommandDescription: Sendable {
    /// What runs a command once its command line has parsed: it gets the parsed values and the
    /// standard output and error streams, and says how the process should exit.
    public typealias Handler = @Sendable (
        _ arguments: ParsedArguments, _ output: inout TextSink, _ errors: inout TextSink
    ) -> ExitCode

    /// The word that selects the command, or the tool's name for the root.
    public let name: String
    /// One line: the help's OVERVIEW and the parent's SUBCOMMANDS entry.
    public let abstract: String
    /// Paragraphs the help shows after the abstract.
    public let discussion: String
    /// What `--version` prints after the tool's name; only a root's counts.
    public let version: String?
    public let arguments: [ArgumentDescription]
    public let options: [OptionDescription]
    public let flags: [FlagDescription]
    public let subcommands: [CommandDescription]
    /// Nil for a command that groups others: run alone it shows its help.
    let handler: Handler?

    /// A command that does something.
    public init(
        name: String, abstract: String, discussion: String = "",
        arguments: [ArgumentDescription] = [], options: [OptionDescription] = [],
        flags: [FlagDescription] = [], handler: @escaping Handler
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = nil
        self.arguments = arguments
        self.options = options
        self.flags = flags
        self.subcommands = []
        self.handler = handler
    }

    /// A command that groups others, such as the tool itself.
    public init(
        name: String, abstract: String, discussion: String = "", version: String? = nil,
        subcommands: [CommandDescription]
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.arguments = []
        self.options = []
        self.flags = []
        self.subcommands = subcommands
        self.handler = nil
    }

    func subcommand(named name: String) -> CommandDescription? {
        subcommands.first { $0.name == name }
    }

    func option(spelled spelling: String) -> OptionDescription? {
        options.first { $0.isSpelled(spelling) }
    }

    func flag(spelled spelling: String) -> FlagDescription? {
        flags.first { $0.isSpelled(spelling) }
    }
}
