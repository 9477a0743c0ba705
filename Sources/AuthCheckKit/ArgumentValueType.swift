/// What an option's or argument's value must look like.
///
/// The parser checks values before any handler runs, so a handler can read them with
/// `ParsedArguments.integer(_:)` and never meet a malformed one.
public enum ArgumentValueType: Sendable {
    /// Any text.
    case string
    /// A whole number in decimal, as `Int` reads it.
    case integer
    /// One of these words; the help text should list them.
    case choice([String])
    /// Some of these words, separated by commas (`markdown,itf`); the help text should list them.
    case choices([String])

    /// Whether `value` reads as this type.
    func accepts(_ value: String) -> Bool {
        rejected(value) == nil
    }

    /// What of `value` does not read as this type, for the error to quote: the whole value, or
    /// for a list the first word that is not one of its words (the whole list when a word is
    /// empty). Nil when it reads.
    func rejected(_ value: String) -> String? {
        switch self {
        case .string: return nil
        case .integer: return Int(value) == nil ? value : nil
        case .choice(let words): return words.contains(value) ? nil : value
        case .choices(let words):
            let given = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if given.contains("") { return value }
            return given.first { !words.contains($0) }
        }
    }
}
