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

    /// Whether `value` reads as this type.
    func accepts(_ value: String) -> Bool {
        switch self {
        case .string: true
        case .integer: Int(value) != nil
        case .choice(let words): words.contains(value)
        }
    }
}
