@testable import AuthCheckKit
import Testing

/// CleanerHQ, "Epic M-01: Authentication & Onboarding" (`004_c84650e9eaf8a1e3.txt`): the
/// acceptance criteria of S2 (token refresh interceptor) and S7 (session persistence & app
/// state), each as a hand-written trace under `traces/scenarios/004/`, replayed on the model and
/// checked where it ends against the document's words. `CommittedTracesTests` checks every
/// other observation the traces record.
///
/// Every trace starts with the same sign-in (steps 1–10): launch, both stores read, alice logs
/// in, `access_token` then `user_refresh_token` written to secure storage, the opt-in declined.
@Suite struct CleanerHQScenarioTests {
    /// The end of a signed-in session: on the main screen, authed, with the pair `number` in
    /// memory and in secure storage.
    static func expectSignedIn(_ record: JSONValue, pair number: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(record["screen"]?["status"] == "authed", sourceLocation: sourceLocation)
        #expect(record["screen"]?["screen"] == "main", sourceLocation: sourceLocation)
        #expect(record["memory"]?["accessToken"] == .string("A\(number)"), sourceLocation: sourceLocation)
        #expect(record["memory"]?["refreshToken"] == .string("R\(number)"), sourceLocation: sourceLocation)
        #expect(record["secure"]?["access_token"] == .string("A\(number)"), sourceLocation: sourceLocation)
        #expect(record["secure"]?["user_refresh_token"] == .string("R\(number)"), sourceLocation: sourceLocation)
    }

    /// S3's logout as S2 and S7 call it (`AuthStore.logout()`), done: a guest on the login form,
    /// no token in memory, secure storage empty.
    static func expectLoggedOutOnLogin(_ record: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(record["screen"]?["status"] == "guest", sourceLocation: sourceLocation)
        #expect(record["screen"]?["screen"] == "signIn", sourceLocation: sourceLocation)
        #expect(record["memory"]?["accessToken"] == nil, sourceLocation: sourceLocation)
        #expect(record["memory"]?["refreshToken"] == nil, sourceLocation: sourceLocation)
        #expect(record["memory"]?["loggedOut"] == true, sourceLocation: sourceLocation)
        #expect(record["secure"] == [:], sourceLocation: sourceLocation)
    }

    // MARK: S2, token refresh interceptor

    @Test func single401RefreshesAndRetriesTheOriginalRequest() throws {
        let scenario = try Scenario("004/s2-single-401-refreshes-and-retries.json")
        // "Single 401 response triggers refresh": the 401 on A1 (step 14) queues the request and
        // sends one refresh with R1.
        #expect(scenario.after(14)["memory"]?["requests"] == ["waiting for refresh"])
        #expect(scenario.after(14)["pending"] == ["send refresh with R1 (because of request1 answered 401 access_token_expired)"])
        // "... and retries the original request transparently": the same request, with the new
        // token, succeeds; the user never left the main screen.
        #expect(scenario.end("memory", "requests") == ["succeeded"])
        #expect(scenario.after(14)["screen"]?["screen"] == "main")
        Self.expectSignedIn(scenario.end, pair: 2)
        #expect(scenario.end("network", "calls") == nil && scenario.end["pending"] == nil)
    }

    @Test func retryPreservesTheOriginalRequest() throws {
        let scenario = try Scenario("004/s2-retry-preserves-original-request.json")
        // "Retry preserves original request method, headers, and body": the call in flight is
        // request1 again, marked a retry, carrying the refreshed A2 ("so queued requests retry").
        #expect(scenario.end("network", "calls") == ["[0] request1 with A2 (retry 1)"])
        #expect(scenario.end("memory", "requests") == ["in flight with A2"])
    }

    @Test func successfulRefreshUpdatesStoredTokensInSecureStorage() throws {
        let scenario = try Scenario("004/s2-successful-refresh-updates-secure-storage.json")
        // "Successful refresh updates stored tokens in secure storage": both keys hold the new pair.
        #expect(scenario.end("secure", "access_token") == "A2")
        #expect(scenario.end("secure", "user_refresh_token") == "R2")
        // "After successful refresh, resolve the promise so queued requests retry": the refresh
        // is over and the retry is the next effect.
        #expect(scenario.end("memory", "refreshing") == nil)
        #expect(scenario.end["pending"] == ["send request1 with A2 (retry 1) (because of refresh answered 200 pair 2 alice)"])
        // The rotation the refresh endpoint did: R1 revoked, pair 2 issued.
        #expect(scenario.end["server"] == ["pair 1 alice: A1 expired, R1 revoked", "pair 2 alice: A2 valid, R2 valid"])
    }

