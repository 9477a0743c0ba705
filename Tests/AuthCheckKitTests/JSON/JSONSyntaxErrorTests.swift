import AuthCheckKit
import Testing

/// The description of the error parsing `text` raises, or nil when it parses.
private func syntaxError(_ text: String) -> String? {
    syntaxError(Array(text.utf8))
}

private func syntaxError(_ bytes: [UInt8]) -> String? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error.description
    }
}

/// Every rejection, with the exact text a person editing the file would see.
@Suite struct JSONSyntaxErrorTests {
    @Test func missingCommaBetweenMembersNamesTheLineOfTheNextMember() {
        let text = """
            {
              "a": 1
              "b": 2
            }
            """
        #expect(syntaxError(text) == "line 3, column 3: expected ',' or '}' after an object member")
    }

    @Test func missingCommaBetweenElements() {
        #expect(syntaxError("[1 2]") == "line 1, column 4: expected ',' or ']' after an array element")
        #expect(syntaxError("[\n  1,\n  2\n  3\n]") == "line 4, column 3: expected ',' or ']' after an array element")
    }

    @Test func endOfInput() {
        #expect(syntaxError("") == "line 1, column 1: unexpected end of input")
        #expect(syntaxError("  \n ") == "line 2, column 2: unexpected end of input")
        #expect(syntaxError(#"{"a": [1, 2"#) == "line 1, column 12: unexpected end of input")
        #expect(syntaxError(#"{"a""#) == "line 1, column 5: unexpected end of input")
        #expect(syntaxError(#"{"a": "#) == "line 1, column 7: unexpected end of input")
        #expect(syntaxError(#""abc"#) == "line 1, column 5: unexpected end of input")
        #expect(syntaxError(#""\u12"#) == "line 1, column 6: unexpected end of input")
        #expect(syntaxError(#""\uD83D"#) == "line 1, column 8: unexpected end of input")
        #expect(syntaxError("-") == "line 1, column 2: unexpected end of input")
        #expect(syntaxError("[1e+") == "line 1, column 5: unexpected end of input")
    }

    @Test func somethingThatIsNotAValue() {
        #expect(syntaxError("[x]") == "line 1, column 2: expected a value, found 'x'")
        #expect(syntaxError("[True]") == "line 1, column 2: expected a value, found 'True'")
        #expect(syntaxError("nul") == "line 1, column 1: expected a value, found 'nul'")
        #expect(syntaxError("nullx") == "line 1, column 1: expected a value, found 'nullx'")
        #expect(syntaxError(#"{"a": }"#) == "line 1, column 7: expected a value, found '}'")
        #expect(syntaxError("[,1]") == "line 1, column 2: expected a value, found ','")
        #expect(syntaxError("'a'") == "line 1, column 1: expected a value, found '''")
        #expect(syntaxError("[.5]") == "line 1, column 2: expected a value, found '.'")
        #expect(syntaxError("+1") == "line 1, column 1: expected a value, found '+'")
        #expect(syntaxError("[\u{7}]") == "line 1, column 2: expected a value, found U+0007")
        #expect(syntaxError("\u{FEFF}{}") == "line 1, column 1: expected a value, found U+FEFF")
        #expect(syntaxError("«»") == "line 1, column 1: expected a value, found '«'")
    }

    @Test func commentsAreNotJSON() {
        #expect(syntaxError("// spec\n{}") == "line 1, column 1: expected a value, found '/'")
        #expect(syntaxError("[1 /* one */]") == "line 1, column 4: expected ',' or ']' after an array element")
    }

    @Test func keys() {
        #expect(syntaxError(#"{"a" 1}"#) == "line 1, column 6: expected ':' after an object key")
        #expect(syntaxError(#"{1: 2}"#) == "line 1, column 2: expected a string key, found '1'")
        #expect(syntaxError(#"{system: 2}"#) == "line 1, column 2: expected a string key, found 'system'")
        #expect(syntaxError(#"{"a": 1, }"#) == "line 1, column 8: trailing comma before '}'")
    }

