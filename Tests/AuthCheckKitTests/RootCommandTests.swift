import AuthCheckKit
import Testing

/// The real `authcheck` root and its subcommands.
@Suite struct RootCommandTests {
    static let rootHelp = """
        OVERVIEW: A deterministic model checker for mobile authentication.

        USAGE: authcheck <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          check                   Explore each spec's system and judge every clause.
          audit                   Check every spec and show the conformance matrix:
                                  clauses by systems.
          replay                  Re-execute traces and show each step as what changed
                                  in each layer.
          simulate                Walk a spec's worlds at random, deeper than
                                  exploration reaches.
          conform                 Drive an implementation through the model's traces
                                  and compare it step by step.
          list                    List the systems, the clauses or the events the
                                  checker knows.
          explain                 Explain one clause: its rule, kind, source, the steps
                                  it is judged on and its reading.
          conflicts               Show where two clauses cannot both be met, and the
                                  reading chosen.

          See 'authcheck help <subcommand>' for detailed help.

        """

    static let rootUsage = """
        Usage: authcheck <subcommand>
          See 'authcheck --help' for more information.

        """

    @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["--"]])
    func showsTheRootHelp(arguments: [String]) {
        #expect(CommandLineOutcome.running(arguments) == .printed(Self.rootHelp))
    }

    @Test func helpForAnUnknownSubcommandIsAUsageError() {
        #expect(CommandLineOutcome.running(["help", "nosuch"]) == .usageError("""
            Error: Unknown subcommand 'nosuch'; expected one of check, audit, replay, simulate, conform, list, explain, conflicts

            """ + Self.rootUsage))
    }

    @Test func helpForAMisspeltSubcommandSuggestsIt() {
        #expect(CommandLineOutcome.running(["help", "chek"]) == .usageError("""
            Error: Unknown subcommand 'chek'. Did you mean 'check'?

            """ + Self.rootUsage))
    }

    @Test func helpForASubcommandOfACommandWithoutAnyIsAUsageError() {
        #expect(CommandLineOutcome.running(["help", "check", "nosuch"]) == .usageError("""
            Error: Unexpected argument 'nosuch'
            Usage: authcheck check [--traces <dir>] [--render <formats>] [--workers <n>] [--world <name> ...] [--fingerprints] [<spec> ...]
              See 'authcheck check --help' for more information.

            """))
    }

    @Test func helpWinsOverAnError() {
        #expect(CommandLineOutcome.running(["--bogus", "-h"]) == .printed(Self.rootHelp))
    }

    @Test func version() {
        #expect(AuthCheckCommand.version == "0.9.30")
        #expect(CommandLineOutcome.running(["--version"]) == .printed("authcheck 0.9.30\n"))
        #expect(CommandLineOutcome.running(["check", "--version"]) == .printed("authcheck 0.9.30\n"))
    }

    @Test func versionWithAnythingElseIsAUsageError() {
        #expect(CommandLineOutcome.running(["--version", "x"]) == .usageError("""
            Error: '--version' takes nothing else, but 'x' was given

            """ + Self.rootUsage))
    }

    @Test func unknownOption() {
        #expect(CommandLineOutcome.running(["--bogus"]) == .usageError("""
            Error: Unknown option '--bogus'

            """ + Self.rootUsage))
    }

    @Test func unknownShortOption() {
        #expect(CommandLineOutcome.running(["-x"]) == .usageError("""
            Error: Unknown option '-x'

            """ + Self.rootUsage))
    }

    @Test func unknownSubcommand() {
        #expect(CommandLineOutcome.running(["frobnicate"]) == .usageError("""
            Error: Unknown subcommand 'frobnicate'; expected one of check, audit, replay, simulate, conform, list, explain, conflicts

            """ + Self.rootUsage))
    }

    @Test func misspeltSubcommand() {
        #expect(CommandLineOutcome.running(["chek", "specs/reference.json"]) == .usageError("""
            Error: Unknown subcommand 'chek'. Did you mean 'check'?

            """ + Self.rootUsage))
    }
}
