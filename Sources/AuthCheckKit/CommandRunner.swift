/// Runs a command line against a tree of commands: shows help or the version, reports a usage
/// error, or calls the selected command's handler.
///
/// Everything goes to the streams it is given and nothing exits the process, so tests run
/// command lines in-process and compare the exact text.
public enum CommandRunner {
    /// - Parameters:
    ///   - root: the tool's command; its name starts every usage line.
    ///   - arguments: the command line without the program's path.
    ///   - output: help, the version and whatever the handler prints there.
    ///   - errors: usage errors and whatever the handler prints there.
    /// - Returns: `.success` after help or the version, `.usage` after a usage error, else the
    ///   handler's code.
    public static func run(
        _ root: CommandDescription, arguments: [String],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ExitCode {
        switch CommandLineParser(root: root).parse(arguments) {
        case .help(let path):
            print(HelpFormatter.help(for: path), to: &output)
            return .success
        case .version(let text):
            print(text, to: &output)
            return .success
        case .usageError(let error, let path):
            errors.write(HelpFormatter.errorReport(error, for: path))
            return .usage
        case .run(let handler, let arguments):
            // The handler outlives no call, so sinks that write to the caller's streams may
            // capture them for the call's duration.
            return withoutActuallyEscaping({ (text: String) in output.write(text) }) { writeOutput in
                withoutActuallyEscaping({ (text: String) in errors.write(text) }) { writeError in
                    var outputSink = TextSink(writeOutput)
                    var errorSink = TextSink(writeError)
                    return handler(arguments, &outputSink, &errorSink)
                }
            }
        }
    }
}
