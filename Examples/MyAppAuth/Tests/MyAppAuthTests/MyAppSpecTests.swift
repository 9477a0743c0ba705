import AuthCheck
import MyAppAuth
import Testing

/// MyApp in the worlds of `specs/myapp.json`: every catalogue clause gets the verdict it should,
/// worked out here from the design's features and the clause's kind, not read from the spec.
@Suite struct MyAppSpecTests {
    /// The verdicts that are not the default, and why: see the spec's description. The witnesses
    /// of a failed delete and of an answer lost after the server acted are unwitnessed because
    /// no world of the spec switches those events on.
    static let findings: [String: String] = ["C1.5": "violated", "W-E-delete": "unwitnessed", "W-E-lost": "unwitnessed",
                                                     "W-E-reinstall": "unwitnessed"]

    static func expectedVerdict(of clause: Clause) -> String {
        if let finding = findings[clause.id] { return finding }
        guard clause.applies(to: MyAppAuthDesign.system.features) else { return "n/a" }
        switch clause.kind {
        case .reach: return "witnessed"
        case .unjudgeable: return "not judged"
        case .always, .step, .recover: return "holds"
        }
    }

    @Test func theDesignDeclaresWhatItHas() {
        #expect(MyAppAuthDesign.system.features
            == [.tokens, .tokenCallback, .storedRefreshToken, .refresh, .interceptor, .requestQueue, .bootstrap, .logout,
                .loginForm, .authErrorCodes])
        let absent = Feature.allCases.filter { !MyAppAuthDesign.system.features.contains($0) }
        #expect(MyAppAuthDesign.system.absences.map(\.feature) == absent, "a reason for every part MyApp lacks")
    }

    @Test func everyCatalogueClauseGetsItsVerdict() throws {
        let report = try SpecRun.report.get()
        let spec = try SpecRun.spec.get()
        #expect(report.stoppedBy == nil)
        #expect(spec.clauses.map(\.id) == (ClauseCatalogue.all + MyAppClauses.all).map(\.id))
        for clause in ClauseCatalogue.all {
            let expected = Self.expectedVerdict(of: clause)
            #expect(report.verdict(clause.id)?.name == expected, "\(clause.id)")
            #expect(spec.expectedVerdict(of: clause, features: MyAppAuthDesign.system.features) == expected,
                    "the spec expects what the test does of \(clause.id)")
        }
        let tally = Dictionary(grouping: report.outcomes.filter { ClauseCatalogue.clause(id: $0.clause.id) != nil }) {
            $0.verdict.name
        }.mapValues(\.count)
        // The contract's 48 rules hold (A1 is n/a: MyApp gives 403 no meaning) and its 20
        // witnesses are found; of the F- family, the 7
        // declared features with a sign are shown and the 4 absent ones never are; E2 holds, E1 and
        // E3 hold too (no delete fails and no reinstall happens here) and the three event
        // witnesses are unwitnessed. B9, W-B-added and W-E-suspend are n/a: MyApp has no
        // biometrics and no soft lock. W-C2-sign-in and W-C5-sign-in are witnessed in the spec's
        // signedOut world, the only one that opens the sign-in screen's doors.
        #expect(tally == ["holds": 55, "witnessed": 30, "violated": 1, "not judged": 1, "n/a": 46, "unwitnessed": 3])
    }

    /// The one violation: a refresh sent before logout answers after the next login; the design
    /// ignores it and revokes what it granted, and C1.5 still reads the new session's expired
    /// access token as one that refresh should have replaced.
    @Test func c15IsReadOnARefreshOfTheEndedSession() throws {
        let report = try SpecRun.report.get()
        let outcome = try #require(report.outcomes.first { $0.clause.id == "C1.5" })
        let trace = try #require(outcome.verdict.trace)
        #expect(outcome.world == "relogin")
        #expect(trace.steps.count == 26)
        let events: [Event] = trace.steps.map { $0.event }
        #expect(events.filter { $0 == Event.accessTokenExpires }.count == 2)
        let logout = try #require(events.firstIndex(of: Event.user(.logout)))
        #expect(events[logout...].contains { event in
            if case .user(.submitLogin) = event { true } else { false }
        })
        let last = try #require(trace.steps.last?.observation)
        let held = try #require(last.client.accessToken)
        #expect(last.server.status(of: held) != TokenStatus.valid,
                "memory holds the new session's access token, which has expired")
    }
}
