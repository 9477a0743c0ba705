import AuthCheckKit
import Testing

@Suite struct JSONValueTests {
    private let document: JSONValue = [
        "system": "pin", "depth": 3, "ratio": 0.5, "ok": false, "clauses": ["C1.1"], "none": .null,
        "limits": ["steps": 10],
    ]

    @Test func accessors() {
        #expect(document["system"]?.string == "pin")
        #expect(document["depth"]?.int == 3)
        #expect(document["depth"]?.double == 3)
        #expect(document["ratio"]?.double == 0.5)
        #expect(document["ok"]?.bool == false)
        #expect(document["clauses"]?.array == ["C1.1"])
        #expect(document["limits"]?.object?.map(\.0) == ["steps"])
        #expect(document["limits"]?["steps"]?.int == 10)
        #expect(document["none"]?.isNull == true)
        #expect(document["missing"] == nil)
    }

    /// Each accessor answers only for its own kind: no conversions behind the reader's back.
    @Test func accessorsDoNotConvert() {
        #expect(document["ratio"]?.int == nil)
        #expect(JSONValue.double(2).int == nil)
        #expect(document["depth"]?.string == nil)
        #expect(document["system"]?.int == nil)
        #expect(document["system"]?.bool == nil)
        #expect(document["none"]?.array == nil)
        #expect(document["clauses"]?.object == nil)
        #expect(document["system"]?.double == nil)
        #expect(document["system"]?.isNull == false)
        #expect(JSONValue.array(["a"])["a"] == nil)
    }

    @Test func subscriptFindsTheFirstMatch() {
        let value = JSONValue.object([("a", 1), ("b", 2), ("a", 3)])
        #expect(value["a"] == 1)
        #expect(value["b"] == 2)
    }

    @Test func kindNames() {
        let values: [JSONValue] = [.null, true, 1, 1.5, "s", [], [:]]
        #expect(values.map(\.kindName) == [
            "null", "a boolean", "a number", "a number", "a string", "an array", "an object",
        ])
    }

    @Test func equality() {
        #expect(JSONValue.object([("a", 1), ("b", 2)]) == .object([("a", 1), ("b", 2)]))
        #expect(JSONValue.object([("a", 1), ("b", 2)]) != .object([("b", 2), ("a", 1)]))
        #expect(JSONValue.object([("a", 1)]) != .object([("a", 1), ("b", 2)]))
        #expect(JSONValue.object([("a", 1)]) != .object([("a", 2)]))
        #expect(JSONValue.object([("a", 1)]) != .object([("b", 1)]))
        #expect(JSONValue.array([1, 2]) != .array([2, 1]))
        #expect(JSONValue.number(1) != .double(1))
        #expect(JSONValue.double(0) != .double(-0.0))
        #expect(JSONValue.null != .bool(false))
        #expect(JSONValue.string("") != .array([]))
    }

    /// Strings compare scalar by scalar, because that is how they are written.
    @Test func equalityIsScalarExact() {
        #expect("\u{E9}" == "e\u{301}")  // Swift's own equality calls these equal...
        #expect(JSONValue.string("\u{E9}") != .string("e\u{301}"))  // ...they are not the same JSON.
        #expect(JSONValue.object([("\u{E9}", 1)]) != .object([("e\u{301}", 1)]))
        #expect(JSONValue.object([("\u{E9}", 1)])["e\u{301}"] == nil)
    }

    @Test func literals() {
        let value: JSONValue = ["b": [1, 2.5, "x", true], "a": [:]]
        #expect(value == .object([
            ("b", .array([.number(1), .double(2.5), .string("x"), .bool(true)])),
            ("a", .object([])),
        ]))
    }

    @Test func repeatedKeyInALiteralIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            let value: JSONValue = ["a": 1, "a": 2]
            _ = value
        }
    }
}
