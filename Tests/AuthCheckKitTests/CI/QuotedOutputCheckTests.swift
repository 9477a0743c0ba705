import Foundation
import Testing

/// `.ci/quoted-output`, which CI runs on the READMEs and what the commands they quote print
/// (the audit, replay; the template's `check` and `conform`): it passes when every line of the
/// quoted block but `...` is a line of the output, and fails, naming the line, when one is not,
/// when no line holds the marker, or when the block quotes nothing.
@Suite struct QuotedOutputCheckTests {
    static let marker = "`check` prints a verdict per clause"

    static let readme = """
        # MyApp

        `check` prints a verdict per clause and exits 0:

        ```
        myapp (specs/myapp.json)
          208,720 distinct states, 550,399 generated, depth 37 in 4 worlds
          C1.1                     holds         A refresh token the client holds is in secure storage
          ...
          138 of 138 verdicts as expected
        ```

        Another block, not checked:

        ```
        anything at all
        ```
        """

    static let output = """
        myapp (specs/myapp.json)
          208,720 distinct states, 550,399 generated, depth 37 in 4 worlds
          C1.1                     holds         A refresh token the client holds is in secure storage
          C1.2                     holds         The stored refresh token leaves its store only on logout
          138 of 138 verdicts as expected
        """

    func check(readme: String, marker: String = marker, output: String) throws -> (status: Int32, errors: String) {
        try CIScript.run("quoted-output", [.file(readme), .word(marker), .file(output)])
    }

    @Test func passesWhenEveryQuotedLineIsPrinted() throws {
        let run = try check(readme: Self.readme, output: Self.output)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
    }

    @Test func failsNamingAQuotedLineTheCommandDoesNotPrint() throws {
        let stale = Self.readme.replacingOccurrences(of: "208,720", with: "160,291")
        let run = try check(readme: stale, output: Self.output)
        #expect(run.status == 1)
        #expect(run.errors.contains(
            "quotes a line the command does not print:   160,291 distinct states, 550,399 generated, depth 37 in 4 worlds"))
    }

    /// A line's indentation is part of it: the output's lines are matched whole.
    @Test func failsOnALineMatchedOnlyInPart() throws {
        let run = try check(readme: Self.readme, output: Self.output.replacingOccurrences(of: "  138 of 138", with: "138 of 138"))
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes a line the command does not print:   138 of 138 verdicts as expected"))
    }

    /// A README saved with CRLF line ends, its block fenced as ```text, is read as the same
    /// README with LF: the quoted lines still match, and a stale one still fails.
    @Test func crlfLineEndsAndANamedFenceReadAlike() throws {
        var named = Self.readme
        named.replaceSubrange(try #require(named.range(of: "```\n")), with: "```text\n")
        let crlf = named.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.contains("```text\r\n"))
        #expect(try check(readme: crlf, output: Self.output).status == 0)
        let stale = crlf.replacingOccurrences(of: "208,720", with: "160,291")
        #expect(try check(readme: stale, output: Self.output).status == 1)
    }

    /// A marker with a backslash is matched as written, not as an escape.
    @Test func aMarkerIsMatchedAsWritten() throws {
        let readme = Self.readme.replacingOccurrences(of: "`check` prints a verdict per clause", with: #"check\tprints"#)
        #expect(try check(readme: readme, marker: #"check\tprints"#, output: Self.output).status == 0)
    }

    @Test func failsWhenNoLineHoldsTheMarker() throws {
        let run = try check(readme: Self.readme, marker: "`conform` prints", output: Self.output)
        #expect(run.status == 1)
        #expect(run.errors.contains("has no line with \"`conform` prints\""))
    }

    @Test func failsWhenTheBlockQuotesNothing() throws {
        let empty = "`check` prints a verdict per clause:\n\n```\n...\n```\n"
        let run = try check(readme: empty, output: Self.output)
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes no line in the block after \"`check` prints a verdict per clause\""))
    }

    /// Every block CI checks is there, and quotes lines the check reads: this README's audit
    /// and replay, the template's check and conform.
    @Test(arguments: [
        ("README.md", "An excerpt of the audit:"), ("README.md", "prints each step as what changed"),
        ("Examples/MyAppAuth/README.md", "`check` prints a verdict per clause"),
        ("Examples/MyAppAuth/README.md", "It exits 0 when the client"),
    ])
    func everyBlockCIChecksIsThere(file: String, marker: String) throws {
        let readme = try String(contentsOf: CIScript.root.appendingPathComponent(file), encoding: .utf8)
        let run = try check(readme: readme, marker: marker, output: "")
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes a line the command does not print: "))
    }
}
