/// Integer options a command takes only from some minimum up. The parser checks that a value
/// is an integer; the range is checked here, with the same usage error (exit 64).
enum OptionMinimums {
    /// Writes the usage error for the first option of `minimums` given below its minimum and
    /// returns true; returns false when every one given is in range.
    static func reject(
        _ minimums: [(name: String, minimum: Int)], command: String, arguments: ParsedArguments, registry: Registry,
        errors: inout TextSink
    ) -> Bool {
        let path = CommandPath(root: AuthCheckCommand.root(registry)).following([command])
        for (name, minimum) in minimums {
            guard let value = arguments.integer(name), value < minimum else { continue }
            let option = path.command.options.first { $0.name == name }!
            errors.write(HelpFormatter.errorReport(
                .invalidOptionValue(arguments.string(name)!, option, spelling: option.longSpelling), for: path))
            return true
        }
        return false
    }
}
