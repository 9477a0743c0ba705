import AuthModel
import AuthSystems

/// The trace file format, version 1: versioned JSON with the system, the spec and world it ran
/// in, the model that wrote it (its version and behavioural digest), the property and its
/// verdict, and the steps, each an event by name with the observation after it. Keys come in a
/// fixed order and nothing in it depends on the run's time or machine, so the same trace is
/// written byte for byte the same every time. `traces/README.md` documents it.
public enum TraceDocument {
    public static let formatVersion = 1

    /// Where a trace runs: a world of a spec by name, or a world given inline.
    enum World {
        case named(spec: String, world: String)
        case inline(spec: String?, options: WorldOptions)
    }

    static func json(
        system: AuthSystem, digest: String, world: World, clause: Clause?, verdict: String?,
        initial: Observation, steps: [(event: Event, observation: Observation)]
    ) -> JSONValue {
        var records: [JSONValue] = [.object([
            ("step", .number(0)), ("event", .object([("event", .string("start"))])),
            ("observation", ObservationRecord.json(initial)),
        ])]
        for (index, step) in steps.enumerated() {
            records.append(.object([
                ("step", .number(index + 1)), ("event", EventRecord.json(step.event)),
                ("observation", ObservationRecord.json(step.observation)),
            ]))
        }
        var members: [(String, JSONValue)] = [
            ("format", .string("authcheck-trace")), ("version", .number(formatVersion)), ("system", .string(system.name)),
        ]
        switch world {
        case .named(let spec, let name):
            members += [("spec", .string(spec)), ("world", .string(name))]
        case .inline(let spec, let options):
            if let spec { members.append(("spec", .string(spec))) }
            members.append(("world", SpecLoader.json(of: options)))
        }
        members.append(("model", .object([("version", .string(system.modelVersion)), ("digest", .string(digest))])))
        if let clause {
            members.append(("property", .object([
                ("id", .string(clause.id)), ("title", .string(clause.title)), ("kind", .string(clause.kind.name)),
            ])))
        }
        if let verdict { members.append(("verdict", .string(verdict))) }
        members.append(("steps", .array(records)))
        return .object(members)
    }
}
