import AuthCheck

extension MyAppClauses {
    /// APP1: once logout completes, the fast cache holds no profile. The contract's C5.3 clears
    /// user data in memory only; a profile left in the cache would greet the next person who
    /// opens the app with the last user's name.
    public static let profileGoneAfterLogout = Clause(
        id: "APP1", title: "Once logout completes, no user profile is left in the fast cache",
        kind: .always { observation in
            !observation.client.loggedOut || observation.fastCache[.user] == nil
        },
        source: source, requires: [.logout],
        note: """
            Logout completes when the design says so (`loggedOut`), which a design may say only once \
            its deletes are done. A logout killed half-way is not complete: what it leaves is the next \
            bootstrap's to clean.
            """)

    /// W-APP1: a logout is about to delete a cached profile, so APP1 cannot hold only because no
    /// logout ever meets a cached profile.
    public static let logoutDeletesACachedProfile = Clause(
        id: "W-APP1", title: "A logout is about to delete a cached profile",
        kind: .reach { observation in
            observation.fastCache[.user] != nil
                && observation.pendingInPlace.contains { $0.effect == .delete(.fastCache, .user) && $0.cause == .user(.logout) }
        },
        source: source, requires: [.logout])
}
