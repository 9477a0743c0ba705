@testable import AuthCheckKit
import Testing

/// The "Token Refresh Flow" document's (002) six scenarios, as hand-written traces under
/// `traces/scenarios/002/` replayed on `keychain-rotation`: each ends where the document says it
/// does. `CommittedTracesTests` checks every recorded observation; these check the ones the
/// document speaks of, each against its words.
///
/// Every trace signs in first as Scenario 1 does (steps 1 to 8: launch on an empty Keychain,
/// sign in as alice, save the login's pair 1). The Keychain's `accessToken`, `refreshToken` and
/// `userId` are the world's `access_token`, `user_refresh_token` and `user`; tokenExpiry,
/// refreshTokenExpiry and deviceId have no key in the world (the model's reading 1).
@Suite struct KeychainRotationScenarioTests {
    /// The sign-in every trace starts with, and what the server issued for it.
    static let signedInSteps = 8
    static let loginPair: JSONValue = "pair 1 alice: A1 valid, R1 valid"

    @Test func scenario1InitialLoginStoresTheTokensInTheKeychain() throws {
        let scenario = try Scenario("002/initial-login-with-token-generation.json")
        // "Launch app · Complete authentication": the 200 signs the app in.
        #expect(scenario.after(5)["screen"]?["status"] == "authed")
        #expect(scenario.end("screen", "screen") == "main")
        // "HTTP 200 OK { accessToken, refreshToken, …, userId }": the app holds them.
        #expect(scenario.end("memory", "accessToken") == "A1")
        #expect(scenario.end("memory", "user") == "alice")
        // "Access Token: 15 minutes · Refresh Token: 30 days": both issued and valid.
        #expect(scenario.end["server"] == [Self.loginPair])
        // "Save tokens to Keychain: • accessToken • refreshToken • … • userId".
        #expect(scenario.end("secure", "access_token") == "A1")
        #expect(scenario.end("secure", "user_refresh_token") == "R1")
        #expect(scenario.end("secure", "user") == "alice")
        // "✅ Tokens stored securely": nothing is left to write.
        #expect(scenario.end["pending"] == nil)
        // The document's first item, "accessToken", is written to the Keychain first: that step
        // breaks C1.3 (the access token is never in any persistent store), a finding of the audit.
        #expect(scenario.after(6)["secure"] == ["access_token": "A1"])
        #expect(scenario.records.verdict == "violated" && scenario.records.verdictStep == 6)
    }

    @Test func scenario2ValidTokenEndsInARequestSuccessful() throws {
        let scenario = try Scenario("002/api-request-with-valid-token.json")
        // "GET /api/endpoint · Authorization: Bearer eyJhbGc...": the access token from login.
        #expect(scenario.after(Self.signedInSteps + 2)["network"]?["calls"] == ["[0] request1 with A1"])
        // "Token Valid & Not Expired → Process request → HTTP 200 OK".
        #expect(scenario.end["answered"] == "200")
        // "✅ Request successful".
        #expect(scenario.end("memory", "requests") == ["succeeded"])
        // No refresh: the same token, in memory and in the Keychain, and no new pair issued.
        #expect(scenario.end("memory", "accessToken") == "A1")
        #expect(scenario.end("secure", "access_token") == "A1")
        #expect(scenario.end["server"] == [Self.loginPair])
        #expect(scenario.end("screen", "status") == "authed")
    }

    @Test func scenario3ExpiredAccessTokenIsRefreshedAndTheRequestRetried() throws {
        let scenario = try Scenario("002/automatic-token-refresh.json")
        // "Received 401 with error: "access_token_expired"" → "Set refreshInProgress = true ·
        // Create refresh task" → "Retrieve refreshToken" (from the Keychain).
        let expired = scenario.after(12)
        #expect(expired["answered"] == "401 access_token_expired")
        #expect(expired["memory"]?["refreshing"] == true)
        #expect(expired["memory"]?["requests"] == ["waiting for refresh"])
        #expect(expired["pending"] == ["load secure (because of request1 answered 401 access_token_expired)"])
        // "POST /auth/refresh { "refreshToken": "eyJhbGc..." }": the refresh token read back.
        #expect(scenario.after(14)["network"]?["calls"] == ["[0] refresh with R1"])
        // "Update tokens in Keychain: • NEW accessToken • NEW refreshToken".
        #expect(scenario.end("secure", "access_token") == "A2")
        #expect(scenario.end("secure", "user_refresh_token") == "R2")
        #expect(scenario.end("memory", "accessToken") == "A2")
        // "Set refreshInProgress = false".
        #expect(scenario.end("memory", "refreshing") == nil)
        // "Generate NEW Access Token … NEW Refresh Token … Rolling refresh: Extend 30-day window".
        #expect(scenario.end["server"]?.array?.last == "pair 2 alice: A2 valid, R2 valid")
        // "Retry original API request with new accessToken".
        #expect(scenario.after(18)["network"]?["calls"] == ["[0] request1 with A2 (retry 1)"])
        // "✅ Tokens refreshed successfully", and the retried request gets its 200; no logout.
        #expect(scenario.end("memory", "requests") == ["succeeded"])
        #expect(scenario.end("screen", "status") == "authed")
        // Order, not end: the document updates the Keychain, then "Set refreshInProgress =
        // false · Release waiting requests". The model clears the flag and releases the request
        // when the 200 arrives; the two writes and the retry follow as its pending effects, in
        // the document's order (the model's reading 6).
        #expect(scenario.after(15)["memory"]?["refreshing"] == nil)
        #expect(scenario.after(15)["secure"]?["access_token"] == "A1")
    }

