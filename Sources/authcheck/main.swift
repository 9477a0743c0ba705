// `authcheck`: the command line over the bundled systems and the catalogue. A team's own tool is
// the same call with its design and its name added
// (`AuthCheckCLI.main(systems: AuthSystems.bundled + [...], name: "myapp-authcheck")`).
import AuthCheck

AuthCheckCLI.main(systems: AuthSystems.bundled, clauses: ClauseCatalogue.all)
