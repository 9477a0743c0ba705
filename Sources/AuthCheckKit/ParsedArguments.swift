/// The values of one command line, by the names of the command's arguments, options and flags.
///
/// Defaults are already filled in and every value already reads as its declared type, so the
/// typed lookups fail only for a name the command does not declare or a value left out.
public struct ParsedArguments: Sendable, Equatable {
    private let values: [String: [String]]
    private let flags: Set<String>

    init(values: [String: [String]], flags: Set<String>) {
        self.values = values
        self.flags = flags
    }

    /// The value of an option or argument: the last one given, else the default, else nil.
    public func string(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeating option or argument, in command-line order.
    public func strings(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The value of an `.integer` option or argument.
    public func integer(_ name: String) -> Int? {
        string(name).flatMap { Int($0) }
    }

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }
}
