import AuthModel
import AuthSystems

/// `authcheck explain CLAUSE`: a clause's rule, kind, source, what it needs of a design, and how
/// it is judged where that differs from its text.
enum ExplainCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "explain",
            abstract: "Explain one clause: its rule, kind, source, the steps it is judged on and its reading.",
            arguments: [ArgumentDescription(name: "clause", help: "A clause ID, such as C3.2 (see '\(registry.toolName) list clauses').")],
            handler: { arguments, output, errors in
                let id = arguments.string("clause") ?? ""
                guard let clause = registry.tracedClause(id: id) else {
                    let suggestion = Suggestion.closest(to: id, among: registry.clauses.map(\.id)).map { ". Did you mean '\($0)'?" }
                    print("Error: unknown clause '\(id.echoed)'" + (suggestion ?? ""), to: &errors)
                    print(AuthCheckCommand.usageLine(of: "explain", registry), to: &errors)
                    print("  See '\(registry.toolName) list clauses' for every clause.", to: &errors)
                    return .usage
                }
                print(text(clause, systems: registry.systems, conflicts: registry.conflicts, tool: registry.toolName),
                      terminator: "", to: &output)
                return .success
            })
    }

    /// What `explain` prints; `tool` is the command its hints name.
    static func text(
        _ clause: Clause, systems: [AuthSystem], conflicts: [ClauseConflict] = [], tool: String = "authcheck"
    ) -> String {
        var lines = ["\(clause.id): \(clause.title)", "", "kind:     \(clause.kind.name)", "source:   \(clause.source)"]
        lines.append("requires: " + ClauseReference.requirements(clause))
        if let steps = ClauseReference.judgedSteps(clause) { lines.append("judged:   on \(steps)") }
        let applies = systems.map { "\($0.name) (\(clause.applies(to: $0.features) ? "applies" : "n/a"))" }
        lines.append("systems:  " + applies.joined(separator: ", "))
        for system in systems {
            if let reason = system.reasonNotApplicable(clause) { lines.append("          n/a for \(system.name): \(reason)") }
        }
        if case .unjudgeable(let reason) = clause.kind { lines += ["", "Not judged: \(reason)"] }
        if let note = clause.note { lines += ["", "Reading: \(note)"] }
        for conflict in conflicts where conflict.clauses.contains(clause.id) || conflict.strict.id == clause.id {
            let side = conflict.strict.id == clause.id ? "the strict reading that yields in" : "in"
            lines += ["", "Conflict: \(side) \(conflict.id), \(conflict.title) (see '\(tool) conflicts'). \(conflict.reading)"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
