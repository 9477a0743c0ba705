import Foundation
import Testing

/// authcheck's `docs/WRITING-A-DESIGN.md` quotes this package's code: every excerpt marked
/// `<!-- excerpt: PATH -->` must still be, line for line, in that file, so the guide shows code
/// that compiles. Skipped where the guide is not there (a copy of this package in an app's repo).
@Suite struct GuideExcerptTests {
    /// The authcheck checkout this package sits in.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let guide = root.appendingPathComponent("docs/WRITING-A-DESIGN.md")
    static var guideExists: Bool { FileManager.default.fileExists(atPath: guide.path) }

    @Test(.enabled(if: guideExists)) func everyExcerptIsInItsFile() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let marker = "<!-- excerpt: "
        var excerpts = 0
        for piece in text.components(separatedBy: marker).dropFirst() {
            let path = String(piece.prefix { $0 != " " })
            let afterFence = try #require(piece.range(of: "```swift\n"), "\(path): no swift block after the marker")
            let body = piece[afterFence.upperBound...]
            let end = try #require(body.range(of: "\n```"), "\(path): unterminated block")
            let code = String(body[..<end.lowerBound])
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let quoted = source.contains(code + "\n")
            #expect(quoted, "the excerpt of \(path) starting \"\(code.prefix(60))\" is not in it")
            excerpts += 1
        }
        #expect(excerpts >= 20)
    }
}
