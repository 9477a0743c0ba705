import AuthModel

/// Every field where two observation records differ, in the order the records are written:
/// a divergence shows them all at once, as replay's `−`/`+` diff does.
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
                found.append((field, JSONWriter.writeCompact(value), "absent"))
            }
        }
        for (key, value) in right where model[key] == nil {
            found.append((path.isEmpty ? key : "\(path).\(key)", "absent", JSONWriter.writeCompact(value)))
        }
        return found
    }
}
