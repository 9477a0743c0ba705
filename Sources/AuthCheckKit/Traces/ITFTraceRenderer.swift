/// A trace in the Informal Trace Format of Apalache and Quint (ADR-015), so the tools built for
/// those checkers (Quint's trace viewers, model-based test drivers, the `itf` crate) can read
/// our counterexamples: a state per step, a variable per layer of the observation, and `event`,
/// the event that led to the state (`start` for the first).
///
/// Typed readers need every variable to keep one type from state to state, so: a record layer
/// has the same fields in every state of every trace (`ITFField.layers`), what the trace format
/// leaves out written as `false`, `0`, `[]` or Quint's `None`; a store is a `#map` from key to
/// text; the server's pairs and the network's calls are lists of records, not text; the event
/// is a Quint variant, `{"tag": "answer", "value": {"slot": 0}}`, with the empty tuple as the
/// value of an event without arguments; an integer outside JavaScript's safe range is a
/// `#bigint`. The step's ghosts (what it performed, what the server answered) are not state:
/// they go in the state's `#meta`.
enum ITFTraceRenderer {
    static let formatDescription = "https://apalache-mc.org/docs/adr/015adr-trace.html"
    /// The layers of the observation record, each a state variable.
    static let layers = ObservationRecord.layers.map(\.key) + ["pending"]
    static let stores: Set<String> = ["secure", "fastCache", "asyncStorage"]
    /// The largest integer a JSON reader is sure to hold exactly (2^53 − 1).
    static let largestSafeInteger: UInt = 9_007_199_254_740_991
    /// Quint's unit, the value of a variant that carries nothing.
    static let unit: JSONValue = .object([("#tup", .array([]))])
    static let none: JSONValue = .object([("tag", "None"), ("value", unit)])

    static func some(_ value: JSONValue) -> JSONValue {
        .object([("tag", "Some"), ("value", value)])
    }

    static func render(_ trace: TraceRecords) -> String {
        let fields = layers.map { layerFields(trace.records, $0) }
        var states: [JSONValue] = []
        for (index, record) in trace.records.enumerated() {
            var meta: [(String, JSONValue)] = [("index", .number(index))]
            for ghost in ["performed", "answered"] {
                if let value = record[ghost] { meta.append((ghost, value)) }
            }
            var members: [(String, JSONValue)] = [("#meta", .object(meta)), ("event", event(trace, index))]
            for (position, layer) in layers.enumerated() {
                members.append((layer, value(of: layer, record[layer], fields: fields[position])))
            }
            states.append(.object(members))
        }
        let source = trace.clause.map { "\(trace.system): \($0.id)" } ?? trace.system
        let description = (trace.clause.map { "\($0.id) \($0.title). " } ?? "")
            + "Verdict: \(trace.verdictSummary). Written by authcheck."
        return JSONWriter.write(.object([
            ("#meta", .object([
                ("format", "ITF"), ("format-description", .string(formatDescription)), ("source", .string(source)),
                ("description", .string(description)),
            ])),
            ("vars", .array((["event"] + layers).map(JSONValue.string))),
            ("states", .array(states)),
        ]))
    }

    /// The event that led to state `index`, as a variant of its name carrying its arguments.
    private static func event(_ trace: TraceRecords, _ index: Int) -> JSONValue {
        guard index > 0, case .object(let members) = EventRecord.json(trace.events[index - 1]) else {
            return .object([("tag", "start"), ("value", unit)])
        }
        let name = members.first { $0.0 == "event" }?.1 ?? "?"
        let arguments = members.filter { $0.0 != "event" }.map { ($0.0, itf($0.1)) }
        return .object([("tag", name), ("value", arguments.isEmpty ? unit : .object(arguments))])
    }

    private static func value(of layer: String, _ value: JSONValue?, fields: [(name: String, field: ITFField)]) -> JSONValue {
        if stores.contains(layer) {
            let entries = (value?.object ?? []).map { key, stored in
                JSONValue.array([.string(key), .string(stored.string ?? JSONWriter.writeCompact(stored))])
            }
            return .object([("#map", .array(entries))])
        }
        switch layer {
        case "server": return .array((value?.array ?? []).map(ITFTextRecords.pair))
        case "pending": return ITFField.texts.itf(value)
        default: break
        }
        let members = value?.object ?? []
        var record = fields.map { name, field in (name, field.itf(members.first { $0.0 == name }?.1)) }
        if layer == "network" {
            record.append(("calls", .array((value?["calls"]?.array ?? []).map(ITFTextRecords.call))))
        }
        return .object(record)
    }

    /// A record layer's fields: the known ones, then any other the trace has, in the order first
    /// met, each typed by a value it takes. Empty for a layer that is not a record.
    private static func layerFields(_ records: [JSONValue], _ layer: String) -> [(name: String, field: ITFField)] {
        guard let known = ITFField.layers.first(where: { $0.layer == layer })?.fields else { return [] }
        var fields = known
        for record in records {
            for (key, value) in record[layer]?.object ?? [] where !fields.contains(where: { $0.name == key }) {
                if layer == "network", key == "calls" { continue }
                fields.append((key, ITFField.inferred(from: value)))
            }
        }
        return fields
    }

    /// A value of the trace format in ITF: integers beyond the safe range as `#bigint`, and
    /// what ITF cannot say (null, a fraction) as its JSON text.
    static func itf(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number) where number.magnitude > largestSafeInteger:
            .object([("#bigint", .string(String(number)))])
        case .array(let elements): .array(elements.map(itf))
        case .object(let members): .object(members.map { ($0.0, itf($0.1)) })
        case .null, .double: .string(JSONWriter.writeCompact(value))
        case .bool, .number, .string: value
        }
    }
}
