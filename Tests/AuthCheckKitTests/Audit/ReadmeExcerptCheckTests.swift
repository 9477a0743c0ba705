import Foundation
import Testing

/// `.ci/readme-excerpt`, which CI runs on the README and the audit's output: it passes when every
/// line the README quotes is in the output, and fails, naming the line, when one is not or when
/// the README quotes nothing it can find.
@Suite struct ReadmeExcerptCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

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

    /// Runs the check on `readme` and `output`, written to files; its exit status and standard error.
    func check(readme: String, output: String) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-excerpt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let readmeFile = folder.appendingPathComponent("README.md"), outputFile = folder.appendingPathComponent("audit.txt")
        try readme.write(to: readmeFile, atomically: true, encoding: .utf8)
        try output.write(to: outputFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent(".ci/readme-excerpt").path, readmeFile.path, outputFile.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
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
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let run = try check(readme: readme, output: "")
        #expect(run.status == 1)
        #expect(run.errors.contains("quotes a line the audit does not print: C1.1 "))
    }
}
