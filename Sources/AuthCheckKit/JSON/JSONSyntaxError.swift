/// Why a JSON text was rejected, and exactly where.
///
/// People edit spec files by hand, so the error names the place the way an editor does: a
/// 1-based `line` (lines end at each line feed, U+000A) and a 1-based `column` that counts
/// Unicode scalars from the start of that line, so "é" is one column however it is encoded
/// (an "e" followed by a combining accent is two). `offset` is the 0-based byte offset in the
/// UTF-8 text, for tools.
///
/// `message` is one of a fixed set of phrases, so tests and scripts can match it exactly:
///
/// - `unexpected end of input`
/// - `invalid UTF-8 at byte N`
/// - `expected a value, found X`
/// - `expected a string key, found X`
/// - `expected ':' after an object key`
/// - `expected ',' or '}' after an object member`
/// - `expected ',' or ']' after an array element`
/// - `trailing comma before '}'`, `trailing comma before ']'`
/// - `duplicate key "KEY"`
/// - `nesting deeper than 512 levels`
/// - `trailing characters after the JSON value`
/// - `unescaped control character U+XXXX in a string`
/// - `invalid escape '\q'`, or `invalid escape '\' followed by U+XXXX` for a character that
///   cannot be shown
/// - `expected 4 hex digits after '\u'`
/// - `unpaired surrogate '\uD800'`
/// - `leading zero in a number`
/// - `expected a digit after '-'`, `expected a digit after '.'`,
///   `expected a digit in the exponent`
/// - `number out of range 'TEXT'`
///
/// X is a word in quotes (`'True'`), a character in quotes (`'}'`), or `U+XXXX` for a character
/// that cannot be shown.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// 1-based; lines end at each line feed.
    public let line: Int
    /// 1-based, in Unicode scalars from the start of the line.
    public let column: Int
    /// 0-based, in bytes of the UTF-8 text.
    public let offset: Int
    public let message: String

    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// The error at byte `offset` of `bytes`, with its line and column worked out. The bytes
    /// before `offset` must be valid UTF-8.
    init(_ message: String, at offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                // Each scalar has exactly one byte that is not a continuation byte.
                column += 1
            }
        }
        self.init(line: line, column: column, offset: offset, message: message)
    }

    /// `line L, column C: MESSAGE`
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}
