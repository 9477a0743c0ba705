// myapp-authcheck: authcheck's command line with MyApp's design and the team's clauses added.
//
// TEMPORARY. Once authcheck ships its `AuthCheck` product (0.2.0), this whole file becomes
//
//     import AuthCheck
//     import MyAppAuth
//
//     AuthCheckCLI.main(systems: AuthSystems.bundled + [MyAppAuthDesign.system],
//                       clauses: ClauseCatalogue.all + MyAppClauses.all)
//
// and InterimCheck.swift goes. Until then authcheck's command line knows only its five bundled
// systems and the catalogue's clauses, so `check SPEC...` is answered by InterimCheck through the
// public `AuthSystem.check` path, and every other command by authcheck's own command line.
import AuthCheckKit
import Foundation

var output = FileHandleOutputStream.standardOutput
var errors = FileHandleOutputStream.standardError
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "check", arguments.count > 1, !arguments.contains(where: { $0.hasPrefix("-") }) {
    exit(InterimCheck.run(specPaths: Array(arguments.dropFirst()), output: &output, errors: &errors).rawValue)
}
exit(AuthCheckCommand.run(arguments, output: &output, errors: &errors).rawValue)
