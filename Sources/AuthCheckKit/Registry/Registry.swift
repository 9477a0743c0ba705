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

    /// Refuses two systems or two clauses with one name: a spec or trace naming it would be
    /// ambiguous. A programming error in the caller's `main`, so it stops the process.
    public init(
        systems: [AuthSystem], clauses: [Clause], drivers: [NamedDriver] = [],
        conflicts: [ClauseConflict] = ClauseCatalogue.conflicts
    ) {
        for (index, system) in systems.enumerated() {
            precondition(!systems[..<index].contains { $0.name == system.name }, "two systems are named \"\(system.name)\"")
        }
        for (index, clause) in clauses.enumerated() {
            precondition(!clauses[..<index].contains { $0.id == clause.id }, "two clauses have the ID \"\(clause.id)\"")
        }
        self.systems = systems
        self.clauses = clauses
        self.drivers = drivers
        self.conflicts = conflicts
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
