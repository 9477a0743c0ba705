import AuthModel
import AuthSystems
import Foundation

/// The whole command line as one call, for a team's own executable:
///
/// ```swift
/// // Sources/myapp-authcheck/main.swift
/// import AuthCheck
/// AuthCheckCLI.main(systems: AuthSystems.bundled + [MyAppDesign.system],
///                   clauses: ClauseCatalogue.all + MyAppClauses.all)
/// ```
///
/// Every subcommand (`check`, `audit`, `replay`, `simulate`, `list`, `explain`) then knows the
/// team's design and clauses exactly as `authcheck` knows its own; `authcheck`'s `main.swift` is
/// this call with the bundled systems.
public enum AuthCheckCLI {
    /// Runs the process's command line and exits with the documented code (130 or 143 after
    /// SIGINT or SIGTERM, with no staging folder left).
    public static func main(systems: [AuthSystem], clauses: [Clause] = ClauseCatalogue.all, drivers: [NamedDriver] = []) -> Never {
        SignalCleanup.install()
        var output = FileHandleOutputStream.standardOutput
        var errors = FileHandleOutputStream.standardError
        let code = AuthCheckCommand.run(
            Array(CommandLine.arguments.dropFirst()), registry: Registry(systems: systems, clauses: clauses, drivers: drivers),
            output: &output, errors: &errors)
        exit(code.rawValue)
    }
}
