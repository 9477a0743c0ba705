import AuthCheckKit
import Testing

/// What the writer writes, the parser reads back as the same value, and writing that again
/// gives the same bytes.
@Suite struct JSONRoundTripTests {
    private func expectRoundTrip(_ value: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pretty = JSONWriter.write(value)
        let compact = JSONWriter.writeCompact(value)
        #expect(try JSONParser.parse(pretty) == value, sourceLocation: sourceLocation)
        #expect(try JSONParser.parse(compact) == value, sourceLocation: sourceLocation)
        #expect(JSONWriter.write(try JSONParser.parse(pretty)) == pretty, sourceLocation: sourceLocation)
    }

    @Test func nestedValues() throws {
        try expectRoundTrip([
            "zeta": [1, -2, 0, .number(Int.max), .number(Int.min)],
            "alpha": [0.5, -0.0, 1e300, 1e-300, .double(.leastNonzeroMagnitude), 3.0, 1e16],
            "objects": [["b": 1, "a": 2], [:], ["nested": [[[]], [[:]], [["deep": .null]]]]],
            "flags": [true, false, .null],
            "unicode key é 😀": "value with é, e\u{301}, 😀 and \u{2028}",
            "": "",
        ])
        for scalar: JSONValue in [.null, true, false, 0, -1, 2.5, "", "x", [], [:]] {
            try expectRoundTrip(scalar)
        }
    }

    @Test func longArraysExpandedAcrossLines() throws {
        try expectRoundTrip(.array((0..<100).map { .string("element \($0)") }))
    }

    /// Every ASCII character, each control character included, alone and in company.
    @Test func everyEscape() throws {
        let ascii = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
        for character in ascii {
            try expectRoundTrip(.string(character))
            try expectRoundTrip(.object([(character, .string("a\(character)b"))]))
        }
        try expectRoundTrip(.string(ascii.joined()))
    }

    @Test func deepestNesting() throws {
        var value: JSONValue = "bottom"
        for level in 0..<JSONParser.maximumDepth {
            value = level.isMultiple(of: 2) ? [value] : ["k": value]
        }
        try expectRoundTrip(value)
    }

    /// A hand-written file, read and written back: the key order is kept, not sorted.
    @Test func keyOrderSurvives() throws {
        let text = "{\n  \"z\": 1,\n  \"m\": [\"b\", \"a\"],\n  \"a\": {\"y\": null, \"b\": false}\n}\n"
        #expect(JSONWriter.write(try JSONParser.parse(text)) == text)
    }
}
