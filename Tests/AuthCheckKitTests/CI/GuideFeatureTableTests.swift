import AuthModel
import Foundation
import Testing

/// `docs/WRITING-A-DESIGN.md`'s table from each feature to the clauses it switches on is the
/// catalogue's `requires`, row for row: a clause added to the catalogue and not to the table (as
/// E1 to E3, B9 and six witnesses were), or one listed under a feature it does not need, fails
/// here, by feature. The `F-` clauses, which check declarations, are left out of the table.
@Suite struct GuideFeatureTableTests {
    static let guide = CIScript.root.appendingPathComponent("docs/WRITING-A-DESIGN.md")

    /// Each row's clause IDs (what parentheses add left out), by feature; `nil` for the row of
    /// clauses that need none.
    static func rows(of text: String) throws -> [(feature: Feature?, clauses: Set<String>)] {
        let start = try #require(text.range(of: "| none (every design) |"))
        let table = text[start.lowerBound...].components(separatedBy: "\n\n")[0]
        return try table.split(separator: "\n").map { line in
            let cells = line.components(separatedBy: " | ")
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "| `."))
            let feature = name.hasPrefix("none") ? nil : try #require(Feature(rawValue: name), "no feature \(name)")
            let listed = cells[1].replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
            return (feature, Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }))
        }
    }

    static func needing(_ feature: Feature?) -> Set<String> {
        Set(ClauseCatalogue.all.filter { clause in
            !clause.id.hasPrefix("F-") && (feature.map(clause.requires.contains) ?? clause.requires.isEmpty)
        }.map(\.id))
    }

    @Test func everyRowIsTheCataloguesRequires() throws {
        let rows = try Self.rows(of: String(contentsOf: Self.guide, encoding: .utf8))
        #expect(rows.count == Feature.allCases.count + 1, "a row per feature and one for none")
        for row in rows {
            #expect(row.clauses == Self.needing(row.feature), "\(row.feature.map(\.rawValue) ?? "none")")
        }
    }

    /// A clause left out of a row is found.
    @Test func aClauseLeftOutIsFound() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8).replacingOccurrences(of: ", B9, W-B-added", with: "")
        let biometrics = try #require(try Self.rows(of: text).first { $0.feature == .biometrics })
        #expect(Self.needing(.biometrics).subtracting(biometrics.clauses) == ["B9", "W-B-added"])
    }
}
