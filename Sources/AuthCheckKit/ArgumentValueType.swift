/// What an option's or argument's value must look like.
///
/// The parser checks values before any handler runs, so a handler can read them with
/// `ParsedArguments.integer(_:)` and never meet a malformed one.
public enum ArgumentValueType: Sendable {
    /// Any text.
    case string
    /// A whole number in decimal, as `Int` reads it.
    case integer
    /// A whole number in decimal no smaller than this (`0` for a seed, `1` for a count of runs).
    case integerFrom(Int)
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
        case .integerFrom(let minimum): return Int(value).map { $0 >= minimum } == true ? nil : value
        case .choice(let words): return words.contains(value) ? nil : value
        case .choices(let words):
            let given = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if given.contains("") { return value }
            return given.first { !words.contains($0) }
        }
    }

    /// What a value must be, for an error to say after the value it rejects: `a whole number`,
    /// `one of text, json`.
    var expectation: String {
        switch self {
        case .string: "any text"
        case .integer: "a whole number"
        case .integerFrom(0): "a non-negative whole number"
        case .integerFrom(1): "a positive whole number"
        case .integerFrom(let minimum): "a whole number of at least \(minimum)"
        case .choice(let words): "one of \(words.joined(separator: ", "))"
        case .choices(let words): "one or more of \(words.joined(separator: ", ")), separated by commas"
        }
    }

    /// The word the user probably meant by a rejected one, for a type of words.
    func suggestion(for rejected: String) -> String? {
        switch self {
        case .string, .integer, .integerFrom: nil
        case .choice(let words), .choices(let words): Suggestion.closest(to: rejected, among: words)
        }
    }

    /// Whether `word`, which looks like an option (`-1`), is a value of this type: a negative
    /// number given to an integer option, as swift-argument-parser reads `--seed -1`.
    func takesDashedWord(_ word: String) -> Bool {
        switch self {
        case .integer, .integerFrom: Int(word) != nil
        case .string, .choice, .choices: false
        }
    }
}
