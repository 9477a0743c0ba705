/// `AUDIT.md` read as a reviewer reads it: the matrix's row for each design (how many findings,
/// and which rest on a reading) against that design's section (one `#### ID — title` entry per
/// finding, **(reading)** on those that rest on one) and the traces committed for it.
struct AuditDocument {
    /// A design's row of the table: `| \`name\` | document | N (A, B and C by a reading) | …`.
    struct Row: Equatable {
        let violated: Int
        let readings: [String]
    }

    let text: String

    /// The row of `system`, or nil when the table has none.
    func row(of system: String) -> Row? {
        guard let line = lines.first(where: { $0.hasPrefix("| `\(system)` |") }) else { return nil }
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count > 2 else { return nil }
        let cell = cells[2]
        let count = Int(cell.prefix { $0.isNumber }) ?? -1
        guard let open = cell.firstIndex(of: "("), let close = cell.lastIndex(of: ")"),
              cell[open...].contains(" by a reading") else { return Row(violated: count, readings: []) }
        let list = cell[cell.index(after: open)..<close].replacingOccurrences(of: " by a reading", with: "")
        let readings = list.replacingOccurrences(of: " and ", with: ", ").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return Row(violated: count, readings: readings.sorted())
    }

    /// The findings of the section whose heading starts `heading`: each entry's clause ID, and
    /// whether it is marked **(reading)**. Witness entries (`W-…`) and removed findings are not
    /// findings.
    func findings(under heading: String) -> [(id: String, byReading: Bool)] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[(start + 1)..<end].compactMap { line in
            guard line.hasPrefix("#### "), let dash = line.range(of: " — ") else { return nil }
            let id = String(line[line.index(line.startIndex, offsetBy: 5)..<dash.lowerBound])
            let title = line[dash.upperBound...]
            guard !id.hasPrefix("W-"), !title.hasPrefix("removed") else { return nil }
            return (id, line.hasSuffix("**(reading)**"))
        }
    }

    /// What disagrees between the row of `system`, its section and `traces` (the clause IDs of
    /// its committed counterexamples), one line each; empty when they agree.
    func problems(system: String, heading: String, traces: [String]) -> [String] {
        guard let row = row(of: system) else { return ["\(system): no row in the table"] }
        let entries = findings(under: heading)
        let ids = entries.map(\.id).sorted()
        let marked = entries.filter(\.byReading).map(\.id).sorted()
        var problems: [String] = []
        if row.violated != ids.count { problems.append("\(system): the table says \(row.violated) violated, the section has \(ids.count) entries") }
        for id in traces.sorted() where !ids.contains(id) { problems.append("\(system): \(id) has a trace and no entry") }
        for id in ids where !traces.contains(id) { problems.append("\(system): \(id) has an entry and no trace") }
        for id in marked where !row.readings.contains(id) { problems.append("\(system): \(id) is marked (reading) but not listed in the table") }
        for id in row.readings where !marked.contains(id) { problems.append("\(system): \(id) is listed as by a reading but not marked") }
        return problems
    }

    private var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
}
