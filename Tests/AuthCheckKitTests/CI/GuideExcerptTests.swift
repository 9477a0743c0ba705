import Foundation
import Testing

/// `docs/WRITING-A-DESIGN.md` quotes the repository's code (the template's, mostly): every excerpt
/// marked `<!-- excerpt: PATH -->` must still be, line for line, in that file, so the guide shows
/// code that compiles. Here, in the package's own tests, rather than in the template's: CI builds
/// the template from a copy outside the repository, where the guide is not.
@Suite struct GuideExcerptTests {
    static let guide = CIScript.root.appendingPathComponent("docs/WRITING-A-DESIGN.md")
    static let marker = "<!-- excerpt: "

    /// Each excerpt of `text`: the path its marker names and the Swift block after it.
    static func excerpts(of text: String) throws -> [(path: String, code: String)] {
        try text.components(separatedBy: marker).dropFirst().map { piece in
            let path = String(piece.prefix { $0 != " " })
            let afterFence = try #require(piece.range(of: "```swift\n"), "\(path): no swift block after the marker")
            let body = piece[afterFence.upperBound...]
            let end = try #require(body.range(of: "\n```"), "\(path): unterminated block")
            return (path, String(body[..<end.lowerBound]))
        }
    }

    /// The excerpts of `text` that are not, line for line, in the file they name, by path.
    static func stale(_ text: String) throws -> [String] {
        try excerpts(of: text).filter { excerpt in
            let source = try String(contentsOf: CIScript.root.appendingPathComponent(excerpt.path), encoding: .utf8)
            return !source.contains(excerpt.code + "\n")
        }.map(\.path)
    }

    @Test func everyExcerptIsInItsFile() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        #expect(try Self.excerpts(of: text).count >= 20)
        #expect(try Self.stale(text) == [])
    }

    /// An excerpt the file no longer holds line for line is named by its path.
    @Test func anEditedExcerptIsNamed() throws {
        let path = "Examples/MyAppAuth/Sources/MyAppAuth/MyAppClauses.swift"
        let text = """
            <!-- excerpt: \(path) -->
            ```swift
            public enum MyAppClauses {
                public static let all: [Clause] = [profileGoneAfterLogout]
            ```
            """
        #expect(try Self.stale(text) == [path])
        #expect(try Self.stale(text.replacingOccurrences(
            of: "    public static let all: [Clause] = [profileGoneAfterLogout]",
            with: "    /// Every clause and witness of the team's, in the order reports list them.")) == [])
    }
}
