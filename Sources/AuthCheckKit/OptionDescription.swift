/// An option that takes a value, such as `--seed <n>` or `-s <n>`.
///
/// Options are never required: one the user leaves out takes its default, or is absent from
/// `ParsedArguments`. Given more than once, a repeating option keeps every value and any other
/// keeps the last.
public struct OptionDescription: Sendable {
    /// The long name without its dashes; also the key in `ParsedArguments`.
    public let name: String
    /// The one-letter name used as `-x`, if any.
    public let shortName: Character?
    /// One line for the help's OPTIONS section.
    public let help: String
    /// The placeholder shown as `<valueName>` in help, usage and errors.
    public let valueName: String
    /// What the value must look like.
    public let type: ArgumentValueType
    /// The value used when the option is left out; shown in help as `(default: …)`.
    public let defaultValue: String?
    /// Whether every occurrence is kept rather than the last.
    public let isRepeating: Bool

    /// - Parameter valueName: the placeholder for the value; the option's name when nil.
    public init(
        name: String, shortName: Character? = nil, help: String, valueName: String? = nil,
        type: ArgumentValueType = .string, defaultValue: String? = nil, isRepeating: Bool = false
    ) {
        precondition(defaultValue.map(type.accepts) ?? true,
                     "the default of --\(name) does not read as its type")
        self.name = name
        self.shortName = shortName
        self.help = help
        self.valueName = valueName ?? name
        self.type = type
        self.defaultValue = defaultValue
        self.isRepeating = isRepeating
    }

    /// `--name`.
    var longSpelling: String { "--\(name)" }

    /// Whether the user's `--name` or `-n` means this option.
    func isSpelled(_ spelling: String) -> Bool {
        spelling == longSpelling || shortName.map { "-\($0)" } == spelling
    }

    /// `-n, --name <value>`: how the help's OPTIONS section names it.
    var helpLabel: String {
        let names = [shortName.map { "-\($0)" }, longSpelling].compactMap { $0 }
        return "\(names.joined(separator: ", ")) <\(valueName)>"
    }

    /// The help text with its default, as the OPTIONS section shows it.
    var helpWithDefault: String {
        guard let defaultValue, !defaultValue.isEmpty else { return help }
        return [help, "(default: \(defaultValue))"].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `[--name <value>]`, or `[--name <value> ...]` when it repeats.
    var synopsis: String {
        "[\(longSpelling) <\(valueName)>\(isRepeating ? " ..." : "")]"
    }
}
