@testable import AuthCheckKit

/// Structural checks of each rendering, for the outputs no snapshot pins down: each returns the
/// problems it finds, by line or by place, so a failing test says what is wrong where.
enum RenderingStructure {
    // MARK: Mermaid

    static var arrow: Regex<AnyRegexOutput> { try! Regex(#"^\s*(\w+)(->>|-->>|-x|--x)(\w+): (.+)$"#) }
    static var note: Regex<AnyRegexOutput> { try! Regex(#"^\s*Note (?:over|left of|right of) (\w+)(?:,(\w+))?: (.+)$"#) }
    static var participant: Regex<AnyRegexOutput> { try! Regex(#"^    participant (\w+)(?: as ([^;#<>&]+))?$"#) }
    static var rect: Regex<AnyRegexOutput> { try! Regex(#"^\s*rect rgba?\(\d{1,3}, \d{1,3}, \d{1,3}(?:, [0-9.]+)?\)$"#) }
    static var entity: Regex<AnyRegexOutput> { try! Regex(#"#\d+;"#) }

    /// A sequence diagram as Mermaid parses it: `sequenceDiagram`, then the participants, then
    /// messages and notes between declared participants only, with texts Mermaid reads as
    /// text, and `rect` blocks closed, each level indented four spaces more.
    static func mermaidProblems(_ text: String) -> [String] {
        guard text.hasSuffix("\n") else { return ["no final newline"] }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "sequenceDiagram" else { return ["line 1 is not sequenceDiagram"] }
        var problems: [String] = []
        var declared: [String] = []
        var depth = 0
        var statements = 0
        for (index, line) in lines.enumerated().dropFirst() {
            let place = "line \(index + 1)"
            if let match = line.wholeMatch(of: participant) {
                let name = String(match.output[1].substring!)
                if statements > 0 { problems.append("\(place): participant \(name) declared after a statement") }
                if declared.contains(name) { problems.append("\(place): participant \(name) declared twice") }
                declared.append(name)
                continue
            }
            statements += 1
            let trimmed = line.drop { $0 == " " }
            if trimmed == "end" { depth -= 1 }
            if line.count - trimmed.count != 4 * (depth + 1) { problems.append("\(place): indented wrongly") }
            if trimmed == "end" {
                if depth < 0 { problems.append("\(place): end without rect") }
            } else if line.wholeMatch(of: rect) != nil {
                depth += 1
            } else if let match = line.wholeMatch(of: arrow) {
                for position in [1, 3] where !declared.contains(String(match.output[position].substring!)) {
                    problems.append("\(place): \(match.output[position].substring!) is not declared")
                }
                problems += textProblems(String(match.output[4].substring!), at: place)
            } else if let match = line.wholeMatch(of: note) {
                for position in [1, 2] {
                    if let name = match.output[position].substring, !declared.contains(String(name)) {
                        problems.append("\(place): \(name) is not declared")
                    }
                }
                problems += textProblems(String(match.output[3].substring!), at: place)
            } else if !trimmed.hasPrefix("%%") {
                problems.append("\(place): not a statement: \(line)")
            }
        }
        if depth != 0 { problems.append("\(depth) rect left open") }
        if declared.isEmpty { problems.append("no participant") }
        return problems
    }

    /// A message's or note's text: what is left once entities are taken out has no `;` or `#`
    /// (statement end, entity start), nor `<`, `>` or `&`.
    private static func textProblems(_ text: String, at place: String) -> [String] {
        let bare = text.replacing(entity, with: "")
        let forbidden = bare.filter { ";#<>&".contains($0) }
        return forbidden.isEmpty ? [] : ["\(place): the text holds \(forbidden)"]
    }

    // MARK: Markdown

    /// A code span: one backtick and no other inside, or a longer fence with spaces inside.
    static var codeSpan: Regex<AnyRegexOutput> { try! Regex(#"(``+) .*? \1|`[^`]*`"#) }

    /// GitHub-flavoured Markdown tables that stay tables: each set off by blank lines, a header,
    /// a `---` row, and every row with as many cells as the header; no HTML but `<br>`; bold and
    /// strikethrough closed within each cell.
    static func markdownProblems(_ text: String) -> [String] {
        guard text.hasSuffix("\n") else { return ["no final newline"] }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = []
        var tableStart: Int?
        var width = 0
        for (index, line) in lines.enumerated() {
            let place = "line \(index + 1)"
            let plain = line.replacing(codeSpan, with: "")
            let bare = plain.replacingOccurrences(of: "<br>", with: "").replacingOccurrences(of: "\\<", with: "")
            if bare.contains("<") { problems.append("\(place): HTML other than <br>") }
            guard line.hasPrefix("|") else {
                tableStart = nil
                continue
            }
            let cells = self.cells(line)
            guard let start = tableStart else {
                if index > 0, !lines[index - 1].isEmpty { problems.append("\(place): a table not set off by a blank line") }
                tableStart = index
                width = cells.count
                continue
            }
            if cells.count != width { problems.append("\(place): \(cells.count) cells, the header has \(width)") }
            if index == start + 1, !cells.allSatisfy({ $0 == "---" }) { problems.append("\(place): not a --- row") }
            if index + 1 < lines.count, !lines[index + 1].hasPrefix("|"), !lines[index + 1].isEmpty {
                problems.append("\(place): a table not followed by a blank line")
            }
            for (column, cell) in cells.enumerated() {
                let unescaped = cell.replacing(codeSpan, with: "")
                    .replacingOccurrences(of: "\\*", with: "").replacingOccurrences(of: "\\~", with: "")
                if unescaped.components(separatedBy: "**").count % 2 == 0 {
                    problems.append("\(place), cell \(column + 1): bold left open")
                }
                if unescaped.components(separatedBy: "~~").count % 2 == 0 {
                    problems.append("\(place), cell \(column + 1): strikethrough left open")
                }
            }
        }
        return problems
    }

    /// A table row's cells, split at the pipes that are not escaped, without the outer ones.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row {
            if character == "|", !escaped {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        guard cells.count >= 2, cells.first == "", cells.last == "" else { return ["(not a row)"] }
        return Array(cells.dropFirst().dropLast())
    }

    // MARK: ITF

    static let safeInteger = 9_007_199_254_740_991

    /// An ITF trace as ADR-015 defines it: `vars` and `states` (and optionally `#meta`,
    /// `params`, `loop`); each state with `#meta.index` its position and exactly the `vars` as
    /// its other keys; every value a boolean, a string, a safe integer, a list, a record (no key
    /// starting with `#`) or one of `#bigint`, `#tup`, `#set`, `#map`, `#unserializable`,
    /// well formed.
    static func itfProblems(_ trace: JSONValue) -> [String] {
        guard let top = trace.object else { return ["the trace is not an object"] }
        var problems: [String] = []
        for (key, _) in top where !["#meta", "params", "vars", "states", "loop"].contains(key) {
            problems.append("unknown top-level key \(key)")
        }
        if let meta = trace["#meta"], meta.object == nil { problems.append("#meta is not an object") }
        guard let vars = trace["vars"]?.array?.compactMap(\.string), vars.count == trace["vars"]?.array?.count else {
            return problems + ["vars is not a list of strings"]
        }
        if Set(vars).count != vars.count { problems.append("vars repeats a name") }
        guard let states = trace["states"]?.array else { return problems + ["states is not a list"] }
        for (index, state) in states.enumerated() {
            let place = "states[\(index)]"
            guard let members = state.object else {
                problems.append("\(place) is not an object")
                continue
            }
            if state["#meta"]?["index"] != .number(index) { problems.append("\(place).#meta.index is not \(index)") }
            let keys = members.map(\.0).filter { $0 != "#meta" }
            if keys.sorted() != vars.sorted() { problems.append("\(place) has \(keys), vars are \(vars)") }
            for (key, value) in members where key != "#meta" {
                problems += expressionProblems(value, at: "\(place).\(key)")
            }
        }
        if let loop = trace["loop"], !(loop.int.map { states.indices.contains($0) } ?? false) {
            problems.append("loop is not the index of a state")
        }
        return problems
    }

    static func expressionProblems(_ value: JSONValue, at place: String) -> [String] {
        switch value {
        case .bool, .string: return []
        case .number(let number): return number.magnitude <= safeInteger ? [] : ["\(place): \(number) needs #bigint"]
        case .null, .double: return ["\(place): ITF has no \(value.kindName) like \(JSONWriter.writeCompact(value))"]
        case .array(let elements):
            return elements.enumerated().flatMap { expressionProblems($1, at: "\(place)[\($0)]") }
        case .object(let members):
            guard let special = members.first(where: { $0.0.hasPrefix("#") }) else {
                return members.flatMap { expressionProblems($1, at: "\(place).\($0)") }
            }
            guard members.count == 1 else { return ["\(place): \(special.0) beside other keys"] }
            return specialProblems(special.0, special.1, at: place)
        }
    }

    private static func specialProblems(_ key: String, _ value: JSONValue, at place: String) -> [String] {
        switch (key, value) {
        case ("#bigint", .string(let digits)):
            return digits.wholeMatch(of: try! Regex("-?[0-9]+")) != nil ? [] : ["\(place): #bigint \(digits)"]
        case ("#unserializable", .string): return []
        case ("#tup", .array(let elements)), ("#set", .array(let elements)):
            return elements.enumerated().flatMap { expressionProblems($1, at: "\(place).\(key)[\($0)]") }
        case ("#map", .array(let pairs)):
            return pairs.enumerated().flatMap { position, pair in
                guard let both = pair.array, both.count == 2 else { return ["\(place).#map[\(position)] is not a pair"] }
                return both.flatMap { expressionProblems($0, at: "\(place).#map[\(position)]") }
            }
        default:
            return ["\(place): \(key) is not an ITF form, or not with \(value.kindName)"]
        }
    }
}
