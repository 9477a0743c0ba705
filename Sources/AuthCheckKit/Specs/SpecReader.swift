import AuthModel
import AuthSystems
import Foundation
import ModelChecking

/// Turns a spec's JSON into a `Spec`, one key at a time, naming the JSON path of whatever is
/// wrong.
struct SpecReader: InputFieldReading {
    let path: String
    let registry: Registry

    func read(_ root: JSONValue) throws(InputError) -> Spec {
        let top = try object(root, at: "the top level")
        try onlyKeys(top, ["format", "system", "description", "world", "worlds", "limits", "clauses", "expect"],
                     at: "the top level")
        let format = try integer(top, "format", at: "format")
        guard format == SpecLoader.formatVersion else {
            throw error("format", "is \(format); this authcheck reads format \(SpecLoader.formatVersion)")
        }
        let systemName = try string(top, "system", at: "system")
        guard let system = registry.system(named: systemName) else {
            let known = registry.systems.map(\.name).joined(separator: ", ")
            throw error("system", unknown("system", systemName, among: registry.systems.map(\.name)) + " (known: \(known))")
        }
        let description = try member(top, "description").map { value throws(InputError) in
            try self.string(value, at: "description")
        } ?? ""
        let clauses = try readClauses(member(top, "clauses"), at: "clauses")
        let worlds = try readWorlds(top, clauses: clauses)
        let limits = try readLimits(member(top, "limits"))
        let expected = try readExpected(member(top, "expect"), clauses: clauses)
        // Traces record the path: `./specs/x.json` and `specs/x.json` must write the same bytes.
        var recorded = Substring(path)
        while recorded.hasPrefix("./") { recorded = recorded.dropFirst(2) }
        return Spec(path: String(recorded), system: system.name, description: description, worlds: worlds, limits: limits,
                    clauses: clauses, expected: expected)
    }

    /// `world` (one world) or `worlds` (named worlds, explored one after the other), each
    /// judging the spec's `clauses` or the ones it names.
    private func readWorlds(_ top: [(String, JSONValue)], clauses: [Clause]) throws(InputError) -> [SpecWorld] {
        let single = member(top, "world")
        let several = member(top, "worlds")
        if single != nil, several != nil { throw error("the top level", "has both \"world\" and \"worlds\"; keep one") }
        var named: [(String, JSONValue?, place: String)] = []
        if let several {
            let members = try object(several, at: "worlds")
            guard !members.isEmpty else { throw error("worlds", "names no world") }
            named = members.map { ($0.0, $0.1, "worlds.\($0.0.echoed)") }
        } else {
            named = [("world", single, "world")]
        }
        var worlds: [SpecWorld] = []
        for (name, value, place) in named {
            let options = try readWorld(value, at: place, alsoAllowing: ["clauses"])
            let judged = try readClauses(value.flatMap { $0["clauses"] }, at: "\(place).clauses", within: clauses)
            worlds.append(SpecWorld(name: name, options: options, clauses: judged))
        }
        let unjudged = clauses.filter { clause in !worlds.contains { $0.clauses.contains { $0.id == clause.id } } }.map(\.id)
        if !unjudged.isEmpty {
            throw error(several == nil ? "world.clauses" : "worlds", Self.noWorldJudges(unjudged))
        }
        return worlds
    }

    /// `no world judges "C1.1", "C1.2", "C1.3" and 2 more clauses of this spec; …`: every
    /// clause left out, so that one run names them all (the first three, and how many more).
    static func noWorldJudges(_ ids: [String]) -> String {
        let quoted = ids.prefix(3).map { "\"\($0)\"" }
        guard ids.count > 1 else { return "no world judges \(quoted[0]), a clause of this spec; name it in a world's \"clauses\"" }
        let named = ids.count > 3
            ? quoted.joined(separator: ", ") + " and \(ids.count - 3) more"
            : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        return "no world judges \(named) clauses of this spec; name them in a world's \"clauses\""
    }

    /// A world's options; `alsoAllowing` names the keys of a spec's world that are not options.
    func readWorld(_ value: JSONValue?, at place: String, alsoAllowing extra: [String] = []) throws(InputError) -> WorldOptions {
        var options = WorldOptions()
        guard let value else { return options }
        let members = try object(value, at: place)
        let keys = SpecLoader.counts.map(\.key) + SpecLoader.switches.map(\.key) + ["faultKinds"] + extra
        try onlyKeys(members, keys, at: place)
        for count in SpecLoader.counts {
            guard let member = member(members, count.key) else { continue }
            let number = try integer(member, at: "\(place).\(count.key)")
            guard (0...count.maximum).contains(number) else {
                throw error("\(place).\(count.key)", "\(number) is out of range: the world holds 0 to \(count.maximum)")
            }
            options[keyPath: count.path] = number
        }
        for flag in SpecLoader.switches {
            guard let member = member(members, flag.key) else { continue }
            options[keyPath: flag.path] = try boolean(member, at: "\(place).\(flag.key)")
        }
        if let kinds = member(members, "faultKinds") {
            let names = try array(kinds, at: "\(place).faultKinds")
            var faults: [Fault] = []
            for (index, name) in names.enumerated() {
                let text = try string(name, at: "\(place).faultKinds[\(index)]")
                guard let fault = Fault.allCases.first(where: { $0.description == text }) else {
                    let known = Fault.allCases.map(\.description).joined(separator: ", ")
                    throw error("\(place).faultKinds[\(index)]",
                                unknown("fault", text, among: Fault.allCases.map(\.description)) + " (known: \(known))")
                }
                faults.append(fault)
            }
            options.faultKinds = Fault.allCases.filter(faults.contains)
        }
        return options
    }

