import AuthModel
import AuthSystems

/// The systems and clauses one build of the tool knows. Specs, traces, `list` and `explain`
/// resolve every name through it, so a team's executable that passes its own design and clauses
/// (`AuthCheckCLI.main(systems:clauses:)`) has every subcommand for them, exactly as the bundled
/// ones do.
///
/// Lists, not dictionaries: reports show systems and clauses in the order given here, the same
/// on every run.
public struct Registry: Sendable {
    /// In the order reports list them.
    public let systems: [AuthSystem]
    /// In the order reports list them; a spec's `"clauses": "all"` means these.
    public let clauses: [Clause]
    /// In-process drivers `conform --driver NAME` knows.
    public let drivers: [NamedDriver]
    /// What `authcheck conflicts` shows; their strict readings resolve by ID for its traces.
    public let conflicts: [ClauseConflict]
    /// The command a user types: usage lines, help and hints name it (`myapp-authcheck`, for a
    /// team's executable), so that what they say to run is what runs.
    public let toolName: String

    /// Refuses two systems, clauses or drivers with one name: a spec, trace or `--driver` naming
    /// it would be ambiguous. A programming error in the caller's code, so it stops the process,
    /// with `fatalError` so that a release build still says which name (a `precondition`'s
    /// message is dropped there). `AuthCheckCLI.main` asks `repeatedName` first and ends with an
    /// error and exit 70 instead.
    public init(
        systems: [AuthSystem], clauses: [Clause], drivers: [NamedDriver] = [],
        conflicts: [ClauseConflict] = ClauseCatalogue.conflicts, toolName: String = "authcheck"
    ) {
        if let repeated = Self.repeatedName(systems: systems, clauses: clauses, drivers: drivers) {
            fatalError("Registry: \(repeated)")
        }
        self.systems = systems
        self.clauses = clauses
        self.drivers = drivers
        self.conflicts = conflicts
        self.toolName = toolName
    }

    /// The first name these lists give twice, said as an error says it (`two clauses have the
    /// ID "APP1"`), systems first, then clauses, then drivers; nil when every name is given once.
    public static func repeatedName(systems: [AuthSystem], clauses: [Clause], drivers: [NamedDriver]) -> String? {
        func firstRepeated(_ names: [String]) -> String? {
            names.indices.first { index in names[..<index].contains(names[index]) }.map { names[$0] }
        }
        if let name = firstRepeated(systems.map(\.name)) { return "two systems are named \"\(name)\"" }
        if let id = firstRepeated(clauses.map(\.id)) { return "two clauses have the ID \"\(id)\"" }
        if let name = firstRepeated(drivers.map(\.name)) { return "two drivers are named \"\(name)\"" }
        return nil
    }

    /// What `authcheck` itself knows: the five bundled systems and the catalogue.
    public static let bundled = Registry(systems: AuthSystems.bundled, clauses: ClauseCatalogue.all)

    public func system(named name: String) -> AuthSystem? {
        systems.first { $0.name == name }
    }

    /// IDs are matched exactly, as specs and traces write them.
    public func clause(id: String) -> Clause? {
        clauses.first { $0.id == id }
    }

    /// A clause, or a conflict's strict reading (`I8-strict`): what a trace's property may name.
    public func tracedClause(id: String) -> Clause? {
        clause(id: id) ?? conflicts.first { $0.strict.id == id }?.strict
    }
}