    @Test func scenario4ProactiveRefreshOnReturnUpdatesTheKeychainWithoutA401() throws {
        let scenario = try Scenario("002/proactive-token-refresh.json")
        // "App starts / comes to foreground" and "Token expires soon (< 5 minutes)": the device's
        // clock brought A1 within five minutes of its expiry (step 10), and the return (step 11)
        // checks `tokenExpiry - now`. Then "Retrieve refreshToken".
        #expect(scenario.after(10)["server"] == ["pair 1 alice: A1 expiresSoon, R1 valid"])
        #expect(scenario.after(11)["pending"] == ["load secure (because of lifecycle)"])
        // "POST /auth/refresh", with no "Check if refresh in progress" drawn: the shared task's
        // flag is not set (the model's reading 7).
        #expect(scenario.after(13)["network"]?["calls"] == ["[0] refresh with R1 (proactive)"])
        #expect(scenario.after(13)["memory"]?["refreshing"] == nil)
        // "Better UX - no 401 errors": no request was made, nothing answered 401. The contract
        // lets a refresh start only on a 401 (C3.1): the document's best practice breaks it at
        // the step the refresh is sent, a finding of the audit.
        #expect(scenario.records.verdict == "violated" && scenario.records.verdictStep == 13)
        // "Update tokens in Keychain".
        #expect(scenario.end("secure", "access_token") == "A2")
        #expect(scenario.end("secure", "user_refresh_token") == "R2")
        #expect(scenario.end("memory", "accessToken") == "A2")
        #expect(scenario.end["server"]?.array?.last == "pair 2 alice: A2 valid, R2 valid")
        // "✅ Tokens refreshed proactively · Seamless user experience": signed in at every step.
        for step in Self.signedInSteps...scenario.records.records.count - 1 {
            #expect(scenario.after(step)["screen"]?["screen"] == "main", "step \(step)")
        }
    }

    @Test func scenario5ThreeConcurrent401sShareOneRefreshAndAllSucceed() throws {
        let scenario = try Scenario("002/concurrent-requests-one-refresh.json")
        // "Multiple concurrent API requests · All receive 401 access_token_expired": Req1 starts
        // the refresh, "Req2 / Req3: refreshTask exists · Await existing task".
        let waiting = scenario.after(20)
        #expect(waiting["memory"]?["requests"] == ["waiting for refresh", "waiting for refresh", "waiting for refresh"])
        #expect(waiting["memory"]?["refreshing"] == true)
        // "POST /auth/refresh (Only ONE request)".
        #expect(scenario.after(20)["network"]?["calls"] == ["[0] refresh with R1"])
        let refreshCalls = scenario.records.records.map { record in
            (record["network"]?["calls"]?.array ?? []).filter { $0.string?.contains("refresh with") == true }.count
        }
        #expect(refreshCalls.max() == 1)
        #expect(scenario.end["server"]?.array?.count == 2)  // the login's pair and one refresh's
        // "User->>Keychain: Update tokens".
        #expect(scenario.end("secure", "access_token") == "A2")
        #expect(scenario.end("secure", "user_refresh_token") == "R2")
        // "All awaiting requests receive new token" → "Retry with new token".
        #expect(scenario.after(26)["network"]?["calls"] == [
            "[0] request1 with A2 (retry 1)", "[1] request2 with A2 (retry 1)", "[2] request3 with A2 (retry 1)",
        ])
        // "Server-->>Req1: Success · Req2: Success · Req3: Success".
        #expect(scenario.end("memory", "requests") == ["succeeded", "succeeded", "succeeded"])
        #expect(scenario.end("memory", "refreshing") == nil)
        #expect(scenario.records.verdict == "holds")  // C3.2: at most one refresh call in flight
    }

    @Test func scenario6LogoutRevokesTheTokensAndEmptiesTheKeychain() throws {
        let scenario = try Scenario("002/logout-and-token-revocation.json")
        // "POST /auth/logout · Authorization: Bearer {accessToken}".
        #expect(scenario.after(Self.signedInSteps + 2)["network"]?["calls"] == ["[0] logout with A1"])
        // "Add accessToken to blacklist … Add refreshToken to blacklist".
        #expect(scenario.end["server"] == ["pair 1 alice: A1 revoked, R1 revoked"])
        // "Delete all tokens: • accessToken • refreshToken • userId • deviceId".
        #expect(scenario.end["secure"] == [:])
        // "Clear app state": no token, no user; the logout has completed.
        #expect(scenario.end["memory"] == ["loggedOut": true])
        // "Navigate to login screen" · "✅ User logged out".
        #expect(scenario.end("screen", "status") == "guest")
        #expect(scenario.end("screen", "screen") == "signIn")
        #expect(scenario.records.verdict == "holds")  // C5.3 on this path
        // Order, not end: the document deletes from the Keychain, then "Clear app state ·
        // Navigate to login screen". The model clears memory and shows the login screen when the
        // 200 arrives, the three deletes following as pending effects (its reading 6): for
        // three steps the login screen shows while the Keychain still holds the session.
        let answered = scenario.after(11)
        #expect(answered["screen"]?["screen"] == "signIn")
        #expect(answered["secure"]?["user_refresh_token"] == "R1")
    }
}
