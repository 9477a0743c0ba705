import AuthCheckKit
import Testing

/// The writer's output, byte for byte: files must not change between runs or machines.
@Suite struct JSONWriterTests {
    @Test func nestedDocument() {
        let value: JSONValue = [
            "system": "pin",
            "clauses": ["C1.1", "C1.2"],
            "limits": ["depth": 12, "ratio": 0.5],
            "steps": [
                ["step": 0, "event": "start"],
                ["step": 1, "event": "tap", "tags": []],
            ],
            "empty": [:],
            "note": .null,
            "ok": true,
        ]
        #expect(JSONWriter.write(value) == """
            {
              "system": "pin",
              "clauses": ["C1.1", "C1.2"],
              "limits": {"depth": 12, "ratio": 0.5},
              "steps": [
                {"step": 0, "event": "start"},
                {
                  "step": 1,
                  "event": "tap",
                  "tags": []
                }
              ],
              "empty": {},
              "note": null,
              "ok": true
            }

            """)
    }

    @Test func compact() {
        let value: JSONValue = ["b": [1, 2.5, "x", .null, false], "a": ["c": [:], "d": []]]
        #expect(JSONWriter.writeCompact(value) == #"{"b":[1,2.5,"x",null,false],"a":{"c":{},"d":[]}}"#)
    }

    @Test func topLevelScalarsAndEmptyContainers() {
        #expect(JSONWriter.write("x") == "\"x\"\n")
        #expect(JSONWriter.write(.null) == "null\n")
        #expect(JSONWriter.write([]) == "[]\n")
        #expect(JSONWriter.write([:]) == "{}\n")
        #expect(JSONWriter.write([1, true, .null, "a"]) == "[1, true, null, \"a\"]\n")
        #expect(JSONWriter.writeCompact("x") == "\"x\"")
    }

    /// Only arrays of scalars go on one line: an array holding an array or object is expanded,
    /// though the inner arrays of scalars stay on one line each.
    @Test func arraysOfContainersAreExpanded() {
        #expect(JSONWriter.write([[1, 2], [], [:]]) == "[\n  [1, 2],\n  [],\n  {}\n]\n")
    }

    /// The whole line counts: indentation, key, brackets and a trailing comma, in Unicode
    /// scalars.
    @Test func scalarArrayFitsInOneHundredColumns() {
        func line(_ count: Int, _ letter: String = "a") -> JSONValue {
            [.string(String(repeating: letter, count: count))]
        }
        // `  "k": ["…"]` is 7 + count + 4 columns.
        #expect(JSONWriter.write(["k": line(89)]) == "{\n  \"k\": [\"\(String(repeating: "a", count: 89))\"]\n}\n")
        #expect(JSONWriter.write(["k": line(90)]) == "{\n  \"k\": [\n    \"\(String(repeating: "a", count: 90))\"\n  ]\n}\n")
        // "é" is one column, though two bytes.
        #expect(JSONWriter.write(["k": line(89, "é")]) == "{\n  \"k\": [\"\(String(repeating: "é", count: 89))\"]\n}\n")
        // A comma after the array takes a column too.
        #expect(JSONWriter.write(["k": line(88), "z": 0]).hasPrefix("{\n  \"k\": [\"a"))
        #expect(JSONWriter.write(["k": line(89), "z": 0]).hasPrefix("{\n  \"k\": [\n    \"a"))
    }

    @Test func longScalarArrayIsOneElementPerLine() {
        let value = JSONValue.array((0..<40).map { .number($0 * 1000) })
        let expected = "[\n" + (0..<40).map { "  \($0 * 1000)" }.joined(separator: ",\n") + "\n]\n"
        #expect(JSONWriter.write(value) == expected)
    }

    @Test func stringEscapes() {
        let text = "quote\" backslash\\ slash/ \n\t\r\u{08}\u{0C} \u{0}\u{1}\u{1B}\u{1F} del\u{7F} é 😀 \u{2028}"
        #expect(JSONWriter.writeCompact(.string(text)) == #""quote\" backslash\\ slash/ \n\t\r\b\f \u0000\u0001\u001b\u001f del"#
            + "\u{7F} é 😀 \u{2028}\"")
    }

    @Test func keysAreEscapedToo() {
        #expect(JSONWriter.write(["a\"b\n": 1]) == "{\n  \"a\\\"b\\n\": 1\n}\n")
    }

    @Test func integersStayIntegers() {
        #expect(JSONWriter.writeCompact(1) == "1")
        #expect(JSONWriter.writeCompact(-42) == "-42")
        #expect(JSONWriter.writeCompact(.number(Int.max)) == "9223372036854775807")
        #expect(JSONWriter.writeCompact(.number(Int.min)) == "-9223372036854775808")
    }

    @Test func doublesAreShortestRoundTripping() {
        #expect(JSONWriter.writeCompact(1.0) == "1.0")
        #expect(JSONWriter.writeCompact(0.1) == "0.1")
        #expect(JSONWriter.writeCompact(-0.0) == "-0.0")
        #expect(JSONWriter.writeCompact(1e16) == "1e+16")
        #expect(JSONWriter.writeCompact(1e-5) == "1e-05")
        #expect(JSONWriter.writeCompact(.double(.leastNonzeroMagnitude)) == "5e-324")
        #expect(JSONWriter.writeCompact(.double(.greatestFiniteMagnitude)) == "1.7976931348623157e+308")
    }

    @Test func sameValueSameBytes() {
        let value: JSONValue = ["z": 1, "a": ["y": [true], "b": "é"]]
        #expect(JSONWriter.write(value) == JSONWriter.write(value))
        #expect(JSONWriter.write(value) == "{\n  \"z\": 1,\n  \"a\": {\n    \"y\": [true],\n    \"b\": \"é\"\n  }\n}\n")
    }

    @Test func infinityIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONWriter.write(.double(.infinity))
        }
        await #expect(processExitsWith: .failure) {
            _ = JSONWriter.writeCompact([.double(.nan)])
        }
    }

    @Test func repeatedKeyIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONWriter.write(.object([("a", 1), ("a", 2)]))
        }
    }
}
