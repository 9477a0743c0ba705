// myapp-authcheck: authcheck's whole command line (check, audit, replay, simulate, list,
// explain) with MyApp's design and the team's own clauses beside the bundled ones.
import AuthCheck
import MyAppAuth

AuthCheckCLI.main(systems: AuthSystems.bundled + [MyAppAuthDesign.system], clauses: ClauseCatalogue.all + MyAppClauses.all)
