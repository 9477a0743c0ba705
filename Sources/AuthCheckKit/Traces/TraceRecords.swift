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
        verdict = trace.replay.verdict?.name
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

    /// The trace in `format`.
    func rendered(as format: TraceFormat) -> String {
        switch format {
        case .text: TextTraceRenderer.render(self)
        case .markdown: TextTraceRenderer.render(self)
        case .mermaid: TextTraceRenderer.render(self)
        case .itf: TextTraceRenderer.render(self)
        case .json: JSONWriter.write(document)
        }
    }
}
