import AuthModel
import AuthSystems
import Foundation

/// The whole command line as one call, for a team's own executable:
///
/// ```swift
/// // Sources/myapp-authcheck/main.swift
/// import AuthCheck
/// AuthCheckCLI.main(systems: AuthSystems.bundled + [MyAppDesign.system],
///                   clauses: ClauseCatalogue.all + MyAppClauses.all, name: "myapp-authcheck")
/// ```
///
/// Every subcommand (`check`, `audit`, `replay`, `simulate`, `list`, `explain`, `conflicts`) then
/// knows the team's design and clauses exactly as `authcheck` knows its own; a team with conflicts
/// of its own passes them too (`conflicts:`, the catalogue's by default), and its executable's
/// name (`name:`, `authcheck` by default), which usage lines, help and hints then name.
/// `authcheck`'s `main.swift` is this call with the bundled systems.
public enum AuthCheckCLI {
    /// Runs the process's command line and exits with the documented code (130 or 143 after
    /// SIGINT or SIGTERM, with no staging folder left).
    public static func main(
        systems: [AuthSystem], clauses: [Clause] = ClauseCatalogue.all, drivers: [NamedDriver] = [],
        conflicts: [ClauseConflict] = ClauseCatalogue.conflicts, name: String = "authcheck"
    ) -> Never {
        SignalCleanup.install()
        var output = FileHandleOutputStream.standardOutput
        var errors = FileHandleOutputStream.standardError
        let code = run(
            Array(CommandLine.arguments.dropFirst()), systems: systems, clauses: clauses, drivers: drivers,
            conflicts: conflicts, name: name, output: &output, errors: &errors)
        exit(code.rawValue)
    }

    /// `main` without the process: a tool whose lists give a name twice (a clause copied and its
    /// ID left as it was) ends every command with an error naming it and exit 70, as a model
    /// error, where building the registry would stop the process.
    public static func run(
        _ arguments: [String], systems: [AuthSystem], clauses: [Clause] = ClauseCatalogue.all,
        drivers: [NamedDriver] = [], conflicts: [ClauseConflict] = ClauseCatalogue.conflicts, name: String = "authcheck",
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ExitCode {
        if let repeated = Registry.repeatedName(systems: systems, clauses: clauses, drivers: drivers) {
            errors.write("Error: \(repeated): each system, clause and driver the tool is given (AuthCheckCLI.main) needs a name of its own\n")
            return .modelError
        }
        let registry = Registry(systems: systems, clauses: clauses, drivers: drivers, conflicts: conflicts, toolName: name)
        return AuthCheckCommand.run(arguments, registry: registry, output: &output, errors: &errors)
    }
}
