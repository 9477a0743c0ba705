import AuthCheckKit
import Testing

/// What the parser builds from valid JSON.
@Suite struct JSONParserTests {
    @Test func scalars() throws {
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse(#""hi""#) == .string("hi"))
        #expect(try JSONParser.parse(" \t\r\n 7 \t\r\n ") == .number(7))
    }

    @Test func integersStayIntegers() throws {
        #expect(try JSONParser.parse("1") == .number(1))
        #expect(try JSONParser.parse("-0") == .number(0))
        #expect(try JSONParser.parse("9223372036854775807") == .number(Int.max))
        #expect(try JSONParser.parse("-9223372036854775808") == .number(Int.min))
        #expect(try JSONParser.parse("1.0") == .double(1))
        #expect(try JSONParser.parse("1e2") == .double(100))
        #expect(try JSONParser.parse("1.0") != .number(1))
        #expect(try JSONParser.parse("1") != .double(1))
    }

    @Test func doubles() throws {
        #expect(try JSONParser.parse("0.5") == .double(0.5))
        #expect(try JSONParser.parse("-1.25E+3") == .double(-1250))
        #expect(try JSONParser.parse("2e-1") == .double(0.2))
        #expect(try JSONParser.parse("-0.0") == .double(-0.0))
        #expect(try JSONParser.parse("1e-400") == .double(0))
    }

    @Test func objectsKeepTheirOrder() throws {
        let value = try JSONParser.parse(#"{"system": "pin", "clauses": ["C1.1"], "depth": 3}"#)
        #expect(value == .object([("system", "pin"), ("clauses", ["C1.1"]), ("depth", 3)]))
        #expect(value.object?.map(\.0) == ["system", "clauses", "depth"])
        #expect(value != .object([("clauses", ["C1.1"]), ("system", "pin"), ("depth", 3)]))
    }

    @Test func nested() throws {
        let value = try JSONParser.parse(#"[{"a": [[], {}, [1, {"b": null}]]}, []]"#)
        #expect(value == [["a": [[], [:], [1, ["b": .null]]]], []])
    }

    @Test func escapesDecode() throws {
        let value = try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u00E9\u20AC\u0000""#)
        #expect(value == .string("\"\\/\u{08}\u{0C}\n\r\tAéé€\u{0}"))
    }

    @Test func surrogatePairs() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try JSONParser.parse(#""\uD834\uDD1E clef""#) == .string("\u{1D11E} clef"))
        #expect(try JSONParser.parse(#""\uDBFF\uDFFF""#) == .string("\u{10FFFF}"))
    }

    @Test func rawUTF8IsKept() throws {
        #expect(try JSONParser.parse("\"é e\u{301} 😀 \u{2028} \u{7F}\"") == .string("é e\u{301} 😀 \u{2028} \u{7F}"))
    }

    @Test func bytesAndTextParseAlike() throws {
        let text = #"{"a": [1, "é"]}"#
        #expect(try JSONParser.parse(Array(text.utf8)) == JSONParser.parse(text))
        #expect(try JSONParser.parse(text.utf8) == ["a": [1, "é"]])
    }
}
