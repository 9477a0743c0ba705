// myapp-authcheck: authcheck's whole command line (check, audit, replay, simulate, list,
// explain, conform) with MyApp's design, the team's own clauses and the driver of MyApp's real
// client beside the bundled ones.
import AuthCheck
import MyAppAuth
import MyAppConformance

AuthCheckCLI.main(
    systems: AuthSystems.bundled + [MyAppAuthDesign.system], clauses: ClauseCatalogue.all + MyAppClauses.all,
    drivers: [NamedDriver("myapp") { AsyncDriver<MyAppAdapter>() }], name: "myapp-authcheck")
