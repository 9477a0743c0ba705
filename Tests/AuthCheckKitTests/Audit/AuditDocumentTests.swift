import Foundation
import Testing

/// AUDIT.md says, for each design, how many findings it has and which rest on a reading; its
/// entries and the committed traces must say the same, or a reviewer reads a count, a mark or an
/// entry that the audit does not back.
@Suite struct AuditDocumentTests {
    static let sections = [
        ("layered-biometric", "## Audit: layered-biometric"),
        ("softlock-session", "## Audit of `softlock-session`"),
        ("keychain-rotation", "## Audit of `keychain-rotation`"),
        ("cleanerhq", "## Audit: CleanerHQ"),
    ]

    static func committedTraces(of system: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(CommittedTracesTests.root)/traces/\(system)")) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    @Test(arguments: sections)
    func theTableTheEntriesAndTheTracesAgree(system: String, heading: String) throws {
        let text = try String(contentsOfFile: "\(CommittedTracesTests.root)/AUDIT.md", encoding: .utf8)
        let traces = Self.committedTraces(of: system)
        #expect(!traces.isEmpty)
        #expect(AuditDocument(text: text).problems(system: system, heading: heading, traces: traces) == [])
    }

    @Test func aDisagreementIsNamed() {
        let text = """
            | system | document | violated |
            |---|---|---|
            | `toy` | `000` | 3 (C1.1 and R6 by a reading) |

            ## Audit: toy
            #### C1.1 — A title **(reading)**
            #### C2.1 — Another title **(reading)**
            #### C4.3 — removed in 0.7.0
            #### W-C2 — A witness left unwitnessed
            ## Next
            #### R6 — Not toy's
            """
        let problems = AuditDocument(text: text).problems(system: "toy", heading: "## Audit: toy", traces: ["C1.1", "C5.3"])
        #expect(problems == [
            "toy: the table says 3 violated, the section has 2 entries",
            "toy: C5.3 has a trace and no entry",
            "toy: C2.1 has an entry and no trace",
            "toy: C2.1 is marked (reading) but not listed in the table",
            "toy: R6 is listed as by a reading but not marked",
        ])
    }
}
