/// Writes JSON the same way every time, so spec and trace files are byte-identical across runs
/// and machines and diff cleanly.
///
/// `write` is for files people read: two-space indents, one object member or array element
/// per line, members in the order the value holds them, and a final newline. An array whose
/// elements are all scalars (strings, numbers, booleans, null) goes on one line,
/// `["C1.1", "C1.2"]`, and so does an object whose members are all scalars,
/// `{"event": "answer", "slot": 0}` (except the top level), when that whole line, indentation and any trailing comma included, fits
/// in `lineWidth` columns (Unicode scalars, as `JSONSyntaxError` counts them). `[]` and `{}`
/// stay empty.
///
/// `writeCompact` is for embedding: no whitespace at all, no final newline.
///
/// Strings escape only what JSON requires, always the same way: `\"`, `\\`, the short forms
/// `\n` `\t` `\r` `\b` `\f`, and `\u00XX` in lowercase hex for the other control characters.
/// Everything else, `/` and non-ASCII included, is written as itself in UTF-8.
/// Integers are written as their digits; doubles as the shortest text that reads back as the
/// same `Double` (Swift's `description`), which always has a `.` or an `e`, so it reads back
/// as a double rather than an integer.
///
/// Preconditions: no number is infinite or NaN, and no object repeats a key. Either would
/// produce a file that cannot be read back.
public struct JSONWriter {
    /// The widest line a one-line scalar array or object may make.
    public static let lineWidth = 100

    public static func write(_ value: JSONValue) -> String {
        var output = ""
        appendPretty(value, indent: 0, column: 0, hasComma: false, to: &output)
        output += "\n"
        return output
    }

    public static func writeCompact(_ value: JSONValue) -> String {
        var output = ""
        appendCompact(value, to: &output)
        return output
    }

    /// `text` in quotes, escaped as described above.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
        return output
    }

    /// Appends `value`, which starts at `column` (counted from 0) of a line indented `indent`
    /// levels and is followed by a comma when `hasComma`.
    private static func appendPretty(
        _ value: JSONValue, indent: Int, column: Int, hasComma: Bool, to output: inout String
    ) {
        switch value {
        case .array(let elements) where elements.isEmpty:
            output += "[]"
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .array(let elements):
            if elements.allSatisfy(isScalar) {
                let line = "[" + elements.map(writeCompact).joined(separator: ", ") + "]"
                if column + line.unicodeScalars.count + (hasComma ? 1 : 0) <= lineWidth {
                    output += line
                    return
                }
            }
            let inner = String(repeating: "  ", count: indent + 1)
            output += "["
            for (position, element) in elements.enumerated() {
                let isLast = position == elements.count - 1
                output += "\n" + inner
                appendPretty(element, indent: indent + 1, column: inner.count, hasComma: !isLast, to: &output)
                if !isLast {
                    output += ","
                }
            }
            output += "\n" + String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            checkDistinctKeys(members)
            if indent > 0, members.allSatisfy({ isScalar($0.1) }) {
                let line = "{" + members.map { quoted($0.0) + ": " + writeCompact($0.1) }.joined(separator: ", ") + "}"
                if column + line.unicodeScalars.count + (hasComma ? 1 : 0) <= lineWidth {
                    output += line
                    return
                }
            }
            let inner = String(repeating: "  ", count: indent + 1)
            output += "{"
            for (position, (key, member)) in members.enumerated() {
                let isLast = position == members.count - 1
                let prefix = inner + quoted(key) + ": "
                output += "\n" + prefix
                appendPretty(
                    member, indent: indent + 1, column: prefix.unicodeScalars.count, hasComma: !isLast,
                    to: &output)
                if !isLast {
                    output += ","
                }
            }
            output += "\n" + String(repeating: "  ", count: indent) + "}"
        case .null, .bool, .number, .double, .string:
            appendCompact(value, to: &output)
        }
    }

    private static func appendCompact(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .number(let value):
            output += String(value)
        case .double(let value):
            precondition(value.isFinite, "JSON has no spelling for \(value)")
            let text = value.description
            output += text.contains(where: { $0 == "." || $0 == "e" }) ? text : text + ".0"
        case .string(let text):
            output += quoted(text)
        case .array(let elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 {
                    output += ","
                }
                appendCompact(element, to: &output)
            }
            output += "]"
        case .object(let members):
            checkDistinctKeys(members)
            output += "{"
            for (position, (key, member)) in members.enumerated() {
                if position > 0 {
                    output += ","
                }
                output += quoted(key) + ":"
                appendCompact(member, to: &output)
            }
            output += "}"
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool, .number, .double, .string: true
        case .array, .object: false
        }
    }

    /// Keys compare as UTF-8 bytes, as the parser compares them.
    private static func checkDistinctKeys(_ members: [(String, JSONValue)]) {
        guard members.count > 1 else { return }
        var keys: Set<[UInt8]> = []
        for (key, _) in members {
            precondition(keys.insert(Array(key.utf8)).inserted, "duplicate key \(quoted(key)) in a JSON object")
        }
    }
}