    private func readLimits(_ value: JSONValue?) throws(InputError) -> Bounds {
        var bounds = Bounds(maxMemoryBytes: MemoryCeiling.defaultBytes)
        bounds.baselineBytes = MemoryCeiling.baselineBytes
        guard let value else { return bounds }
        let members = try object(value, at: "limits")
        try onlyKeys(members, ["maxDepth", "maxStates", "maxSeconds", "maxMemoryMiB"], at: "limits")
        func positive(_ key: String) throws(InputError) -> Int? {
            guard let member = member(members, key) else { return nil }
            let number = try integer(member, at: "limits.\(key)")
            guard number > 0 else { throw error("limits.\(key)", "must be positive, not \(number)") }
            return number
        }
        bounds.maxDepth = try positive("maxDepth")
        bounds.maxStates = try positive("maxStates")
        bounds.maxSeconds = try positive("maxSeconds").map(Double.init)
        if let mebibytes = try positive("maxMemoryMiB") {
            let physical = MemoryCeiling.physicalBytes / MemoryCeiling.mebibyte
            guard mebibytes <= physical else {
                throw error("limits.maxMemoryMiB", "\(mebibytes) MiB is more than this machine's \(physical) MiB")
            }
            let baseline = MemoryCeiling.baselineBytes / MemoryCeiling.mebibyte
            guard mebibytes > baseline else {
                throw error("limits.maxMemoryMiB", "\(mebibytes) MiB leaves nothing for states: the program itself takes \(baseline) MiB")
            }
            if let room = MemoryCeiling.addressSpaceRoom.map({ $0 / MemoryCeiling.mebibyte }), mebibytes > room {
                throw error("limits.maxMemoryMiB", "\(mebibytes) MiB is more than this process's address-space limit "
                    + "(ulimit -v) leaves room for: \(room) MiB")
            }
            bounds.maxMemoryBytes = mebibytes * MemoryCeiling.mebibyte
        }
        return bounds
    }

    /// `"all"` or a list of clause IDs: the catalogue's clauses, or, for a world, the spec's
    /// (`within`), in catalogue order.
    private func readClauses(_ value: JSONValue?, at place: String, within spec: [Clause]? = nil) throws(InputError) -> [Clause] {
        let allowed = spec ?? registry.clauses
        guard let value else { return allowed }
        if case .string("all") = value { return allowed }
        let ids = try array(value, at: place)
        if spec != nil, ids.isEmpty {
            throw error(place, "names no clause; leave the key out for all of the spec's, or leave the world out")
        }
        var chosen: [String] = []
        for (index, id) in ids.enumerated() {
            let text = try string(id, at: "\(place)[\(index)]")
            guard registry.clause(id: text) != nil else {
                throw error("\(place)[\(index)]", unknown("clause", text, among: registry.clauses.map(\.id)) + "; see '\(registry.toolName) list clauses'")
            }
            guard allowed.contains(where: { $0.id == text }) else {
                throw error("\(place)[\(index)]", "a clause this spec does not judge \"\(text)\"; add it to the spec's \"clauses\"")
            }
            chosen.append(text)
        }
        return allowed.filter { chosen.contains($0.id) }
    }

    private func readExpected(_ value: JSONValue?, clauses: [Clause]) throws(InputError) -> [(id: String, verdict: String)] {
        guard let value else { return [] }
        let members = try object(value, at: "expect")
        var expected: [(id: String, verdict: String)] = []
        for (id, verdict) in members {
            guard clauses.contains(where: { $0.id == id }) else {
                throw error("expect.\(id.echoed)", registry.clause(id: id) == nil
                    ? unknown("clause", id, among: clauses.map(\.id))
                    : "a clause this spec does not judge \"\(id)\"; add it to the spec's \"clauses\" or drop this expectation")
            }
            let name = try string(verdict, at: "expect.\(id.echoed)")
            guard Spec.verdictNames.contains(name) else {
                throw error("expect.\(id.echoed)",
                            unknown("verdict", name, among: Spec.verdictNames) + " (one of: \(Spec.verdictNames.joined(separator: ", ")))")
            }
            expected.append((id, name))
        }
        return expected
    }
}
