import AuthModel
import AuthSystems

/// `authcheck list systems|clauses|events`: what the checker knows, one per line.
enum ListCommand {
    static let description = CommandDescription(
        name: "list",
        abstract: "List the systems, the clauses or the events the checker knows.",
        arguments: [ArgumentDescription(name: "what", help: "systems, clauses or events.")],
        handler: { arguments, output, errors in
            switch arguments.string("what") ?? "" {
            case "systems":
                let width = AuthSystems.all.map(\.name.count).max() ?? 0
                for system in AuthSystems.all { print("\(CheckReport.pad(system.name, width))  \(system.summary)", to: &output) }
            case "clauses":
                let width = ClauseCatalogue.all.map(\.id.count).max() ?? 0
                for clause in ClauseCatalogue.all {
                    print("\(CheckReport.pad(clause.id, width))  \(CheckReport.pad(clause.kind.name, 10))  \(clause.title)",
                          to: &output)
                }
            case "events":
                let width = EventCatalogue.all.map(\.usage.count).max() ?? 0
                for event in EventCatalogue.all { print("\(CheckReport.pad(event.usage, width))  \(event.help)", to: &output) }
            case let other:
                print("Error: cannot list '\(other)'; choose systems, clauses or events", to: &errors)
                print("Usage: authcheck list <what>", to: &errors)
                print("  See 'authcheck list --help' for more information.", to: &errors)
                return .usage
            }
            return .success
        })
}
