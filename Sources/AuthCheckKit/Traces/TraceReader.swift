import AuthModel
import AuthSystems
import Foundation

/// Reads a trace file and refuses, with the file and the place, anything it does not
/// understand: broken JSON (by line, column and byte), another format or version, an unknown
/// system, world, clause or event, a misnumbered step.
struct TraceReader: InputFieldReading {
    let path: String
    let registry: Registry

    static func load(_ path: String, registry: Registry) throws(InputError) -> TraceFile {
        try TraceReader(path: path, registry: registry).read(InputFile.json(at: path))
    }

    func read(_ root: JSONValue) throws(InputError) -> TraceFile {
        let top = try object(root, at: "the top level")
        try onlyKeys(top, ["format", "version", "system", "spec", "world", "model", "property", "verdict", "steps"],
                     at: "the top level")
        guard try string(top, "format", at: "format") == "authcheck-trace" else {
            throw error("format", "is not \"authcheck-trace\": this is not an authcheck trace")
        }
        let version = try integer(top, "version", at: "version")
        guard version == TraceDocument.formatVersion else {
            throw error("version", "is \(version); this authcheck reads trace format \(TraceDocument.formatVersion)")
        }
        let systemName = try string(top, "system", at: "system")
        guard let system = registry.system(named: systemName) else {
            let known = registry.systems.map(\.name)
            throw error("system", unknown("system", systemName, among: known) + " (known: \(known.joined(separator: ", ")))")
        }
        let spec = try member(top, "spec").map { value throws(InputError) in try string(value, at: "spec") }
        let (world, options) = try readWorld(member(top, "world"), spec: spec, system: system)
        let model = try readModel(member(top, "model"))
        let clause = try readClause(member(top, "property"))
        let verdict = try member(top, "verdict").map { value throws(InputError) in try string(value, at: "verdict") }
        if let verdict, !Spec.verdictNames.contains(verdict) {
            throw error("verdict", unknown("verdict", verdict, among: Spec.verdictNames) + " (one of: \(Spec.verdictNames.joined(separator: ", ")))")
        }
        guard let stepsValue = member(top, "steps") else { throw error("steps", "is missing") }
        let steps = try array(stepsValue, at: "steps")
        var events: [Event] = []
        var observations: [JSONValue?] = []
        for (index, step) in steps.enumerated() {
            let place = "steps[\(index)]"
            let members = try object(step, at: place)
            try onlyKeys(members, ["step", "event", "observation"], at: place)
            if let number = member(members, "step") {
                let written = try integer(number, at: "\(place).step")
                guard written == index else { throw error("\(place).step", "is \(written); steps are numbered from 0, so this is step \(index)") }
            }
            guard let event = member(members, "event") else { throw error("\(place).event", "is missing") }
            if index == 0 {
                guard event["event"]?.string == "start", event.object?.count == 1 else {
                    throw error("\(place).event", "the first step is the start: {\"event\": \"start\"}")
                }
            } else {
                events.append(try EventRecord.event(event, at: "\(place).event", reader: self))
            }
            observations.append(member(members, "observation"))
        }
        guard !steps.isEmpty else { throw error("steps", "is empty; the first step is the start: {\"event\": \"start\"}") }
        return TraceFile(
            path: path, system: system, spec: spec, world: world, options: options, model: model, clause: clause,
            verdict: verdict, events: events, observations: observations)
    }

    /// The world by name in the trace's spec, or inline with the spec format's world keys.
    private func readWorld(_ value: JSONValue?, spec: String?, system: AuthSystem)
        throws(InputError) -> (String?, WorldOptions) {
        guard let value else { throw error("world", "is missing: name a world of the spec, or give one inline") }
        guard let name = value.string else {
            return (nil, try SpecReader(path: path, registry: registry).readWorld(value, at: "world"))
        }
        guard let spec else { throw error("world", "names \"\(name.echoed)\" but the trace names no spec to find it in") }
        let places = SpecLocation.candidates(spec, forTraceAt: path)
        guard let found = places.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            // A path with `../` is the trace's own way to its spec, tried wherever the run starts;
            // another is the project's (`specs/…`), found from the current folder too.
            let advice = spec.hasPrefix("../")
                ? "keep the trace where it was written, relative to its spec, or put the spec at one of these places"
                : "run from the folder \(spec) is relative to (the project's), or keep the trace in a folder under it"
            throw error("spec", "\(spec) is not found; looked for it at \(places.joined(separator: ", ")): \(advice)")
        }
        let loaded: Spec
        do {
            loaded = try SpecLoader.load(found, registry: registry)
        } catch {
            throw self.error("spec", "\(error)")
        }
        guard loaded.system == system.name else {
            throw error("spec", "\(spec) is a spec of \(loaded.system), not of \(system.name)")
        }
        guard let world = loaded.worlds.first(where: { $0.name == name }) else {
            throw error("world", unknown("world", name, among: loaded.worlds.map(\.name)) + " in \(spec) (its worlds: \(loaded.worlds.map(\.name).joined(separator: ", ")))")
        }
        return (name, world.options)
    }

    private func readModel(_ value: JSONValue?) throws(InputError) -> (version: String, digest: String)? {
        guard let value else { return nil }
        let members = try object(value, at: "model")
        try onlyKeys(members, ["version", "digest"], at: "model")
        return (try string(members, "version", at: "model.version"), try string(members, "digest", at: "model.digest"))
    }

    private func readClause(_ value: JSONValue?) throws(InputError) -> Clause? {
        guard let value else { return nil }
        let members = try object(value, at: "property")
        try onlyKeys(members, ["id", "title", "kind"], at: "property")
        let id = try string(members, "id", at: "property.id")
        guard let clause = registry.tracedClause(id: id) else {
            throw error("property.id", unknown("clause", id, among: registry.clauses.map(\.id)) + "; see '\(registry.toolName) list clauses'")
        }
        return clause
    }
}
