/// Something wrong with a command line, worded as swift-argument-parser words it.
///
/// Each case names what the user typed (`spelling` is `--seed` or `-s`, as given), so the
/// message can quote it back.
enum UsageError: Error {
    case unknownOption(spelling: String, suggestion: String?)
    case missingValue(OptionDescription, spelling: String)
    case invalidOptionValue(String, OptionDescription, spelling: String)
    case invalidArgumentValue(String, ArgumentDescription)
    case valueForFlag(String, spelling: String)
    case missingArgument(ArgumentDescription)
    case unexpectedArguments([String])

    /// The text after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let spelling, let suggestion?):
            "Unknown option '\(spelling)'. Did you mean '\(suggestion)'?"
        case .unknownOption(let spelling, nil):
            "Unknown option '\(spelling)'"
        case .missingValue(let option, let spelling):
            "Missing value for '\(spelling) <\(option.valueName)>'"
        case .invalidOptionValue(let value, let option, let spelling):
            "The value '\(value)' is invalid for '\(spelling) <\(option.valueName)>'"
        case .invalidArgumentValue(let value, let argument):
            "The value '\(value)' is invalid for '\(argument.label)'"
        case .valueForFlag(let value, let spelling):
            "The option '\(spelling)' does not take any value, but '\(value)' was specified."
        case .missingArgument(let argument):
            "Missing expected argument '\(argument.requiredSynopsis)'"
        case .unexpectedArguments(let values) where values.count == 1:
            "Unexpected argument '\(values[0])'"
        case .unexpectedArguments(let values):
            "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
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
        case .unknownOption, .valueForFlag, .unexpectedArguments:
            nil
        }
    }
}
