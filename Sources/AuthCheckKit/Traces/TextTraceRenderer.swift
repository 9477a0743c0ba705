import AuthModel
import AuthSystems

/// A trace as `replay` prints it by default: each step as what changed in each layer, a `−`
/// line with the value before and a `+` line with the value after, only for what changed, in
/// the manner of a state diff in a reducer's test failure.
enum TextTraceRenderer {
    /// The layers and how a person names them, in the order shown.
    static let layerNames = ObservationRecord.layers + [("pending", "pending effects")]

    static func render(_ trace: TraceRecords) -> String {
        var lines: [String] = []
        if let clause = trace.clause {
            lines.append("\(trace.system): \(clause.id) \(clause.title)")
        } else {
            lines.append("\(trace.system)")
        }
        let empty = JSONValue.object([])
        for (index, record) in trace.records.enumerated() {
            lines.append("")
            if index == 0 {
                lines.append("step 0  start")
            } else {
                lines.append("step \(index)  \(EventRecord.describe(trace.events[index - 1]))")
                if let performed = record["performed"]?.string {
                    // A write that fails or a read the locked keychain refuses is still the step's effect.
                    let failed = [Event.writeFails, .keychainLocked, .deleteFails].contains(trace.events[index - 1])
                    lines.append("  \(failed ? "failed" : "performed"): \(performed)")
                }
                if let answered = record["answered"]?.string { lines.append("  answered: \(answered)") }
            }
            let before = index == 0 ? empty : trace.records[index - 1]
            for layer in layerNames {
                let changes = changedLines(before[layer.key], record[layer.key])
                if !changes.isEmpty { lines.append("  \(layer.title)"); lines += changes }
            }
        }
        lines.append("")
        // A trace with no property has no verdict to show, and says so rather than "verdict: none".
        lines.append(trace.clause == nil ? "no verdict: the trace names no property to judge" : "verdict: \(trace.verdictSummary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `−`/`+` lines for the fields of one layer that differ; a layer that is a list (pending
    /// effects) is one field.
    private static func changedLines(_ before: JSONValue?, _ after: JSONValue?) -> [String] {
        let old = fields(before)
        let new = fields(after)
        var lines: [String] = []
        var keys = old.map(\.0)
        for (key, _) in new where !keys.contains(key) { keys.append(key) }
        for key in keys {
            let was = old.first { $0.0 == key }?.1
            let now = new.first { $0.0 == key }?.1
            guard was != now else { continue }
            let label = key.isEmpty ? "" : "\(key): "
            if let was { lines.append("    − \(label)\(was)") }
            if let now { lines.append("    + \(label)\(now)") }
        }
        return lines
    }

    private static func fields(_ layer: JSONValue?) -> [(String, String)] {
        switch layer {
        case .object(let members)?: members.map { ($0.0, show($0.1)) }
        case nil: []
        case let value?: [("", show(value))]
        }
    }

    static func show(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .array(let elements): "[" + elements.map(show).joined(separator: "; ") + "]"
        default: JSONWriter.writeCompact(value)
        }
    }
}
