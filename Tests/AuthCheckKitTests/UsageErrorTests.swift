import AuthCheckKit
import Testing

/// Each usage error, worded as swift-argument-parser words it, with the usage of the command
/// at fault, on standard error and with exit code 64.
@Suite struct UsageErrorTests {
    static let greetUsage = """
        Usage: greeter greet [--times <n>] [--punctuation <punctuation>] [--postscript <text> ...] [--loud] <name> [<others> ...]
          See 'greeter greet --help' for more information.

        """

    static let waveUsage = """
        Usage: greeter wave-at-everyone-in-the-room [<count>]
          See 'greeter wave-at-everyone-in-the-room --help' for more information.

        """

    @Test func unknownOption() {
        #expect(Greeter.run("greet", "Ada", "--verbose") == .usageError("""
            Error: Unknown option '--verbose'

            """ + Self.greetUsage))
    }

    @Test func unknownOptionWithAValue() {
        // Four edits from '--loud': too far for swift-argument-parser to suggest it.
        #expect(Greeter.run("greet", "Ada", "--loudness=1") == .usageError("""
            Error: Unknown option '--loudness'

            """ + Self.greetUsage))
    }

    @Test func unknownOptionCloseToAKnownOne() {
        #expect(Greeter.run("greet", "Ada", "--tims", "2") == .usageError("""
            Error: Unknown option '--tims'. Did you mean '--times'?

            """ + Self.greetUsage))
    }

    @Test func unknownSubcommand() {
        #expect(Greeter.run("frobnicate", "Ada") == .usageError("""
            Error: Unknown subcommand 'frobnicate'; expected one of greet, wave-at-everyone-in-the-room
            Usage: greeter <subcommand>
              See 'greeter --help' for more information.

            """))
    }

    @Test func unknownOptionBeforeTheSubcommand() {
        #expect(Greeter.run("--bogus", "greet", "Ada") == .usageError("""
            Error: Unknown option '--bogus'
            Usage: greeter <subcommand>
              See 'greeter --help' for more information.

            """))
    }

    @Test func missingValueAtTheEnd() {
        #expect(Greeter.run("greet", "Ada", "--times") == .usageError("""
            Error: Missing value for '--times <n>'; expected a whole number
            Help:  --times <n>  How many times to greet.

            """ + Self.greetUsage))
    }

    @Test func missingValueBeforeAnOption() {
        #expect(Greeter.run("greet", "-t", "--loud", "Ada") == .usageError("""
            Error: Missing value for '-t <n>'; expected a whole number
            Help:  -t <n>  How many times to greet.

            """ + Self.greetUsage))
    }

    @Test func missingValueBeforeTheTerminator() {
        #expect(Greeter.run("greet", "--punctuation", "--", "Ada") == .usageError("""
            Error: Missing value for '--punctuation <punctuation>'; expected any text
            Help:  --punctuation <punctuation>  The mark that ends each greeting; any text will do, though a single character reads best.

            """ + Self.greetUsage))
    }

    @Test func missingArgument() {
        #expect(Greeter.run("greet", "--loud") == .usageError("""
            Error: Missing expected argument '<name>'
            Help:  <name>  Who to greet.

            """ + Self.greetUsage))
    }

    @Test func unexpectedArgument() {
        #expect(Greeter.run("wave-at-everyone-in-the-room", "3", "x") == .usageError("""
            Error: Unexpected argument 'x'

            """ + Self.waveUsage))
    }

    @Test func invalidOptionValue() {
        #expect(Greeter.run("greet", "Ada", "--times", "abc") == .usageError("""
            Error: The value 'abc' is invalid for '--times <n>'; expected a whole number
            Help:  --times <n>  How many times to greet.

            """ + Self.greetUsage))
    }

    @Test func invalidAttachedValue() {
        #expect(Greeter.run("greet", "Ada", "--times=") == .usageError("""
            Error: The value '' is invalid for '--times <n>'; expected a whole number
            Help:  --times <n>  How many times to greet.

            """ + Self.greetUsage))
    }

    @Test func invalidArgumentValue() {
        #expect(Greeter.run("wave-at-everyone-in-the-room", "many") == .usageError("""
            Error: The value 'many' is invalid for '<count>'; expected a whole number
            Help:  <count>  How many times to wave.

            """ + Self.waveUsage))
    }

    @Test func valueForAFlag() {
        #expect(Greeter.run("greet", "Ada", "--loud=yes") == .usageError("""
            Error: The option '--loud' does not take any value, but 'yes' was specified.

            """ + Self.greetUsage))
    }

    @Test func theFirstMalformedWordIsReported() {
        #expect(Greeter.run("greet", "--times", "x", "--bogus") == .usageError("""
            Error: The value 'x' is invalid for '--times <n>'; expected a whole number
            Help:  --times <n>  How many times to greet.

            """ + Self.greetUsage))
    }
}
