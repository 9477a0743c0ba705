/// Literals, so code that builds a document reads like the document:
/// `["name": "pin", "clauses": ["C1.1", "C1.2"], "depth": 12]`.
///
/// A dictionary literal keeps its keys in the order written, which is what an object needs.
/// There is no `nil` literal: it would be confused with `Optional.none`; write `.null`.
extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    public init(integerLiteral value: Int) {
        self = .number(value)
    }

    public init(floatLiteral value: Double) {
        self = .double(value)
    }

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// Traps on a repeated key, as `Dictionary` does: JSON we write must read back.
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        for (position, member) in members.enumerated() {
            precondition(
                !members[..<position].contains(where: { JSONValue.sameText($0.0, member.0) }),
                "duplicate key \"\(member.0)\" in a JSON object literal")
        }
        self = .object(members)
    }
}
