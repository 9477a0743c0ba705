@testable import AuthCheckKit
import Testing

/// What the user typed comes back in errors escaped and shortened, and the search for the name
/// they meant does bounded work: a huge or hostile value gives a short one-line error, in usage
/// errors, spec errors and trace errors alike.
@Suite struct EchoedValueTests {
    static let million = String(repeating: "x", count: 1_000_000)
    static let shortened = String(repeating: "x", count: 60) + "… (1,000,000 characters)"

    @Test func aShortPrintableValueIsEchoedAsIs() {
        #expect("C1.2 «ok»".echoed == "C1.2 «ok»")
        #expect(String(repeating: "y", count: 60).echoed == String(repeating: "y", count: 60))
    }

    @Test func controlFormatAndLineSeparatorCharactersAreEscaped() {
        #expect("\u{1B}[31mred\nline\u{7F}\u{202E}\u{2028}".echoed == #"\u{1B}[31mred\u{A}line\u{7F}\u{202E}\u{2028}"#)
        #expect("a\tb".escapedForTerminal == #"a\u{9}b"#)
    }

    @Test func aLongValueIsCutToItsStartAndLength() {
        #expect(Self.million.echoed == Self.shortened)
        #expect(String(repeating: "y", count: 61).echoed == String(repeating: "y", count: 60) + "… (61 characters)")
        // Combining marks make one Character of any size: the cut counts scalars.
        let marks = "e" + String(repeating: "\u{301}", count: 100)
        #expect(marks.echoed.unicodeScalars.count == 60 + "… (101 characters)".unicodeScalars.count)
    }

    @Test func suggestionsIgnoreCaseCountASwapAsOneEditAndStayClose() {
        #expect(Suggestion.closest(to: "c1.2", among: ["C1.1", "C1.2"]) == "C1.2")
        #expect(Suggestion.closest(to: "jsno", among: ["text", "json"]) == "json")
        #expect(Suggestion.closest(to: "pdf", among: ["text", "itf"]) == nil)
        #expect(Suggestion.closest(to: "chek", among: ["check", "audit"]) == "check")
    }

    @Test func aNameTooLongToBeATypoGetsNoSuggestion() {
        let long = String(repeating: "a", count: Suggestion.longestName + 1)
        #expect(Suggestion.closest(to: long, among: [long, String(long.dropLast())]) == nil)
        #expect(Suggestion.closest(to: String(long.dropLast()), among: [String(long.dropLast())]) == String(long.dropLast()))
        #expect(Suggestion.closest(to: Self.million, among: EventRecord.names) == nil)
    }

    @Test func aHugeUnknownClauseInASpecGivesAShortError() {
        let sandbox = Sandbox()
        let spec = sandbox.write("big.json", #"{"format": 1, "system": "reference", "clauses": [""# + Self.million + #""]}"#)
        let outcome = CommandLineOutcome.running(["check", spec])
        #expect(outcome == CommandLineOutcome(exitCode: .badInput, errors: """
            Error: \(spec): clauses[0]: unknown clause "\(Self.shortened)"; see 'authcheck list clauses'

            """))
    }

    @Test func aHugeWorldNameIsShortenedInThePlaceToo() {
        let sandbox = Sandbox()
        let spec = sandbox.write("big.json", #"{"format": 1, "system": "reference", "worlds": {""# + Self.million + #"": []}}"#)
        #expect(CommandLineOutcome.running(["check", spec]) == CommandLineOutcome(exitCode: .badInput, errors: """
            Error: \(spec): worlds.\(Self.shortened): expected an object, found an array ([])

            """))
    }

    @Test func escapeCodesInASpecAreEscapedOnOneLine() {
        let sandbox = Sandbox()
        let spec = sandbox.write("esc.json", #"{"format": 1, "system": "reference", "clauses": ["\u001b[2J\u001b[31mred\nline"]}"#)
        #expect(CommandLineOutcome.running(["check", spec]) == CommandLineOutcome(exitCode: .badInput, errors: #"""
            Error: \#(spec): clauses[0]: unknown clause "\u{1B}[2J\u{1B}[31mred\u{A}line"; see 'authcheck list clauses'

            """#))
    }

    @Test func aHugeUnknownEventInATraceGivesAShortError() {
        let sandbox = Sandbox()
        let text = ReplayCommandTests.handWritten().replacingOccurrences(of: #""event": "launch""#, with: #""event": ""# + Self.million + "\"")
        let trace = sandbox.write("big.json", text)
        let run = ReplayRun([trace])
        #expect(run.exitCode == .badInput)
        #expect(run.errors == """
            Error: \(trace): steps[1].event.event: unknown event "\(Self.shortened)"; see 'authcheck list events'

            """)
    }

    @Test func aHugeOrHostileCommandLineValueIsEchoedShortAndEscaped() {
        let value = "\u{1B}[2J" + String(repeating: "y", count: 100_000)
        let outcome = CommandLineOutcome.running(["check", "--render", value, "spec.json"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.errors.split(separator: "\n").first == """
            Error: The value '\\u{1B}[2J\(String(repeating: "y", count: 56))… (100,004 characters)' is invalid for \
            '--render <formats>'; expected one or more of text, markdown, mermaid, itf, separated by commas
            """)
        #expect(!outcome.errors.contains("\u{1B}"))
    }
}
