/// Where two rules of the catalogue cannot both be met as their words read, the world that shows
/// it, and the reading chosen (`ClauseConflict`). `authcheck conflicts` shows each on a design;
/// the clauses' notes, `explain`, the reference and AUDIT.md follow the readings here.
extension ClauseCatalogue {
    public static let conflicts: [ClauseConflict] = [
        ClauseConflict(
            id: "K1", title: "Three transient refresh failures: I8's \"Clear session\" against C3.5's kept tokens",
            clauses: ["C3.5", "I8"],
            strict: Clause.always(
                "I8-strict", "After 3 failed refresh attempts the session is cleared: no token is left in memory",
                source: Source.softLock, requires: [.interceptor, .refresh, .tokens],
                note: "001's table as written: \"Max refresh attempts (3) exceeded | Multiple 401s | Clear session\"."
            ) { obs in
                obs.client.refreshAttempts < 3
                    || (obs.client.status != .authed && obs.client.accessToken == nil && obs.client.refreshToken == nil)
            },
            world: WorldOptions.quiet {
                $0.requests = 3; $0.serverEvents = 1; $0.faults = 3; $0.faultKinds = [.networkError]
                $0.disturbances = 3; $0.signedOutRequests = false; $0.signedOutLogouts = false
            },
            worldSummary: "one account, three requests, an access token expiring, three network errors",
            reading: """
                I8 yields its "Clear session" to C3.5. The third refresh that fails with a network error is the \
                third attempt of 001's table, and the table clears the session; the contract (003, \
                authoritative) says a network error keeps the tokens ("Network errors MUST preserve tokens for \
                retry", "Not clear tokens on network errors"). Read so, the session is expired without being \
                cleared: the app leaves authed and refreshes no more (I8 as judged), and keeps its tokens for a \
                retry (C3.5). A 401 still clears at once (C3.5, C4.3).
                """),
        ClauseConflict(
            id: "K2", title: "A delete that fails: E1's retry against 003's \"silently ignored\"",
            clauses: ["E1", "C5.3"],
            strict: Clause.step(
                "C5-strict", "A storage delete that fails is silently ignored: it is not tried again",
                source: Source.contract, requires: [.logout],
                note: "003 as written: \"Local storage failures MUST be silently ignored (best-effort cleanup)\"."
            ) { t in
                guard t.event == .deleteFails, t.after.running, let failed = t.after.performed?.effect else { return true }
                return !t.anyQueued { $0.effect == failed }
            },
            world: WorldOptions.quiet {
                $0.logouts = 1; $0.deleteFailures = 1; $0.disturbances = 1
                $0.signedOutRequests = false; $0.signedOutLogouts = false
            },
            worldSummary: "one account, a logout, a delete that fails",
            reading: """
                003's "silently ignored" yields to E1 where it would mean "never tried again": read strictly, a \
                failed delete of the refresh token leaves it behind the logout, which 003 itself forbids \
                ("MUST be cleared on: Explicit logout", C5.3). Read as chosen, a storage failure never stops \
                the logout, never throws and shows nothing (C5.2), and the delete is tried again in the \
                background (E1). The strict reading is E1's negation: less a conflict of two rules than a \
                clarification of 003's words, which E1 settles.
                """),
        ClauseConflict(
            id: "K3", title: "A reinstall: C1.2's \"cleared only on logout\" against E3 and S3",
            clauses: ["E3", "S3", "C1.2"],
            strict: Clause.step(
                "C1.2-strict", "The stored refresh token leaves its store only on logout, a 401 or account deletion, "
                    + "a launch after a reinstall included",
                source: Source.contract, requires: [.storedRefreshToken],
                when: .stores
            ) { t in
                guard let token = t.before.storedRefreshToken, t.after.storedRefreshToken == nil else { return true }
                guard let cause = t.after.performed?.cause else { return false }
                return mayDropRefreshToken(token, because: cause)
            },
            world: WorldOptions.quiet {
                $0.reinstalls = 1; $0.disturbances = 1; $0.signedOutRequests = false; $0.signedOutLogouts = false
            },
            worldSummary: "one account, the app deleted and installed again (the keychain survives)",
            reading: """
                C1.2 yields to E3 and S3 at launch. After a reinstall the keychain still holds the last \
                install's refresh token; E3 forbids resuming it before someone signs in, and a design that may \
                neither resume nor drop it keeps a token nothing will use. Read as chosen, a launch may drop a \
                token it finds after a reinstall, or beside a cache that lacks its user or tenant (S3): no \
                session this install can vouch for (C1.2's note). Said plainly: a MUST of the contract yields \
                here to a rule of ours (E3), for a platform fact 003 did not foresee: the keychain survives the \
                app's deletion.
                """),
        ClauseConflict(
            id: "K4", title: "A refresh's answer lost: strict rotation (C9.1) against a session kept through any fault",
            clauses: ["C9.1", "R1"],
            strict: Clause.recover(
                "R1-strict", "No fault forces a new login while the server still holds a valid session",
                source: Source.robustness, requires: [.refresh, .tokens],
                note: """
                    R1 widened from crashes to lost answers: from every state of the running, signed-in app \
                    where the server's newest pair is valid and the app holds none of its tokens, an access \
                    token the server accepts stays reachable without a password login.
                    """,
                from: { obs in
                    guard obs.running, obs.client.status == .authed, let newest = obs.server.pairs.last,
                          newest.refresh == .valid, obs.budget.pairs > 0 else { return false }
                    let number = UInt8(obs.server.pairs.count)
                    let held = [obs.client.accessToken, obs.client.refreshToken, obs.storedRefreshToken]
                        + obs.secureTokens.map(Optional.some)
                    return !held.contains { $0?.pair == number }
                },
                to: { $0.running && $0.client.status == .authed && $0.accepts($0.client.accessToken) },
                without: isPasswordLogin),
            world: WorldOptions.quiet {
                $0.serverEvents = 1; $0.lostAnswers = 1; $0.disturbances = 1; $0.pairs = 3
                $0.signedOutRequests = false; $0.signedOutLogouts = false
            },
            worldSummary: "one account, one request, an access token expiring, a refresh's answer lost after the server rotated",
            reading: """
                R1 stays about crashes; it does not widen to lost answers. The server rotates strictly (003: \
                "Old refresh token MUST be revoked before new one is created"), so when a refresh's answer is \
                lost after the server acted, the app holds a revoked token and only a new login brings the \
                session back. Keeping the session would need the server to accept the old token again for a \
                while (a grace window), which the contract forbids. The session lost to a lost answer is the \
                price of strict rotation, not a defect of the app.
                """),
    ]
}
