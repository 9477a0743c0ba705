/// A trace in the Informal Trace Format of Apalache and Quint (ADR-015), so the tools built for
/// those checkers (Quint's trace viewers, model-based test drivers, the `itf` crate) can read
/// our counterexamples: a state per step, a variable per layer of the observation, and `event`,
/// the event that led to the state (`start` for the first).
///
/// Values follow ITF's rules: a layer with named fields is a record, a store a `#map` from key
/// to value, the server's pairs, the pending effects and the calls lists, an integer outside
/// JavaScript's safe range a `#bigint`. ITF has no null, and a record should keep its fields
/// from state to state, so what the trace format leaves out because it is false, empty or zero
/// is written as `false`, `[]` or `0` in every state of a trace where that field ever appears;
/// only a field whose value is text and absent (no token, no user) stays out. The step's ghosts
/// (what it performed, what the server answered) are not state: they go in the state's `#meta`.
enum ITFTraceRenderer {
    static let formatDescription = "https://apalache-mc.org/docs/adr/015adr-trace.html"
    /// The layers of the observation record, each a state variable.
    static let layers = ObservationRecord.layers.map(\.key) + ["pending"]
    static let stores: Set<String> = ["secure", "fastCache", "asyncStorage"]
    /// The largest integer a JSON reader is sure to hold exactly (2^53 − 1).
    static let largestSafeInteger: UInt = 9_007_199_254_740_991

    static func render(_ trace: TraceRecords) -> String {
        let defaults = layers.map { fieldDefaults(trace.records, $0) }
        var states: [JSONValue] = []
        for (index, record) in trace.records.enumerated() {
            var meta: [(String, JSONValue)] = [("index", .number(index))]
            for ghost in ["performed", "answered"] {
                if let value = record[ghost] { meta.append((ghost, value)) }
            }
            var members: [(String, JSONValue)] = [("#meta", .object(meta)), ("event", event(trace, index))]
            for (position, layer) in layers.enumerated() {
                members.append((layer, value(of: layer, record[layer], defaults: defaults[position])))
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

    /// The event that led to state `index`, as a record of its name and arguments.
    private static func event(_ trace: TraceRecords, _ index: Int) -> JSONValue {
        guard index > 0, case .object(let members) = EventRecord.json(trace.events[index - 1]) else {
            return .object([("name", "start")])
        }
        return .object(members.map { key, value in (key == "event" ? "name" : key, itf(value)) })
    }

    private static func value(of layer: String, _ value: JSONValue?, defaults: [(String, JSONValue?)]) -> JSONValue {
        if stores.contains(layer) {
            return .object([("#map", .array((value?.object ?? []).map { .array([.string($0.0), itf($0.1)]) }))])
        }
        guard !defaults.isEmpty else { return itf(value ?? .array([])) }
        let members = value?.object ?? []
        return .object(defaults.compactMap { key, fallback in
            members.first { $0.0 == key }.map { (key, itf($0.1)) } ?? fallback.map { (key, $0) }
        })
    }

    /// The fields a record layer has anywhere in the trace, in the order first met, each with
    /// the value it has where the trace leaves it out (nil for text, which stays out). Empty
    /// for a layer that is not a record.
    private static func fieldDefaults(_ records: [JSONValue], _ layer: String) -> [(String, JSONValue?)] {
        guard !stores.contains(layer) else { return [] }
        var fields: [(String, JSONValue?)] = []
        for record in records {
            for (key, value) in record[layer]?.object ?? [] where !fields.contains(where: { $0.0 == key }) {
                switch value {
                case .bool: fields.append((key, .bool(false)))
                case .array: fields.append((key, .array([])))
                case .number: fields.append((key, .number(0)))
                default: fields.append((key, nil))
                }
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
