/// Reads one command's own arguments, options and flags from the words after its name.
///
/// Options and flags may come anywhere before `--`, in any order; positional values fill the
/// command's arguments in order. The first malformed word, reading left to right, is the one
/// reported; then extra values; then a missing argument.
struct ArgumentsParser {
    let command: CommandDescription

    func parse(_ words: ArraySlice<String>) throws(UsageError) -> ParsedArguments {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var remaining = words
        while let word = remaining.popFirst() {
            switch CommandLineWord(word) {
            case .terminator:
                positionals += remaining
                remaining = []
            case .value(let value):
                positionals.append(value)
            case .option(let spelling, let attachedValue):
                if let option = command.option(spelled: spelling) {
                    let value = try takeValue(for: option, spelling: spelling,
                                              attachedValue: attachedValue, from: &remaining)
                    values[option.name] = option.isRepeating ? (values[option.name] ?? []) + [value] : [value]
                } else if let flag = command.flag(spelled: spelling) {
                    if let attachedValue { throw .valueForFlag(attachedValue, spelling: spelling) }
                    flags.insert(flag.name)
                } else {
                    throw .unknownOption(spelling: spelling, suggestion: suggestion(for: spelling))
                }
            }
        }
        try assign(positionals, into: &values)
        for option in command.options where values[option.name] == nil {
            values[option.name] = option.defaultValue.map { [$0] }
        }
        return ParsedArguments(values: values, flags: flags)
    }

    /// The option's value: attached with `=`, else the next word unless that is an option or
    /// `--` (as swift-argument-parser does, so `--seed --verbose` is a missing value); a
    /// negative number is a value of an integer option, so `--seed -1` is a value out of range.
    private func takeValue(
        for option: OptionDescription, spelling: String, attachedValue: String?,
        from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        let value: String
        if let attachedValue {
            value = attachedValue
        } else if let next = remaining.first, case .value(let word) = CommandLineWord(next) {
            remaining.removeFirst()
            value = word
        } else if let next = remaining.first, option.type.takesDashedWord(next) {
            remaining.removeFirst()
            value = next
        } else {
            throw .missingValue(option, spelling: spelling)
        }
        if let rejected = option.type.rejected(value) {
            throw .invalidOptionValue(rejected, option, spelling: spelling)
        }
        return value
    }

    /// Gives positional values to the command's arguments in order.
    private func assign(_ positionals: [String], into values: inout [String: [String]]) throws(UsageError) {
        var remaining = positionals[...]
        var firstMissing: ArgumentDescription?
        for argument in command.arguments {
            let taken = argument.isRepeating ? remaining : remaining.prefix(1)
            remaining = remaining.dropFirst(taken.count)
            if let invalid = taken.first(where: { !argument.type.accepts($0) }) {
                throw .invalidArgumentValue(invalid, argument)
            }
            if taken.isEmpty {
                if !argument.isOptional, firstMissing == nil { firstMissing = argument }
            } else {
                values[argument.name] = Array(taken)
            }
        }
        if !remaining.isEmpty { throw .unexpectedArguments(Array(remaining)) }
        if let firstMissing { throw .missingArgument(firstMissing) }
    }

    /// The command's closest long name to a mistyped one, when it is close enough to be a
    /// likely typo.
    private func suggestion(for spelling: String) -> String? {
        guard spelling.hasPrefix("--") else { return nil }
        return Suggestion.closest(to: spelling, among: command.options.map(\.longSpelling) + command.flags.map(\.longSpelling))
    }
}