    @Test func trailingComma() {
        #expect(syntaxError("[1, 2,]") == "line 1, column 6: trailing comma before ']'")
        #expect(syntaxError("{\n  \"a\": 1,\n}") == "line 2, column 9: trailing comma before '}'")
    }

    @Test func duplicateKey() {
        let text = """
            {
              "system": "pin",
              "depth": 3,
              "system": "password"
            }
            """
        #expect(syntaxError(text) == #"line 4, column 3: duplicate key "system""#)
        // The same key, once escaped.
        #expect(syntaxError(#"{"a": 1, "\u0061": 2}"#) == #"line 1, column 10: duplicate key "a""#)
        // The key is quoted as the writer would write it.
        #expect(syntaxError(#"{"a\nb": 1, "a\u000ab": 2}"#) == #"line 1, column 13: duplicate key "a\u{A}b""#)
        // Only within one object.
        #expect(syntaxError(#"{"a": {"a": 1}, "b": {"a": 2}}"#) == nil)
    }

    @Test func keysThatLookAlikeButDifferInScalarsAreNotDuplicates() {
        #expect(syntaxError("{\"\u{E9}\": 1, \"e\u{301}\": 2}") == nil)
    }

    @Test func trailingCharacters() {
        #expect(syntaxError("{} x") == "line 1, column 4: trailing characters after the JSON value")
        #expect(syntaxError("[1]]") == "line 1, column 4: trailing characters after the JSON value")
        #expect(syntaxError("1 2") == "line 1, column 3: trailing characters after the JSON value")
        #expect(syntaxError("{}\n\n,") == "line 3, column 1: trailing characters after the JSON value")
    }

    @Test func escapes() {
        #expect(syntaxError(#""\q""#) == #"line 1, column 2: invalid escape '\q'"#)
        #expect(syntaxError(#"["ok", "a\x"]"#) == #"line 1, column 10: invalid escape '\x'"#)
        #expect(syntaxError("\"\\\n\"") == #"line 1, column 2: invalid escape '\' followed by U+000A"#)
        #expect(syntaxError(#""\u12G4""#) == #"line 1, column 6: expected 4 hex digits after '\u'"#)
        #expect(syntaxError(#""\u""#) == #"line 1, column 4: expected 4 hex digits after '\u'"#)
    }

    @Test func loneSurrogates() {
        #expect(syntaxError(#""\uD800""#) == #"line 1, column 2: unpaired surrogate '\uD800'"#)
        #expect(syntaxError(#""\udc00""#) == #"line 1, column 2: unpaired surrogate '\udc00'"#)
        #expect(syntaxError(#""x\uD83Dy""#) == #"line 1, column 3: unpaired surrogate '\uD83D'"#)
        #expect(syntaxError(#""\uD83D\u0041""#) == #"line 1, column 2: unpaired surrogate '\uD83D'"#)
        #expect(syntaxError(#""\uD83D\n""#) == #"line 1, column 2: unpaired surrogate '\uD83D'"#)
        #expect(syntaxError(#""\uDE00\uD83D""#) == #"line 1, column 2: unpaired surrogate '\uDE00'"#)
    }

    @Test func controlCharactersInStrings() {
        #expect(syntaxError("\"a\nb\"") == "line 1, column 3: unescaped control character U+000A in a string")
        #expect(syntaxError("[\"\t\"]") == "line 1, column 3: unescaped control character U+0009 in a string")
        #expect(syntaxError("\"\u{0}\"") == "line 1, column 2: unescaped control character U+0000 in a string")
    }

    @Test func leadingZero() {
        #expect(syntaxError("01") == "line 1, column 1: leading zero in a number")
        #expect(syntaxError("[-007]") == "line 1, column 2: leading zero in a number")
        #expect(syntaxError("[0, 0.5, -0, 0e1]") == nil)
    }

    @Test func malformedNumbers() {
        #expect(syntaxError("-x") == "line 1, column 2: expected a digit after '-'")
        #expect(syntaxError("[1.]") == "line 1, column 4: expected a digit after '.'")
        #expect(syntaxError("[1.e5]") == "line 1, column 4: expected a digit after '.'")
        #expect(syntaxError("[1e]") == "line 1, column 4: expected a digit in the exponent")
        #expect(syntaxError("[1E-x]") == "line 1, column 5: expected a digit in the exponent")
    }

