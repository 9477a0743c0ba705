import AuthCheck

/// The team's own clauses, beside the catalogue.
enum NotesClauses {
    static let profileGone = Clause.always(
        "NOTES1", "The cached profile is gone once logout has finished",
        source: "Notes app security requirements, section 4 (the team's own)", requires: [.logout]
    ) { observation in
        !observation.client.loggedOut || observation.fastCache[.user] == nil
    }

    static let all = [profileGone]
}
