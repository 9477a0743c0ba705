/// What a command line asks for, once parsed: the parser decides, the runner acts.
enum Invocation {
    /// Print the help of the path's last command.
    case help(CommandPath)
    /// Print `<tool> <version>`.
    case version(String)
    /// Call the handler with the parsed values.
    case run(CommandDescription.Handler, ParsedArguments)
    /// Report the error with the usage of the path's last command.
    case usageError(UsageError, CommandPath)
}