    @Test func numbersOutOfRange() {
        #expect(syntaxError("1e400") == "line 1, column 1: number out of range '1e400'")
        #expect(syntaxError("[-1.5e999]") == "line 1, column 2: number out of range '-1.5e999'")
        #expect(syntaxError("[9223372036854775808]") == "line 1, column 2: number out of range '9223372036854775808'")
        #expect(syntaxError("[9223372036854775807, -9223372036854775808]") == nil)
    }

    @Test func nestingDepth() {
        let limit = JSONParser.maximumDepth
        #expect(limit == 512)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(syntaxError(deepest) == nil)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(syntaxError(tooDeep) == "line 1, column 513: nesting deeper than 512 levels")
        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(syntaxError(objects) == "line 1, column \(5 * limit + 1): nesting deeper than 512 levels")
        // Far deeper than any stack could recurse: still an error, not a crash.
        #expect(syntaxError(String(repeating: "[", count: 1_000_000)) == "line 1, column 513: nesting deeper than 512 levels")
    }

    @Test func invalidUTF8() {
        // [" 0xC3 ( "]: a two-byte sequence cut short by an ASCII byte.
        #expect(syntaxError([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D]) == "line 1, column 3: invalid UTF-8 at byte 2")
        // [\n"é", "<0xFF>"]: the column counts é once; the byte offset counts it twice.
        let bytes: [UInt8] = [0x5B, 0x0A, 0x22, 0xC3, 0xA9, 0x22, 0x2C, 0x20, 0x22, 0xFF, 0x22, 0x5D]
        #expect(syntaxError(bytes) == "line 2, column 7: invalid UTF-8 at byte 9")
    }

    /// Each ill-formed sequence, after `"`, is reported at its first byte, offset 1.
    @Test(arguments: [
        [0x80],  // a continuation byte on its own
        [0xC0, 0x80],  // an overlong encoding of U+0000
        [0xE0, 0x80, 0x80],  // an overlong three-byte encoding
        [0xED, 0xA0, 0x80],  // the surrogate U+D800, encoded
        [0xF4, 0x90, 0x80, 0x80],  // U+110000, beyond Unicode
        [0xF5, 0x80, 0x80, 0x80],  // a byte that never occurs
        [0xE2, 0x82],  // cut short by the end of input
        [0xE2, 0x28, 0xA1],  // cut short by an ASCII byte
    ] as [[UInt8]])
    func illFormedUTF8(sequence: [UInt8]) {
        #expect(syntaxError([0x22] + sequence + [0x22]) == "line 1, column 2: invalid UTF-8 at byte 1")
    }

    @Test func wellFormedUTF8OfEveryLengthIsAccepted() throws {
        let bytes: [UInt8] = [0x22, 0x41, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0x22]
        #expect(try JSONParser.parse(bytes) == .string("Aé€😀"))
    }

    /// Columns count Unicode scalars: "é" is one, "e" plus a combining accent is two.
    @Test func positionsCountScalarsAndBytes() {
        #expect(throws: JSONSyntaxError(line: 1, column: 7, offset: 7, message: "expected a value, found 'x'")) {
            try JSONParser.parse("[\"\u{E9}\", x]")
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 8, offset: 8, message: "expected a value, found 'x'")) {
            try JSONParser.parse("[\"e\u{301}\", x]")
        }
        #expect(throws: JSONSyntaxError(line: 2, column: 2, offset: 11, message: "expected a value, found 'x'")) {
            try JSONParser.parse("[\"\u{1F600}\",\r\n x]")
        }
    }

    @Test func descriptionFormat() {
        let error = JSONSyntaxError(line: 12, column: 34, offset: 56, message: "unexpected end of input")
        #expect(error.description == "line 12, column 34: unexpected end of input")
        #expect("\(error)" == "line 12, column 34: unexpected end of input")
    }
}
