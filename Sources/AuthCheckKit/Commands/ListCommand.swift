import AuthModel
import AuthSystems

/// `authcheck list systems|clauses|events`: what the checker knows, one per line; the clauses
/// also as the Markdown reference (`docs/CLAUSES.md`).
enum ListCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "list",
            abstract: "List the systems, the clauses or the events the checker knows.",
            discussion: """
                Clauses are listed with their kind and the features a design needs for them to \
                apply. --format markdown writes the clause reference: every clause's ID, kind, \
                rule, source document, required features and reading.
                """,
            arguments: [ArgumentDescription(
                name: "what", help: "systems, clauses or events.", type: .choice(["systems", "clauses", "events"]))],
            options: [OptionDescription(
                name: "format", help: "text, or markdown (clauses only).", valueName: "format",
                type: .choice(["text", "markdown"]), defaultValue: "text")],
            handler: { arguments, output, errors in
                let what = arguments.string("what") ?? ""
                let markdown = arguments.string("format") == "markdown"
                switch what {
                case "systems" where !markdown:
                    let width = registry.systems.map(\.name.count).max() ?? 0
                    for system in registry.systems { print("\(CheckReport.pad(system.name, width))  \(system.summary)", to: &output) }
                case "clauses" where markdown:
                    print(ClauseReference.markdown(registry.clauses, tool: registry.toolName), terminator: "", to: &output)
                case "clauses":
                    let idWidth = registry.clauses.map(\.id.count).max() ?? 0
                    let needs = registry.clauses.map(ClauseReference.requirements)
                    let needsWidth = needs.map(\.count).max() ?? 0
                    for (clause, needed) in zip(registry.clauses, needs) {
                        print("\(CheckReport.pad(clause.id, idWidth))  \(CheckReport.pad(clause.kind.name, 10))  "
                              + "\(CheckReport.pad(needed, needsWidth))  \(clause.title)", to: &output)
                    }
                case "events" where !markdown:
                    let width = EventCatalogue.all.map(\.usage.count).max() ?? 0
                    for event in EventCatalogue.all { print("\(CheckReport.pad(event.usage, width))  \(event.help)", to: &output) }
                case "systems", "events":
                    print("Error: --format markdown lists clauses only", to: &errors)
                    errors.write(AuthCheckCommand.usageLines(of: "list", registry))
                    return .usage
                case let other:
                    print("Error: cannot list '\(other.echoed)'; choose systems, clauses or events", to: &errors)
                    errors.write(AuthCheckCommand.usageLines(of: "list", registry))
                    return .usage
                }
                return .success
            })
    }
}