    @Test func concurrent401sShareASingleRefreshCall() throws {
        let scenario = try Scenario("004/s2-concurrent-401s-share-one-refresh.json")
        // "Multiple concurrent 401 responses share a single refresh call (queue pattern)": after
        // both 401s (step 18) both requests wait and one refresh is in flight, sent at once
        // after the first (step 17).
        #expect(scenario.after(18)["memory"]?["requests"] == ["waiting for refresh", "waiting for refresh"])
        #expect(scenario.after(18)["network"]?["calls"] == ["[0] refresh with R1"])
        // "if non-null, all 401 handlers await it; first one creates it": the second 401 (step 18)
        // added no refresh of its own.
        #expect(scenario.after(18)["pending"] == nil)
        // "After successful refresh, resolve the promise so queued requests retry": both retried
        // with A2, both succeeded.
        #expect(scenario.after(23)["network"]?["calls"] == ["[0] request1 with A2 (retry 1)", "[1] request2 with A2 (retry 1)"])
        #expect(scenario.end("memory", "requests") == ["succeeded", "succeeded"])
        // One refresh, no thundering herd: the server issued the login's pair and one other.
        #expect(scenario.end["server"] == ["pair 1 alice: A1 expired, R1 revoked", "pair 2 alice: A2 valid, R2 valid"])
        Self.expectSignedIn(scenario.end, pair: 2)
    }

    @Test func failedRefreshClearsAllTokensAndNavigatesToLogin() throws {
        let scenario = try Scenario("004/s2-failed-refresh-refresh-token-expired-logs-out-to-login.json")
        // "Failed refresh (e.g., refresh token expired)": the refresh's own answer (step 17).
        #expect(scenario.after(17)["answered"] == "401 refresh_token_expired requiresReauth")
        // "After failed refresh, reject the promise": the waiting request fails.
        #expect(scenario.end("memory", "requests") == ["failed: unauthorized"])
        // "... clears all tokens and navigates to Login" (`AuthStore.logout()`).
        Self.expectLoggedOutOnLogin(scenario.end)
        #expect(scenario.end("memory", "user") == nil)
    }

