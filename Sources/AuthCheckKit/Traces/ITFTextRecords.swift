/// The server's pairs and the network's calls as ITF records, read back from the one-line texts
/// the trace format gives them (`pair 1 alice: A1 valid, R1 revoked`, `[0] refresh with R1
/// (sender killed)`), so a typed reader gets their parts as fields rather than text to parse.
///
/// A text the trace format did not write (a record made by hand) keeps its whole text in the
/// record's text field, with pair 0 or slot -1, which no real pair or slot has: the record keeps
/// its type either way.
enum ITFTextRecords {
    /// `{"pair": 1, "account": "alice", "access": "valid", "refresh": "revoked"}`.
    static func pair(_ value: JSONValue) -> JSONValue {
        let text = value.string ?? JSONWriter.writeCompact(value)
        let parts = text.split(separator: " ")
        if parts.count == 7, parts[0] == "pair", let number = Int(parts[1]), parts[2].hasSuffix(":"),
           parts[3] == "A\(number)", parts[4].hasSuffix(","), parts[5] == "R\(number)" {
            return record(number, String(parts[2].dropLast()), String(parts[4].dropLast()), String(parts[6]))
        }
        return record(0, text, "", "")
    }

    /// `{"slot": 0, "call": "refresh with R1", "senderKilled": true}`.
    static func call(_ value: JSONValue) -> JSONValue {
        let text = value.string ?? JSONWriter.writeCompact(value)
        let killed = " (sender killed)"
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]"),
              let slot = Int(text[text.index(after: text.startIndex)..<close]),
              text[close...].hasPrefix("] ") else {
            return .object([("slot", .number(-1)), ("call", .string(text)), ("senderKilled", false)])
        }
        var call = String(text[text.index(close, offsetBy: 2)...])
        let senderKilled = call.hasSuffix(killed)
        if senderKilled { call.removeLast(killed.count) }
        return .object([("slot", .number(slot)), ("call", .string(call)), ("senderKilled", .bool(senderKilled))])
    }

    private static func record(_ pair: Int, _ account: String, _ access: String, _ refresh: String) -> JSONValue {
        .object([("pair", .number(pair)), ("account", .string(account)), ("access", .string(access)), ("refresh", .string(refresh))])
    }
}
