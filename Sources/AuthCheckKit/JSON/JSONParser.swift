/// A strict RFC 8259 parser for our spec and trace files.
///
/// Strict, because a file that another tool would read differently should be fixed rather
/// than guessed at: no comments, no trailing commas, no leading zeros, no repeated keys
/// (which value would win?), no unescaped control characters, no unpaired surrogates, nothing
/// after the value, and the text must be valid UTF-8. A byte order mark is not skipped.
/// Every rejection is a `JSONSyntaxError` that names the line and column; see it for the
/// messages.
///
/// Numbers written without a fraction or an exponent become `.number` and must fit in an
/// `Int`; others become `.double` and must be finite.
///
/// The parser recurses once per level of nesting, so it stops at `maximumDepth` levels with an
/// error instead of running out of stack on a hostile file.
public struct JSONParser {
    /// The most arrays and objects that may enclose one another.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses UTF-8 bytes, such as a file's `Data`.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        return try parser.parseDocument()
    }

    // MARK: Structure

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        // Checking the encoding first lets everything after it assume valid UTF-8.
        if let bad = Self.firstInvalidUTF8(in: bytes) {
            throw error("invalid UTF-8 at byte \(bad)", at: bad)
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw error("trailing characters after the JSON value")
        }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw endOfInput() }
        switch byte {
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            // Read the whole word, so `True`, `nul` and `nullx` are each named in full.
            let word = wordAtIndex()
            if let (spelling, value) = Self.literals.first(where: { $0.0 == word }) {
                index += spelling.utf8.count
                return value
            }
            throw error("expected a value, found \(foundAtIndex())")
        }
    }

    private static let literals: [(String, JSONValue)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        index += 1  // [
        skipWhitespace()
        var elements: [JSONValue] = []
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                try skipComma(before: "]")
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            case nil:
                throw endOfInput()
            default:
                throw error("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        index += 1  // {
        skipWhitespace()
        var members: [(String, JSONValue)] = []
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        // Keys compare as decoded bytes: `"\u0061"` and `"a"` are the same key, while "é" and
        // "e" with a combining accent are not.
        var keys: Set<[UInt8]> = []
        while true {
            switch peek() {
            case UInt8(ascii: "\""):
                break
            case nil:
                throw endOfInput()
            default:
                throw error("expected a string key, found \(foundAtIndex())")
            }
            let keyStart = index
            let keyBytes = try parseStringBytes()
            let key = String(decoding: keyBytes, as: UTF8.self)
            guard keys.insert(keyBytes).inserted else {
                throw error("duplicate key \"\(key.echoed)\"", at: keyStart)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ":"):
                index += 1
            case nil:
                throw endOfInput()
            default:
                throw error("expected ':' after an object key")
            }
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                try skipComma(before: "}")
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            case nil:
                throw endOfInput()
            default:
                throw error("expected ',' or '}' after an object member")
            }
        }
    }

    /// Steps over a comma and the whitespace after it, rejecting a comma just before `closer`.
    private mutating func skipComma(before closer: Unicode.Scalar) throws(JSONSyntaxError) {
        let comma = index
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: closer) {
            throw error("trailing comma before '\(closer)'", at: comma)
        }
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
        depth += 1
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        String(decoding: try parseStringBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of the string starting at the opening quote at `index`, escapes decoded.
    private mutating func parseStringBytes() throws(JSONSyntaxError) -> [UInt8] {
        index += 1  // "
        var buffer: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return buffer
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                throw error("unescaped control character \(Self.codePoint(UInt32(byte))) in a string")
            default:
                // Bytes of a multi-byte scalar are copied one by one; the text is valid UTF-8.
                buffer.append(byte)
                index += 1
            }
        }
        throw endOfInput()
    }

    /// The byte each one-letter escape stands for, by the letter after the backslash.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// Decodes the escape starting at the backslash at `index`.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = index
        index += 1  // \
        guard let letter = peek() else { throw endOfInput() }
        if let decoded = Self.simpleEscapes[letter] {
            buffer.append(decoded)
            index += 1
            return
        }
        guard letter == UInt8(ascii: "u") else {
            let scalar = scalarAtIndex()
            throw error(Self.isShowable(scalar) ? "invalid escape '\\\(scalar)'"
                        : "invalid escape '\\' followed by \(Self.codePoint(scalar.value))", at: start)
        }
        index += 1  // u
        let first = try parseHexDigits()
        var value = first
        switch first {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed at once by an escaped low surrogate.
            if peek() == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "u") {
                index += 2
                let second = try parseHexDigits()
                guard (0xDC00...0xDFFF).contains(second) else { throw unpairedSurrogate(at: start) }
                value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if peek() == nil || (peek() == UInt8(ascii: "\\") && peek(1) == nil) {
                throw endOfInput()
            } else {
                throw unpairedSurrogate(at: start)
            }
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(at: start)
        default:
            break
        }
        // Surrogates are excluded above, so every remaining value is a scalar.
        UTF8.encode(Unicode.Scalar(value)!) { buffer.append($0) }
    }

    /// The value of the four hex digits at `index`.
    private mutating func parseHexDigits() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw endOfInput() }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hex digits after '\\u'")
            }
            value = value << 4 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// Names the surrogate escape at `start` as it is written in the file.
    private func unpairedSurrogate(at start: Int) -> JSONSyntaxError {
        let digits = String(decoding: bytes[start + 2..<start + 6], as: UTF8.self)
        return error("unpaired surrogate '\\u\(digits)'", at: start)
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if peek() == UInt8(ascii: "-") {
            index += 1
        }
        switch peek() {
        case UInt8(ascii: "0"):
            index += 1
            if let next = peek(), Self.isDigit(next) {
                throw error("leading zero in a number", at: start)
            }
        case let byte? where Self.isDigit(byte):
            skipDigits()
        case nil:
            throw endOfInput()
        default:
            throw error("expected a digit after '-'")
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try requireDigits("expected a digit after '.'")
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                index += 1
            }
            try requireDigits("expected a digit in the exponent")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) {
            return .number(value)
        }
        if !isInteger, let value = Double(text), value.isFinite {
            return .double(value)
        }
        throw error("number out of range '\(text)'", at: start)
    }

    private mutating func requireDigits(_ message: String) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw endOfInput() }
        guard Self.isDigit(byte) else { throw error(message) }
        skipDigits()
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) {
            index += 1
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: Reading

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
              || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    /// The run of ASCII letters and digits at `index`, if it starts with a letter.
    private func wordAtIndex() -> String {
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || Self.isDigit(byte)
        }
        guard let first = peek(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else {
            return ""
        }
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) {
            end += 1
        }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// The scalar starting at `index`, which is not at the end.
    private func scalarAtIndex() -> Unicode.Scalar {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first!
    }

    /// What is at `index`, for "found …": the whole word, a character in quotes, or a code
    /// point for a character that would not show.
    private func foundAtIndex() -> String {
        let word = wordAtIndex()
        if !word.isEmpty {
            return "'\(word.echoed)'"
        }
        let scalar = scalarAtIndex()
        return Self.isShowable(scalar) ? "'\(scalar)'" : Self.codePoint(scalar.value)
    }

    /// False for control characters, spaces, invisible formatting and the like, which are
    /// named by code point instead.
    private static func isShowable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .surrogate, .privateUse, .unassigned:
            false
        default:
            true
        }
    }

    /// `U+000A`
    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: Errors

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message, at: offset ?? index, in: bytes)
    }

    private func endOfInput() -> JSONSyntaxError {
        error("unexpected end of input", at: bytes.count)
    }

    /// The offset of the first byte of the first ill-formed UTF-8 sequence, if any: a stray
    /// continuation byte, a byte that never occurs in UTF-8, a sequence cut short, an overlong
    /// encoding, an encoded surrogate, or a code point above U+10FFFF.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length of the sequence and the allowed range of its second byte, which rules
            // out overlong encodings, surrogates and values above U+10FFFF (Unicode table 3-7).
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]),
                  bytes[index + 2..<index + length].allSatisfy({ (0x80...0xBF).contains($0) })
            else {
                return index
            }
            index += length
        }
        return nil
    }
}
