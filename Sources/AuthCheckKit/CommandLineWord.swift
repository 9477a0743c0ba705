/// One word of a command line, read as swift-argument-parser reads it.
enum CommandLineWord: Equatable {
    /// `--`: every word after it is a value, even one that starts with a dash.
    case terminator
    /// `--name`, `-n`, or `--name=value` with the value attached.
    case option(spelling: String, attachedValue: String?)
    /// Anything else, including a lone `-` (by convention, standard input).
    case value(String)

    init(_ word: String) {
        if word == "--" {
            self = .terminator
        } else if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            self = .option(spelling: String(word[..<equals]),
                           attachedValue: String(word[word.index(after: equals)...]))
        } else if word.hasPrefix("-"), word.count > 1 {
            self = .option(spelling: word, attachedValue: nil)
        } else {
            self = .value(word)
        }
    }
}
