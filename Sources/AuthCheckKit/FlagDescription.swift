/// An option that takes no value, such as `--verbose`: present or not.
public struct FlagDescription: Sendable {
    /// The long name without its dashes; also the key in `ParsedArguments`.
    public let name: String
    /// The one-letter name used as `-x`, if any.
    public let shortName: Character?
    /// One line for the help's OPTIONS section.
    public let help: String

    public init(name: String, shortName: Character? = nil, help: String) {
        self.name = name
        self.shortName = shortName
        self.help = help
    }

    /// `--name`.
    var longSpelling: String { "--\(name)" }

    /// Whether the user's `--name` or `-n` means this flag.
    func isSpelled(_ spelling: String) -> Bool {
        spelling == longSpelling || shortName.map { "-\($0)" } == spelling
    }

    /// `-n, --name`: how the help's OPTIONS section names it.
    var helpLabel: String {
        [shortName.map { "-\($0)" }, longSpelling].compactMap { $0 }.joined(separator: ", ")
    }

    /// `[--name]`: flags are never required.
    var synopsis: String { "[\(longSpelling)]" }
}
