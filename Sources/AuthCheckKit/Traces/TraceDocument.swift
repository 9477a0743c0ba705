import AuthModel
import AuthSystems

/// The trace file format, version 1: versioned JSON with the system, the spec, the model that
/// wrote it, the property and its verdict, and the steps, each an event by name with the
/// observation after it. Keys come in a fixed order and nothing in it depends on the run's
/// time or machine, so the same trace is written byte for byte the same every time.
public enum TraceDocument {
    public static let formatVersion = 1

    public static func json(
        system: AuthSystem, specPath: String, world: String, clause: Clause, verdict: String, trace: ObservedTrace
    ) -> JSONValue {
        var steps: [JSONValue] = [.object([
            ("step", .number(0)), ("event", .object([("event", .string("start"))])),
            ("observation", ObservationRecord.json(trace.initial)),
        ])]
        for (index, step) in trace.steps.enumerated() {
            steps.append(.object([
                ("step", .number(index + 1)), ("event", EventRecord.json(step.event)),
                ("observation", ObservationRecord.json(step.observation)),
            ]))
        }
        return .object([
            ("format", .string("authcheck-trace")),
            ("version", .number(formatVersion)),
            ("system", .string(system.name)),
            ("spec", .string(specPath)),
            ("world", .string(world)),
            ("model", .string(system.modelVersion)),
            ("property", .object([
                ("id", .string(clause.id)), ("title", .string(clause.title)), ("kind", .string(clause.kind.name)),
            ])),
            ("verdict", .string(verdict)),
            ("steps", .array(steps)),
        ])
    }

    public static func text(
        system: AuthSystem, specPath: String, world: String, clause: Clause, verdict: String, trace: ObservedTrace
    ) -> String {
        JSONWriter.write(json(
            system: system, specPath: specPath, world: world, clause: clause, verdict: verdict, trace: trace))
    }
}
