/// A positional argument of a command, such as `<spec>`.
///
/// Positional values are given to a command's arguments in order; a repeating argument takes
/// every value left, so only the last argument should repeat.
public struct ArgumentDescription: Sendable {
    /// The key in `ParsedArguments` and the name shown as `<name>`.
    public let name: String
    /// One line for the help's ARGUMENTS section.
    public let help: String
    /// What each value must look like.
    public let type: ArgumentValueType
    /// Whether the command runs without it.
    public let isOptional: Bool
    /// Whether it takes every remaining value rather than one.
    public let isRepeating: Bool

    public init(
        name: String, help: String, type: ArgumentValueType = .string,
        isOptional: Bool = false, isRepeating: Bool = false
    ) {
        self.name = name
        self.help = help
        self.type = type
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }

    /// `<name>`: how help and errors name one value.
    var label: String { "<\(name)>" }

    /// `<name> ...`: the argument as a required part of the usage line.
    var requiredSynopsis: String { isRepeating ? "\(label) ..." : label }

    /// The argument as it appears in the usage line: `<name>`, `[<name>]`, `[<name> ...]`.
    var synopsis: String { isOptional ? "[\(requiredSynopsis)]" : requiredSynopsis }
}
