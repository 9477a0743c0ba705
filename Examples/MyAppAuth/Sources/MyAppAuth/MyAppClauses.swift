import AuthCheck

/// MyApp's own requirements, as clauses: judged on observations only, like the catalogue's, so
/// they mean the same on any design. IDs start with `APP` so they never clash with the catalogue.
public enum MyAppClauses {
    /// Every clause and witness of the team's, in the order reports list them.
    public static let all: [Clause] = [profileGoneAfterLogout, logoutDeletesACachedProfile]

    /// The source every team clause names.
    static let source = "MyApp auth requirements (team's own)"
}
