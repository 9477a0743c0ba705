/// Something wrong with a command line, worded as swift-argument-parser words it.
///
/// Each case names what the user typed (`spelling` is `--seed` or `-s`, as given), so the
/// message can quote it back, escaped and shortened (`String.echoed`), with what was expected.
enum UsageError: Error {
    case unknownOption(spelling: String, suggestion: String?)
    case unknownSubcommand(String, known: [String])
    case missingValue(OptionDescription, spelling: String)
    case invalidOptionValue(String, OptionDescription, spelling: String)
    case invalidArgumentValue(String, ArgumentDescription)
    case valueForFlag(String, spelling: String)
    case missingArgument(ArgumentDescription)
    case unexpectedArguments([String])
    /// `--version` given with something else, which it would silently ignore.
    case argumentsWithVersion([String])

    /// The text after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let spelling, let suggestion?):
            "Unknown option '\(spelling.echoed)'. Did you mean '\(suggestion)'?"
        case .unknownOption(let spelling, nil):
            "Unknown option '\(spelling.echoed)'"
        case .unknownSubcommand(let name, let known):
            if let suggestion = Suggestion.closest(to: name, among: known) {
                "Unknown subcommand '\(name.echoed)'. Did you mean '\(suggestion)'?"
            } else {
                "Unknown subcommand '\(name.echoed)'; expected one of \(known.joined(separator: ", "))"
            }
        case .missingValue(let option, let spelling):
            "Missing value for '\(spelling) <\(option.valueName)>'; expected \(option.type.expectation)"
        case .invalidOptionValue(let value, let option, let spelling):
            "The value '\(value.echoed)' is invalid for '\(spelling) <\(option.valueName)>'; "
                + Self.expected(option.type, rejecting: value)
        case .invalidArgumentValue(let value, let argument):
            "The value '\(value.echoed)' is invalid for '\(argument.label)'; " + Self.expected(argument.type, rejecting: value)
        case .valueForFlag(let value, let spelling):
            "The option '\(spelling)' does not take any value, but '\(value.echoed)' was specified."
        case .missingArgument(let argument):
            "Missing expected argument '\(argument.requiredSynopsis)'"
        case .unexpectedArguments(let values) where values.count == 1:
            "Unexpected argument '\(values[0].echoed)'"
        case .unexpectedArguments(let values):
            "\(values.count) unexpected arguments: \(Self.quoted(values))"
        case .argumentsWithVersion(let values):
            "'--version' takes nothing else, but \(Self.quoted(values)) was given"
        }
    }

    /// The text after `Help:  `: the help line of the option or argument at fault, for the
    /// errors that are about one.
    var help: String? {
        switch self {
        case .missingValue(let option, let spelling),
             .invalidOptionValue(_, let option, let spelling):
            option.help.isEmpty ? nil : "\(spelling) <\(option.valueName)>  \(option.help)"
        case .invalidArgumentValue(_, let argument), .missingArgument(let argument):
            argument.help.isEmpty ? nil : "\(argument.label)  \(argument.help)"
        case .unknownOption, .unknownSubcommand, .valueForFlag, .unexpectedArguments, .argumentsWithVersion:
            nil
        }
    }

    /// `expected a whole number`, and for a mistyped word the one it is closest to.
    private static func expected(_ type: ArgumentValueType, rejecting value: String) -> String {
        "expected \(type.expectation)" + (type.suggestion(for: value).map { ". Did you mean '\($0)'?" } ?? "")
    }

    /// `'a', 'b'`, each value echoed; at most a few of a long list.
    private static func quoted(_ values: [String]) -> String {
        let shown = values.prefix(5).map { "'\($0.echoed)'" }.joined(separator: ", ")
        return values.count > 5 ? shown + ", …" : shown
    }
}
