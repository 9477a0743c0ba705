/// A trace as the seeds' own "state snapshot" tables, so a counterexample pasted into a pull
/// request or an issue reads like the design documents it is argued against: a heading per
/// step, then one table whose columns are the layers (screen, memory, the three stores, the
/// server, the network) and whose cells hold what each layer holds after the step, what the
/// step changed in bold and what it removed struck through. The device and the pending effects,
/// which the seeds' tables do not have, follow the table as a line each.
///
/// Everything taken from the trace is escaped, so no value can break a table, start a link or
/// turn into HTML on GitHub.
enum MarkdownTraceRenderer {
    /// The table's columns: the layers of the observation record but the device, which gets a
    /// line of its own when it changes.
    static let columns = ObservationRecord.layers.filter { $0.key != "device" }.map { layer in
        (key: layer.key, title: layer.title.prefix(1).uppercased() + layer.title.dropFirst())
    }

    static func render(_ trace: TraceRecords) -> String {
        var lines = ["## \(escape(trace.system)): \(escape(trace.verdictSummary))"]
        if let clause = trace.clause { lines += ["", "*\(escape(clause.id)) \(escape(clause.title))*"] }
        for (index, record) in trace.records.enumerated() {
            let before = index == 0 ? nil : trace.records[index - 1]
            lines += ["", "### " + heading(trace, step: index)]
            if index > 0, let performed = record["performed"]?.string,
               let cause = TraceRecords.effectAndCause(performed).cause {
                lines += ["", "Because of \(escape(cause))."]
            }
            lines += [
                "",
                row(columns.map(\.title).map(escape)),
                row(columns.map { _ in "---" }),
                row(columns.map { cell(before?[$0.key], record[$0.key]).joined(separator: "<br>") }),
            ]
            if before == nil || before?["device"] != record["device"] {
                lines += ["", "Device: " + cell(before?["device"], record["device"]).joined(separator: ", ")]
            }
            if let pending = record["pending"]?.array, !pending.isEmpty {
                lines += ["", "Pending: " + pending.map { escape(show($0)) }.joined(separator: "; ")]
            }
        }
        lines += ["", "**Verdict:** \(escape(trace.verdictSummary))"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Step 7 — perform: write fastCache.user = alice`, `Step 6 — answer(slot: 0): 200 pair 1
    /// alice`, with the verdict where the step decides it.
    private static func heading(_ trace: TraceRecords, step index: Int) -> String {
        guard index > 0 else { return "Step 0 — start" }
        let record = trace.records[index]
        var text = "Step \(index) — \(EventRecord.describe(trace.events[index - 1]))"
        if let performed = record["performed"]?.string { text += ": " + TraceRecords.effectAndCause(performed).effect }
        if let answered = record["answered"]?.string { text += ": " + answered }
        if index == trace.verdictStep, let clause = trace.clause, let verdict = trace.verdict {
            text += " (\(clause.id) \(verdict))"
        }
        return escape(text)
    }

    /// The lines of one layer's cell: `key: value` for each member of a record, each element of
    /// a list; new or changed lines in bold and lines gone since the step before struck through.
    /// The first step marks nothing: there is no step before it.
    private static func cell(_ before: JSONValue?, _ after: JSONValue?) -> [String] {
        let old = lines(before)
        let new = lines(after)
        var cell: [String] = []
        for line in new {
            let changed = before != nil && !old.contains { $0.key == line.key && $0.value == line.value }
            cell.append(changed ? "**\(line.text)**" : line.text)
        }
        for line in old where !new.contains(where: { $0.key == line.key && (line.key != nil || $0.value == line.value) }) {
            cell.append("~~\(line.text)~~")
        }
        return cell.isEmpty ? ["*(empty)*"] : cell
    }

    /// A layer as lines: keyed for a record (a change of value is a change of that key), by
    /// value for a list.
    private static func lines(_ layer: JSONValue?) -> [(key: String?, value: JSONValue, text: String)] {
        switch layer {
        case .object(let members)?: members.map { ($0.0, $0.1, code($0.0) + ": " + escape(show($0.1))) }
        case .array(let elements)?: elements.map { (nil, $0, escape(show($0))) }
        case nil: []
        case let value?: [(nil, value, escape(show(value)))]
        }
    }

    private static func show(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .array(let elements): elements.map(show).joined(separator: "; ")
        default: JSONWriter.writeCompact(value)
        }
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// `text` as literal Markdown: every character that could start emphasis, a link, a code
    /// span, HTML, an entity or an issue reference, or end a table cell, escaped; line breaks as
    /// `<br>`.
    static func escape(_ text: String) -> String {
        let characters = Array(text)
        func inWord(_ position: Int) -> Bool {
            characters.indices.contains(position) && (characters[position].isLetter || characters[position].isNumber)
        }
        var output = ""
        for (position, character) in characters.enumerated() {
            switch character {
            case "_" where inWord(position - 1) && inWord(position + 1):
                output.append(character) // inside a word (`access_token`), never emphasis
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#": output += "\\\(character)"
            case "&": output += "&amp;"
            case "\n", "\r", "\r\n": output += "<br>"
            default: output.append(character)
            }
        }
        return output
    }

    /// `text` as a code span, fenced by more backticks than it holds in a row; a pipe is still
    /// escaped, as a GitHub table requires even there.
    private static func code(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        let longestRun = flat.split { $0 != "`" }.map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        return longestRun == 0 ? "`\(flat)`" : "\(fence) \(flat) \(fence)"
    }
}
