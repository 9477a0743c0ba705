/// A JSON document held in memory, with object members in the order they were written.
///
/// An object is a list of key/value pairs rather than a dictionary so that our files keep the
/// key order we chose when we write them, and read back in the order they are on the page;
/// a dictionary would sort them or scatter them in hash order. The writer and the parser never
/// produce an object with a repeated key (the parser rejects one).
///
/// A number written without a fraction or an exponent is an `Int`, so counts (seeds, steps,
/// depths) come back out exactly as they went in: `1` writes as `1`, never `1.0`, and a 64-bit
/// integer never passes through a `Double` that would round it. Only a number written with a
/// fraction or an exponent is a `Double`.
///
/// Strings and keys compare Unicode scalar by scalar, not by Swift's canonical equivalence:
/// two values that are equal then always write the same bytes.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number written without a fraction or an exponent, such as `42` or `-7`.
    case number(Int)
    /// Any other number, such as `0.5` or `1e-3`. Always finite: JSON has no spelling for
    /// infinity or NaN. Never equal to a `.number`, since the two are written differently.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in order. Keys are distinct.
    case object([(String, JSONValue)])

    /// The value of the first member named `key`, or nil when there is none or this is not an
    /// object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { Self.sameText($0.0, key) })?.1
    }

    public var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The number, only for one written as an integer: `2.0` is not an `Int` here, so a
    /// file that says `"seed": 2.5` (or `2.0`) is reported rather than silently truncated.
    public var int: Int? {
        if case .number(let value) = self { value } else { nil }
    }

    /// Any number as a `Double`, integers included.
    public var double: Double? {
        switch self {
        case .number(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    public var array: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    public var object: [(String, JSONValue)]? {
        if case .object(let members) = self { members } else { nil }
    }

    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// What kind of value this is, with its article, for messages such as
    /// "expected a string, found an array".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            true
        case (.bool(let left), .bool(let right)):
            left == right
        case (.number(let left), .number(let right)):
            left == right
        case (.double(let left), .double(let right)):
            // Bit for bit, so `0.0` and `-0.0` differ, as they do on the page.
            left.bitPattern == right.bitPattern
        case (.string(let left), .string(let right)):
            sameText(left, right)
        case (.array(let left), .array(let right)):
            left == right
        case (.object(let left), .object(let right)):
            left.count == right.count
                && zip(left, right).allSatisfy { sameText($0.0, $1.0) && $0.1 == $1.1 }
        default:
            false
        }
    }

    /// Scalar-for-scalar equality: "é" written as one scalar and as "e" plus a combining accent
    /// are different JSON strings, though Swift's `==` calls them equal.
    static func sameText(_ left: String, _ right: String) -> Bool {
        left.utf8.elementsEqual(right.utf8)
    }
}
