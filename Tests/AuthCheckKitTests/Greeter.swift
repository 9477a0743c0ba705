import AuthCheckKit

/// A command tree for tests only, using every kind of argument, option and flag, so the tests
/// exercise what the real subcommands will use before any exists.
enum Greeter {
    static let root = CommandDescription(
        name: "greeter",
        abstract: "Greets people.",
        discussion: "Every greeting goes to standard output, one line per greeting, in the order "
            + "the names were given.",
        version: "9.9.9",
        subcommands: [greet, wave])

    /// Prints every value it parsed, so a test sees exactly what reached the handler; greeting
    /// "nobody" fails, so a test sees the handler's code and error stream come through.
    static let greet = CommandDescription(
        name: "greet",
        abstract: "Greet someone, or several people.",
        arguments: [
            ArgumentDescription(name: "name", help: "Who to greet."),
            ArgumentDescription(name: "others", help: "More people to greet.", isOptional: true, isRepeating: true),
        ],
        options: [
            OptionDescription(name: "times", shortName: "t", help: "How many times to greet.",
                              valueName: "n", type: .integer, defaultValue: "1"),
            OptionDescription(name: "punctuation",
                              help: "The mark that ends each greeting; any text will do, though a single "
                                  + "character reads best.",
                              defaultValue: "!"),
            OptionDescription(name: "postscript", help: "A line to print after the greetings; repeat it for more lines.",
                              valueName: "text", isRepeating: true),
        ],
        flags: [FlagDescription(name: "loud", shortName: "l", help: "Shout.")],
        handler: { arguments, output, errors in
            guard arguments.string("name") != "nobody" else {
                print("nobody to greet", to: &errors)
                return .unexpectedVerdict
            }
            print("name: \(arguments.string("name") ?? "none")", to: &output)
            print("others: \(arguments.strings("others"))", to: &output)
            print("times: \(arguments.integer("times").map(String.init) ?? "none")", to: &output)
            print("punctuation: \(arguments.string("punctuation") ?? "none")", to: &output)
            print("postscript: \(arguments.strings("postscript"))", to: &output)
            print("loud: \(arguments.flag("loud"))", to: &output)
            return .success
        })

    /// A name too long for the help's label column, and an optional integer argument.
    static let wave = CommandDescription(
        name: "wave-at-everyone-in-the-room",
        abstract: "Wave at everyone.",
        arguments: [ArgumentDescription(name: "count", help: "How many times to wave.", type: .integer,
                                        isOptional: true)],
        handler: { arguments, output, _ in
            print("waves: \(arguments.integer("count").map(String.init) ?? "none")", to: &output)
            return .success
        })

    static func run(_ arguments: String...) -> CommandLineOutcome {
        CommandLineOutcome.running(arguments, on: root)
    }
}
