import AuthCheckKit
import Testing

/// Help for a tree with subcommands, laid out as swift-argument-parser lays it out.
@Suite struct SubcommandHelpTests {
    static let rootHelp = """
        OVERVIEW: Greets people.

        Every greeting goes to standard output, one line per greeting, in the order the
        names were given.

        USAGE: greeter <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          greet                   Greet someone, or several people.
          wave-at-everyone-in-the-room
                                  Wave at everyone.

          See 'greeter help <subcommand>' for detailed help.

        """

    static let greetHelp = """
        OVERVIEW: Greet someone, or several people.

        USAGE: greeter greet [--times <n>] [--punctuation <punctuation>] [--postscript <text> ...] [--loud] <name> [<others> ...]

        ARGUMENTS:
          <name>                  Who to greet.
          <others>                More people to greet.

        OPTIONS:
          -t, --times <n>         How many times to greet. (default: 1)
          --punctuation <punctuation>
                                  The mark that ends each greeting; any text will do,
                                  though a single character reads best. (default: !)
          --postscript <text>     A line to print after the greetings; repeat it for
                                  more lines.
          -l, --loud              Shout.
          --version               Show the version.
          -h, --help              Show help information.


        """

    @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
    func rootHelp(arguments: [String]) {
        #expect(CommandLineOutcome.running(arguments, on: Greeter.root) == .printed(Self.rootHelp))
    }

    @Test(arguments: [
        ["greet", "--help"], ["greet", "-h"], ["--help", "greet"], ["help", "greet"],
        ["greet", "Ada", "--bogus", "--help"], ["greet", "--times", "abc", "-h"],
    ])
    func subcommandHelp(arguments: [String]) {
        #expect(CommandLineOutcome.running(arguments, on: Greeter.root) == .printed(Self.greetHelp))
    }

    @Test func helpForWhatIsNoSubcommandIsAUsageError() {
        #expect(Greeter.run("help", "great") == .usageError("""
            Error: Unknown subcommand 'great'. Did you mean 'greet'?
            Usage: greeter <subcommand>
              See 'greeter --help' for more information.

            """))
        #expect(Greeter.run("help", "greet", "extra") == .usageError("""
            Error: Unexpected argument 'extra'

            """ + UsageErrorTests.greetUsage))
    }

    @Test func subcommandWithOnlyAnOptionalArgument() {
        #expect(Greeter.run("help", "wave-at-everyone-in-the-room") == .printed("""
            OVERVIEW: Wave at everyone.

            USAGE: greeter wave-at-everyone-in-the-room [<count>]

            ARGUMENTS:
              <count>                 How many times to wave.

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.


            """))
    }

    @Test func versionFromASubcommand() {
        #expect(Greeter.run("greet", "--version") == .printed("greeter 9.9.9\n"))
    }

    @Test func helpAfterTheTerminatorIsAValue() {
        #expect(Greeter.run("greet", "--", "--help").output.hasPrefix("name: --help\n"))
    }

    @Test func manyOptionsCollapseInTheUsageLine() {
        // Beyond twelve options and arguments, swift-argument-parser keeps only the arguments.
        let flags = (1...13).map { FlagDescription(name: "flag\($0)", help: "") }
        let busy = CommandDescription(
            name: "busy", abstract: "",
            arguments: [ArgumentDescription(name: "file", help: "")], flags: flags,
            handler: { _, _, _ in .success })
        let root = CommandDescription(name: "tool", abstract: "", subcommands: [busy])
        let help = CommandLineOutcome.running(["busy", "-h"], on: root).output
        #expect(help.hasPrefix("USAGE: tool busy [<options>] <file>\n\nARGUMENTS:\n  <file>\n\nOPTIONS:\n  --flag1\n"))
    }
}