    @Test func theRefreshRequestDoesNotTriggerTheInterceptor() throws {
        let scenario = try Scenario("004/s2-refresh-401-does-not-trigger-interceptor.json")
        // "Refresh request itself does not trigger the interceptor (no infinite loop)": the
        // refresh's 401 sends no refresh; the only effects left are logout's deletes.
        #expect(scenario.end["answered"] == "401 token_revoked requiresReauth")
        #expect(scenario.end("network", "calls") == nil)
        #expect(scenario.end["pending"] == [
            "delete secure.access_token (because of refresh answered 401 token_revoked requiresReauth)",
            "delete secure.user_refresh_token (because of refresh answered 401 token_revoked requiresReauth)",
        ])
        #expect(scenario.end("memory", "refreshing") == nil)
        // "Navigate to login if refresh itself fails".
        #expect(scenario.end("screen", "screen") == "signIn" && scenario.end("screen", "status") == "guest")
    }

    @Test func non401ErrorsPassThroughWithoutInterception() throws {
        let scenario = try Scenario("004/s2-non-401-error-passes-through.json")
        // "Non-401 errors pass through without interception": the 500 reaches the request, no
        // refresh is sent, the session stays as it was.
        #expect(scenario.end("memory", "requests") == ["failed: 500"])
        #expect(scenario.end["pending"] == nil && scenario.end("network", "calls") == nil)
        #expect(scenario.end("memory", "refreshing") == nil)
        Self.expectSignedIn(scenario.end, pair: 1)
    }

    // MARK: S7, session persistence & app state

    @Test func firstLaunchKeepsTheSplashUntilTheSessionIsDetermined() throws {
        let scenario = try Scenario("004/s7-first-launch-splash-until-no-session.json")
        // "Show a splash/loading screen while session restoration is in progress to prevent
        // flashing the login screen": splash after the launch and after the first read.
        for step in [1, 2] {
            #expect(scenario.after(step)["screen"]?["screen"] == "splash")
            #expect(scenario.after(step)["screen"]?["status"] == "loading")
        }
        // "Splash screen hidden only after session state is determined (authenticated or not)":
        // nothing stored, not authenticated, the login form.
        #expect(scenario.end("screen", "status") == "guest" && scenario.end("screen", "screen") == "signIn")
    }

    @Test func restartShowsTheSplashWhileTokensAreRead() throws {
        let scenario = try Scenario("004/s7-restart-shows-splash-while-tokens-read.json")
        // "Splash screen displayed while tokens are read and validated": AsyncStorage read,
        // secure storage not yet.
        #expect(scenario.end("screen", "screen") == "splash" && scenario.end("screen", "status") == "loading")
        #expect(scenario.end["pending"] == ["load secure (because of launch)"])
        #expect(scenario.end("memory", "accessToken") == nil)
    }

    @Test func restartRestoresTheSession() throws {
        let scenario = try Scenario("004/s7-restart-restores-session.json")
        // "App remembers login state across full app restarts": the kill (step 11) cleared memory.
        #expect(scenario.after(11)["memory"] == [:])
        // "read tokens -> validate -> set auth state -> `SplashScreen.hideAsync()`": back on main
        // with the pair of the login, from secure storage.
        Self.expectSignedIn(scenario.end, pair: 1)
        // The stored access token is validated locally: no call, nothing pending.
        #expect(scenario.end["pending"] == nil && scenario.end("network", "calls") == nil)
    }

    /// "Expired access token triggers refresh attempt before declaring session invalid", behind
    /// the splash ("read tokens -> validate -> set auth state"). Until 0.8.0 the world gave the
    /// app no clock and the model entered with the expired token (a reading); with the device's
    /// clock the restore validates the token as the document says.
    @Test func restartWithAnExpiredAccessTokenRefreshesBeforeEntering() throws {
        let scenario = try Scenario("004/s7-restart-with-expired-access-token.json")
        #expect(scenario.trace.verdictName == "holds")
        // A1 expired while the app was dead (step 12), on the server and on the device's clock...
        #expect(scenario.after(12)["server"] == ["pair 1 alice: A1 expired, R1 valid"])
        // ... so the restore's validation (step 15) refreshes before declaring anything: "Expired
        // access token triggers refresh attempt before declaring session invalid", the splash up.
        #expect(scenario.after(15)["pending"] == ["send refresh with R1 (because of launch)"])
        #expect(scenario.after(15)["screen"]?["screen"] == "splash")
        #expect(scenario.after(15)["memory"]?["accessToken"] == nil)
        // The refresh's pair 2 is stored, and only then is the session determined: main, pair 2.
        #expect(scenario.after(19)["screen"]?["screen"] == "main")
        #expect(scenario.end("memory", "requests") == ["succeeded"])
        Self.expectSignedIn(scenario.end, pair: 2)
    }

    /// A restore reaches its refresh only with a refresh token and no access token stored; the
    /// trace gets there by killing the app between logout's two deletes (access first), after
    /// the server revoked the pair.
    @Test func aFailedRestoreRefreshGoesToLoginWithNoFlashOfContent() throws {
        let scenario = try Scenario("004/s7-restore-refresh-fails-to-login-without-flash.json")
        #expect(scenario.after(15)["secure"] == ["user_refresh_token": "R1"])
        // "Expired access token triggers refresh attempt before declaring session invalid": with
        // R1 only, the read (step 18) sends a refresh and the splash stays.
        #expect(scenario.after(18)["pending"] == ["send refresh with R1 (because of launch)"])
        for step in 16...19 {
            #expect(scenario.after(step)["screen"]?["screen"] == "splash")
            #expect(scenario.after(step)["screen"]?["status"] == "loading")
        }
        // "Failed refresh navigates to Login (no flash of authenticated content)": from the
        // splash straight to the login form (step 20), never authed, never main.
        #expect(scenario.after(20)["screen"]?["status"] == "guest" && scenario.after(20)["screen"]?["screen"] == "signIn")
        for step in 16...scenario.records.records.count - 1 {
            #expect(scenario.after(step)["screen"]?["status"] != "authed")
        }
        Self.expectLoggedOutOnLogin(scenario.end)
    }

    @Test func foregroundingNearExpiryRefreshesProactively() throws {
        let scenario = try Scenario("004/s7-foreground-near-expiry-refreshes.json")
        // "`AppState` listener detects background/foreground transitions" and "On `active`
        // transition, check if access token expires within 5 minutes and refresh proactively":
        // the clock brought A1 within five minutes of its expiry (step 12), and the return
        // (step 13) sends a refresh, no 401 needed.
        #expect(scenario.after(12)["server"] == ["pair 1 alice: A1 expiresSoon, R1 valid"])
        #expect(scenario.after(13)["pending"] == ["send refresh with R1 (because of lifecycle)"])
        // "App foregrounding checks token validity and refreshes if needed": pair 2, stored.
        Self.expectSignedIn(scenario.end, pair: 2)
    }

    @Test func foregroundingWithAFreshTokenLeavesTheTokensAlone() throws {
        let scenario = try Scenario("004/s7-foreground-fresh-token-keeps-tokens.json")
        // "refreshes if needed": a return after more than 90 s away (step 12) with A1 still more
        // than five minutes from its expiry sends nothing and keeps pair 1.
        #expect(scenario.after(12)["device"]?["graceElapsed"] == true)
        #expect(scenario.end("device", "foreground") == true)
        #expect(scenario.end["pending"] == nil && scenario.end("network", "calls") == nil)
        #expect(scenario.end["server"] == ["pair 1 alice: A1 valid, R1 valid"])
        Self.expectSignedIn(scenario.end, pair: 1)
    }

    @Test func aFailedForegroundRefreshGoesToLogin() throws {
        let scenario = try Scenario("004/s7-foreground-refresh-fails-to-login.json")
        // "Failed refresh navigates to Login": the proactive refresh's 401 (step 16) logs out.
        #expect(scenario.after(16)["answered"] == "401 token_revoked requiresReauth")
        #expect(scenario.after(16)["screen"]?["screen"] == "signIn")
        // "Failed refresh (e.g., refresh token expired) clears all tokens and navigates to Login".
        Self.expectLoggedOutOnLogin(scenario.end)
    }
}
