import AuthCheckKit
import Testing

/// Well-formed command lines reach the handler with the values they spell.
@Suite struct SubcommandParsingTests {
    /// What `Greeter.greet` prints for the given values.
    static func greeted(
        _ name: String, others: [String] = [], times: Int = 1, punctuation: String = "!",
        postscript: [String] = [], loud: Bool = false
    ) -> CommandLineOutcome {
        .printed("""
            name: \(name)
            others: \(others)
            times: \(times)
            punctuation: \(punctuation)
            postscript: \(postscript)
            loud: \(loud)

            """)
    }

    @Test func defaults() {
        #expect(Greeter.run("greet", "Ada") == Self.greeted("Ada"))
    }

    @Test func everythingGiven() {
        #expect(Greeter.run("greet", "--loud", "Ada", "Bob", "--times", "3", "Cy", "--punctuation", "?",
                            "--postscript", "Bye", "--postscript", "Soon")
                == Self.greeted("Ada", others: ["Bob", "Cy"], times: 3, punctuation: "?",
                                postscript: ["Bye", "Soon"], loud: true))
    }

    @Test func shortNames() {
        #expect(Greeter.run("greet", "-t", "2", "-l", "Ada") == Self.greeted("Ada", times: 2, loud: true))
    }

    @Test func attachedValues() {
        #expect(Greeter.run("greet", "Ada", "--times=4", "--punctuation=", "--postscript=a=b")
                == Self.greeted("Ada", times: 4, punctuation: "", postscript: ["a=b"]))
    }

    @Test func aRepeatedOptionKeepsItsLastValue() {
        #expect(Greeter.run("greet", "Ada", "--times", "2", "-t", "5") == Self.greeted("Ada", times: 5))
    }

    @Test func aRepeatedOptionKeepsOnlyItsLastValue() {
        let echo = CommandDescription(
            name: "echo", abstract: "",
            options: Greeter.greet.options,
            handler: { arguments, output, _ in
                print(arguments.strings("times"), arguments.strings("postscript"), to: &output)
                return .success
            })
        let root = CommandDescription(name: "tool", abstract: "", subcommands: [echo])
        #expect(CommandLineOutcome.running(["echo", "-t", "1", "--postscript", "a", "--times", "2", "--postscript", "b"],
                                           on: root)
                == .printed("[\"2\"] [\"a\", \"b\"]\n"))
    }

    @Test func negativeIntegerAttached() {
        #expect(Greeter.run("greet", "Ada", "--times=-2") == Self.greeted("Ada", times: -2))
    }

    @Test func negativeIntegerAsTheNextWord() {
        // A negative number is an integer option's value, not an unknown option.
        #expect(Greeter.run("greet", "Ada", "--times", "-2") == Self.greeted("Ada", times: -2))
        #expect(Greeter.run("greet", "Ada", "--punctuation", "-2") == .usageError("""
            Error: Missing value for '--punctuation <punctuation>'; expected any text
            Help:  --punctuation <punctuation>  The mark that ends each greeting; any text will do, though a single character reads best.

            """ + UsageErrorTests.greetUsage))
    }

    @Test func theTerminatorEndsOptions() {
        #expect(Greeter.run("greet", "--loud", "--", "--times", "-l", "--")
                == Self.greeted("--times", others: ["-l", "--"], loud: true))
    }

    @Test func aLoneDashIsAValue() {
        #expect(Greeter.run("greet", "-") == Self.greeted("-"))
    }

    @Test func theHandlersCodeAndErrorsComeThrough() {
        #expect(Greeter.run("greet", "nobody")
                == CommandLineOutcome(exitCode: .unexpectedVerdict, errors: "nobody to greet\n"))
    }

    @Test func integerArgument() {
        #expect(Greeter.run("wave-at-everyone-in-the-room", "3") == .printed("waves: 3\n"))
        #expect(Greeter.run("wave-at-everyone-in-the-room") == .printed("waves: none\n"))
    }
}
