/// Why an input file (a spec or a trace) cannot be used, naming the file and the place in it.
public struct InputError: Error, Equatable, CustomStringConvertible {
    public let path: String
    /// Where: `line L, column C (byte N)` for a syntax error, `step N` for a trace's step, else the JSON path of the value (`world.requests`).
    public let place: String
    public let message: String

    /// Escaped whole (`String.escapedForTerminal`): whatever of the user's input it quotes, no
    /// control character reaches the terminal; values in `message` are shortened where it is made.
    public var description: String { "\(path): \(place): \(message)".escapedForTerminal }

    /// A file that is not JSON, at the line and column an editor shows and the byte a tool seeks.
    static func syntax(_ error: JSONSyntaxError, in path: String) -> InputError {
        InputError(path: path, place: "line \(error.line), column \(error.column) (byte \(error.offset))",
                   message: error.message)
    }
}
