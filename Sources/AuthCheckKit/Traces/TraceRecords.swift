import AuthModel
import AuthSystems

/// What every rendering of a trace reads: the events in order and the observation record
/// (`ObservationRecord`) at the start and after each, with the property and its verdict. Built
/// from a replay or from a trace `check` just found, so both render alike.
struct TraceRecords {
    let system: String
    let clause: Clause?
    /// The verdict's name, and the step that decides it where one does.
    let verdict: String?
    let verdictStep: Int?
    /// `events[i]` is step `i + 1`; it leads from `records[i]` to `records[i + 1]`.
    let events: [Event]
    let records: [JSONValue]
    /// The trace in the trace format, as its file holds it.
    let document: JSONValue

    init(replayed trace: ReplayedTrace) {
        system = trace.file.system.name
        clause = trace.file.clause
        verdict = trace.verdictName
        verdictStep = trace.replay.verdict?.step
        events = trace.replay.steps.map(\.event)
        records = ([trace.replay.initial] + trace.replay.steps.map(\.observation)).map(ObservationRecord.json)
        let file = trace.file
        let world: TraceDocument.World = if let spec = file.spec, let name = file.world {
            .named(spec: spec, world: name)
        } else {
            .inline(spec: file.spec, options: file.options)
        }
        document = TraceDocument.json(
            system: file.system, digest: trace.digest, world: world, clause: file.clause, verdict: verdict,
            initial: trace.replay.initial, steps: trace.replay.steps)
    }

    init(system: String, clause: Clause?, verdict: String?, trace: ObservedTrace, document: JSONValue) {
        self.system = system
        self.document = document
        self.clause = clause
        self.verdict = verdict
        verdictStep = verdict == nil ? nil : trace.steps.count
        events = trace.steps.map(\.event)
        records = ([trace.initial] + trace.steps.map(\.observation)).map(ObservationRecord.json)
    }

    /// Records written by hand, for renderings of what no model gives (tests of escaping).
    init(system: String, clause: Clause?, verdict: String?, verdictStep: Int?, events: [Event], records: [JSONValue]) {
        (self.system, self.clause, self.verdict, self.verdictStep) = (system, clause, verdict, verdictStep)
        (self.events, self.records, document) = (events, records, .object([]))
    }

    /// The trace in `format`.
    func rendered(as format: TraceFormat) -> String {
        switch format {
        case .text: TextTraceRenderer.render(self)
        case .markdown: MarkdownTraceRenderer.render(self)
        case .mermaid: MermaidTraceRenderer.render(self)
        case .itf: ITFTraceRenderer.render(self)
        case .json: JSONWriter.write(document)
        }
    }
}

extension TraceRecords {
    /// The verdict in words, as every rendering ends: `C1.3 violated at step 6`,
    /// `C1.3 holds on this path`.
    var verdictSummary: String {
        guard let clause else { return "none: the trace names no property to judge" }
        guard let verdict else { return "\(clause.id) cannot be judged on one path" }
        if verdict == VerdictName.notApplicable.rawValue {
            return "\(clause.id) n/a: \(system) lacks the part the clause is about"
        }
        let place = verdictStep.map { " at step \($0)" } ?? (verdict == "holds" ? " on this path" : "")
        return "\(clause.id) \(verdict)\(place)"
    }

    /// A `performed` ghost split into the effect and its cause: `write secure.user = alice`
    /// and `login(alice) answered 200`. An effect's own text never says "because of", so the
    /// first occurrence is the cause's.
    static func effectAndCause(_ performed: String) -> (effect: String, cause: String?) {
        guard let range = performed.range(of: " (because of "), performed.hasSuffix(")") else { return (performed, nil) }
        return (String(performed[..<range.lowerBound]), String(performed[range.upperBound...].dropLast()))
    }
}
