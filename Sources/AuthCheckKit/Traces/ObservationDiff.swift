import AuthModel

/// Every field where two observation records differ, in the order the records are written:
/// `conform` shows them all at a divergence, and `replay` names the first where a trace no
/// longer agrees with its model. A record leaves out what
/// is false, empty or none, so a field one side lacks is shown as that: `false` beside a flag,
/// `[]` beside a list, `none` beside anything else.
enum ObservationDiff {
    static func differences(_ model: JSONValue, _ implementation: JSONValue, at path: String = "")
        -> [(field: String, model: String, implementation: String)] {
        guard case .object(let left) = model, case .object(let right) = implementation else {
            return model == implementation
                ? [] : [(path, JSONWriter.writeCompact(model), JSONWriter.writeCompact(implementation))]
        }
        var found: [(field: String, model: String, implementation: String)] = []
        for (key, value) in left {
            let field = path.isEmpty ? key : "\(path).\(key)"
            if let other = implementation[key] {
                found += differences(value, other, at: field)
            } else {
                found.append((field, JSONWriter.writeCompact(value), absent(beside: value)))
            }
        }
        for (key, value) in right where model[key] == nil {
            found.append((path.isEmpty ? key : "\(path).\(key)", absent(beside: value), JSONWriter.writeCompact(value)))
        }
        return found
    }

    /// What a record means by leaving out a field the other side has as `value`.
    static func absent(beside value: JSONValue) -> String {
        switch value {
        case .bool: "false"
        case .array: "[]"
        default: "none"
        }
    }
}
