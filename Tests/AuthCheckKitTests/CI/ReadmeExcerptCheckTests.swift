import Foundation
import Testing

/// `.ci/readme-excerpt`, which CI runs on the README and the audit's output: it passes when every
/// line the README quotes is in the output, and fails, naming the line, when one is not or when
/// the README quotes nothing it can find.
@Suite struct ReadmeExcerptCheckTests {
    static let readme = """
        # A tool

        An excerpt of the audit:

        ```
        clause                   reference   other
        C1.1                     holds       VIOLATED 39
        ...
        Summary
          reference (specs/reference.json): 136 of 136 verdicts as expected, 1,184,966 states
        ```
        """

    static let output = """
        clause                   reference   other
        C1.1                     holds       VIOLATED 39
        C1.2                     holds       holds
        Summary
          reference (specs/reference.json): 136 of 136 verdicts as expected, 1,184,966 states
          other (specs/other.json): 135 of 136 verdicts as expected, 12 states
        """

    func check(readme: String, output: String) throws -> (status: Int32, errors: String) {
        try CIScript.run("readme-excerpt", [.file(readme), .file(output)])
    }

    @Test func passesWhenEveryQuotedLineIsPrinted() throws {
        let run = try check(readme: Self.readme, output: Self.output)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
    }

    @Test func failsNamingAQuotedLineTheAuditDoesNotPrint() throws {
        let stale = Self.readme.replacingOccurrences(of: "VIOLATED 39", with: "VIOLATED 38")
        let run = try check(readme: stale, output: Self.output)
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes a line the audit does not print: C1.1                     holds       VIOLATED 38"))
    }

    @Test func failsWhenTheReadmeQuotesNothingItCanFind() throws {
        let run = try check(readme: "# A tool\n\nNo excerpt here.\n", output: Self.output)
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes no matrix row or summary line of the audit"))
    }

    /// The project's own README has an excerpt the check finds: matrix rows and summary lines.
    @Test func theReadmeHasAnExcerptTheCheckReads() throws {
        let readme = try String(contentsOf: CIScript.root.appendingPathComponent("README.md"), encoding: .utf8)
        let run = try check(readme: readme, output: "")
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes a line the audit does not print: C1.1 "))
    }
}
