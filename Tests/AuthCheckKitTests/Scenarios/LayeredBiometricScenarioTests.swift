@testable import AuthCheckKit
import Testing

/// The 000 design document's own flows ("Authentication & Biometric Flows"), written by hand as
/// traces under `traces/scenarios/000/` and replayed on `layered-biometric`: each test checks
/// where the flow ends (and its key middle steps) against the document's state snapshots,
/// scenario steps and the Full Lifecycle. In the observations SecureStore is `secure`, MMKV is
/// `fastCache`, Redux is `memory` and what `RootNavigator` renders is `screen`; the model holds
/// the document's one token as a pair (`A1` in SecureStore and Redux, `R1` presented to the
/// refresh endpoint), so "token-xyz" / "fresh-token" read as `A1`, `A2`, ….
///
/// Where the model and the document differ, the test keeps the model's value and says so:
/// 4a's snapshot "before biometric prompt resolves" shows Redux populated, the model (following
/// the code order of Sections 4a and 5) keeps it empty until `loginSuccess`; the snapshots of
/// 2a and 8b list `user_email` as kept, but no flow of the document writes it, so it is never
/// there; Section 1's snapshot shows `is_logged_in: false`, the model leaves it absent, which
/// "reads as `false`" (Brand New Install).
@Suite struct LayeredBiometricScenarioTests {
    /// The Redux and MMKV fields that together make a session of alice's.
    static let sessionFields = ["user", "tenant", "permissions"]

    /// `layer` in `record` holds alice's user, tenant and permissions.
    func expectAlice(_ record: JSONValue, _ layer: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for field in Self.sessionFields {
            #expect(record[layer]?[field] == "alice", "\(layer).\(field)", sourceLocation: sourceLocation)
        }
    }

    /// `layer` in `record` holds no user, tenant, permissions or access token.
    func expectNoSession(_ record: JSONValue, _ layer: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for field in Self.sessionFields + ["accessToken", "access_token"] {
            #expect(record[layer]?[field] == nil, "\(layer).\(field)", sourceLocation: sourceLocation)
        }
    }

    /// Signed in on `token` with the three layers in sync, as the snapshots of 3, 4a, 5 and 6b show
    /// them: Main; the token in SecureStore and Redux; user, tenant and permissions in MMKV and
    /// Redux; `is_logged_in` true; the biometric preference in SecureStore and Redux, or in neither.
    func expectSignedIn(_ record: JSONValue, token: JSONValue, biometrics: Bool,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        expectScreen(record, "authed", "main", sourceLocation: sourceLocation)
        #expect(record["secure"]?["access_token"] == token, sourceLocation: sourceLocation)
        #expect(record["memory"]?["accessToken"] == token, sourceLocation: sourceLocation)
        expectAlice(record, "fastCache", sourceLocation: sourceLocation)
        expectAlice(record, "memory", sourceLocation: sourceLocation)
        #expect(record["fastCache"]?["is_logged_in"] == "true", sourceLocation: sourceLocation)
        let preference: JSONValue? = biometrics ? "true" : nil
        #expect(record["secure"]?["biometric_enabled"] == preference, sourceLocation: sourceLocation)
        let enabled: JSONValue? = biometrics ? true : nil
        #expect(record["memory"]?["biometricsEnabled"] == enabled, sourceLocation: sourceLocation)
    }

    /// The state 8b leaves and 2a starts from, on `token`: SignIn with the biometric button; the
    /// token and the preference in SecureStore; user, tenant and permissions in MMKV with
    /// `is_logged_in` false; nothing of the session in Redux but `biometricEnabled`. The snapshots'
    /// `user_email: "..." ✓ (kept)` is not checked present: no flow of the document writes it, so
    /// the model never holds it (a reading of the document, not a finding).
    func expectBiometricSessionPreserved(_ record: JSONValue, token: JSONValue,
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        expectScreen(record, "guest", "signIn", sourceLocation: sourceLocation)
        #expect(record["screen"]?["biometricButton"] == true, sourceLocation: sourceLocation)
        #expect(record["secure"]?["access_token"] == token, sourceLocation: sourceLocation)
        #expect(record["secure"]?["biometric_enabled"] == "true", sourceLocation: sourceLocation)
        #expect(record["secure"]?["user_email"] == nil, sourceLocation: sourceLocation)
        expectAlice(record, "fastCache", sourceLocation: sourceLocation)
        #expect(record["fastCache"]?["is_logged_in"] == "false", sourceLocation: sourceLocation)
        expectNoSession(record, "memory", sourceLocation: sourceLocation)
        #expect(record["memory"]?["biometricsEnabled"] == true, sourceLocation: sourceLocation)
    }

    /// The screen's status and what `RootNavigator` renders.
    func expectScreen(_ record: JSONValue, _ status: JSONValue, _ screen: JSONValue,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(record["screen"]?["status"] == status, sourceLocation: sourceLocation)
        #expect(record["screen"]?["screen"] == screen, sourceLocation: sourceLocation)
    }

    // MARK: 1. Cold Start — No Session

    @Test func coldStartFirstLaunchShowsSignInWithoutReadingSecureStore() throws {
        let s = try Scenario("000/cold-start-first-launch.json")
        // "Query->>Redux: dispatch(setLoading(true))": the spinner first.
        expectScreen(s.after(1), "loading", "splash")
        // "Query->>MMKV: getLoggedIn() … Short-circuit. Does NOT read SecureStore": the one read
        // that settles the restore is MMKV's, and it ends in SignIn at once.
        #expect(s.after(2)["performed"] == "load fastCache (because of launch)")
        // "isAuthenticated = false, isLoading = false … SignIn screen visible"
        expectScreen(s.after(2), "guest", "signIn")
        // "Auth Stack renders SignIn … useBiometrics() runs" (2a): the SecureStore read that follows
        // is the hook's, not the restore query's.
        #expect(s.end["performed"] == "load secure (because of launch)")
        expectScreen(s.end, "guest", "signIn")
        // "SecureStore: (all empty)"
        #expect(s.end["secure"] == [:])
        // "MMKV: is_logged_in: false … (all empty)": the model writes nothing, and an absent
        // `is_logged_in` "reads as `false`" (Brand New Install); the snapshot's `false` is read, not written.
        #expect(s.end["fastCache"] == [:])
        // Redux initialState: "user: null, tenant: null, permissions: [], accessToken: null,
        // biometricEnabled: false"
        #expect(s.end["memory"] == [:])
        // 2b: without a stored token "The biometric button does not render".
        #expect(s.end("screen", "biometricButton") == nil)
        #expect(s.trace.verdictName == "holds")  // S1: nothing but the splash until the session is determined
    }

    // MARK: 2a. Cold Start — Biometric Session Preserved

    @Test func coldStartAfterBiometricLogoutShowsTheBiometricButton() throws {
        let s = try Scenario("000/cold-start-biometric-button.json")
        // "is_logged_in is false, so session restore fails": after MMKV's read, SignIn without the
        // button, before `useBiometrics` has read SecureStore ("Biometrics->>Biometrics: setIsLoading(true)").
        expectScreen(s.after(21), "guest", "signIn")
        #expect(s.after(21)["screen"]?["biometricButton"] == nil)
        // "SignIn->>App: Re-render: biometric button is visible"; "auth_access_token: "token-xyz" ✓",
        // "biometric_enabled: true ✓"; "user: { id, name, email } ✓ … tenant ✓ … permissions ✓",
        // "is_logged_in: **false**"; "user_email: "..." ✓" is never written (see the helper).
        expectBiometricSessionPreserved(s.end, token: "A1")
        // "Redux is empty except for `biometricEnabled`, which was just synced from SecureStore by the hook"
        #expect(s.end["memory"] == ["biometricsEnabled": true])
        #expect(s.trace.verdictName == "witnessed")  // W-B: the biometric login button is offered
    }

    // MARK: 3. Warm Start — Session Exists

    @Test func warmStartRestoresTheSessionFromStorageWithoutTheNetwork() throws {
        let s = try Scenario("000/warm-start.json")
        // "Renders spinner (not SignIn, not Main — no flash)": through both reads.
        expectScreen(s.after(14), "loading", "splash")
        // "MMKV-->>Query: true … Gatekeeper passed. Proceed to read all data."
        #expect(s.after(15)["pending"] == ["load secure (because of launch)"])
        expectScreen(s.after(15), "loading", "splash")
        // "Home screen visible — no flash, no flicker"; "auth_access_token: "token-abc"" and
        // "accessToken: "token-abc""; "All three layers are perfectly in sync."; "biometric_enabled:
        // true/false": this user declined the opt-in.
        expectSignedIn(s.end, token: "A1", biometrics: false)
        // "Token is NOT validated here.": no call was made, the server issued only the login's pair.
        #expect(s.end("network", "calls") == nil)
        #expect(s.end["server"] == ["pair 1 alice: A1 valid, R1 valid"])
        #expect(s.trace.verdictName == "holds")  // S2: "Fire exactly once."
    }

    // MARK: 4a. First Login

    @Test func firstLoginPopulatesAllThreeLayers() throws {
        let s = try Scenario("000/first-login.json")
        // "Step 1: Write token to SecureStore" before "Step 2: Write user data to MMKV".
        #expect(s.after(7)["secure"] == ["access_token": "A1"] && s.after(7)["fastCache"] == [:])
        // "promptBiometricSetup is called in the onSuccess callback before loginSuccess is
        // dispatched": all four MMKV writes are done when the opt-in shows.
        #expect(s.after(11)["screen"]?["optInOffered"] == true)
        expectAlice(s.after(11), "fastCache")
        #expect(s.after(11)["fastCache"]?["is_logged_in"] == "true")
        // Disagreement (a reading): 4a's "State after successful login (before biometric prompt
        // resolves)" shows Redux populated (`isAuthenticated: true`); the code order the model
        // follows dispatches `loginSuccess` only after the prompt, so Redux is still empty here.
        #expect(s.after(11)["memory"] == [:])
        #expect(s.after(11)["screen"]?["status"] == "guest")
        // "User taps "No" … dispatch(loginSuccess(loginData)) … Navigate to Main Stack";
        // "auth_access_token: "new-token"", "accessToken: "new-token""; "user: { id, name, email }
        // … tenant … permissions" in MMKV and Redux; "is_logged_in: true"; "biometric_enabled:
        // (unchanged)"; "Login completes. biometricEnabled stays false."
        expectSignedIn(s.end, token: "A1", biometrics: false)
        #expect(s.trace.verdictName == "holds")  // B3: declining the opt-in never blocks login
    }

    // MARK: 4b. MMKV Rollback

    @Test func aThrownMMKVWriteAfterLoginRollsEveryLayerBack() throws {
        let s = try Scenario("000/mmkv-rollback.json")
        // "SecureStore-->>Mutation: OK ✓" then "MMKV-->>Mutation: ⚠️ THROW"
        #expect(s.after(8)["performed"]?.string?.hasPrefix("write fastCache.user = alice") == true)
        #expect(s.after(8)["secure"] == ["access_token": "A1"])
        // "Mutation->>SecureStore: clearTokens()" comes first: "Token rolled back."
        #expect(s.after(9)["secure"] == [:])
        // "auth_access_token: ∅ (rolled back)"
        #expect(s.end["secure"] == [:])
        // "user: ∅, tenant: ∅, is_logged_in: false"
        #expect(s.end["fastCache"] == ["is_logged_in": "false"])
        // "user: null, isAuthenticated: false"
        #expect(s.end["memory"] == [:])
        expectScreen(s.end, "guest", "signIn")
        // "error: "Failed to save login data...""
        #expect(s.end("screen", "loginError") == "Failed to save login data. Please try again.")
        #expect(s.trace.verdictName == "holds")  // S4: the rollback undoes everything and says so
    }

    // MARK: 5. Biometric Activation

    @Test func acceptingTheOptInAndPassingTheOSPromptEnablesBiometrics() throws {
        let s = try Scenario("000/biometric-activation.json")
        // "Security gate: must prove the user can actually use biometrics BEFORE enabling":
        // the OS prompt shows and nothing is enabled yet.
        #expect(s.after(13)["device"]?["promptShowing"] == true)
        #expect(s.after(13)["secure"]?["biometric_enabled"] == nil)
        // "OS-->>Biometrics: { success: true }" then "setBiometricEnabled(true)"
        #expect(s.after(14)["pending"] == ["write secure.biometric_enabled = true (because of prompt success)"])
        // "Login completes. biometricEnabled = true."; "biometric_enabled: **true** ← new" in
        // SecureStore, "biometricEnabled: **true** ← new" in Redux; "auth_access_token: "token-abc"",
        // "accessToken: "token-abc""; "user … tenant … permissions" in both, "is_logged_in: true"
        expectSignedIn(s.end, token: "A1", biometrics: true)
        #expect(s.trace.verdictName == "holds")  // B2: enabled only after a successful OS authentication
    }

    // MARK: 6. Biometric Login

    @Test func biometricLoginRefreshesTheStoredTokenAndRebuildsTheSessionFromMMKV() throws {
        let s = try Scenario("000/biometric-login.json")
        // The tap on the button shown by 2a: "all four conditions met".
        #expect(s.after(22)["screen"]?["biometricButton"] == true)
        // "RefreshMut->>SecureStore: getAccessToken() … Authorization: Bearer token-xyz", sent while
        // "Redux, which is null on a cold start after biometric logout"
        #expect(s.after(27)["network"]?["calls"] == ["[0] refresh with R1"])
        #expect(s.after(27)["memory"]?["accessToken"] == nil)
        // "Hook->>MMKV: setLoggedIn(true)" before the reads of user, tenant and permissions
        #expect(s.after(30)["fastCache"]?["is_logged_in"] == "true")
        #expect(s.after(30)["memory"]?["user"] == nil)
        // "Navigate to Main Stack"; 6b: "auth_access_token: **"fresh-token"** (new)",
        // "accessToken: **"fresh-token"** (new)", "biometric_enabled: true", "biometricEnabled:
        // true", "is_logged_in: **true** (re-set)", user, tenant and permissions in MMKV and Redux
        expectSignedIn(s.end, token: "A2", biometrics: true)
        // "Can't just restore the stored token as-is": the stored pair was rotated away.
        #expect(s.end["server"] == ["pair 1 alice: A1 revoked, R1 revoked", "pair 2 alice: A2 valid, R2 valid"])
        #expect(s.trace.verdictName == "holds")  // B8: a fresh token before entering the app
    }

    // MARK: 7. Automatic Token Refresh

    @Test func aMidSessionRefreshIsTransparentAndChangesOnlyTheToken() throws {
        let s = try Scenario("000/automatic-refresh.json")
        // "Authorization: Bearer <expired-token>" … "API-->>Interceptor: 401 Unauthorized"
        #expect(s.after(15)["network"]?["calls"] == ["[0] request1 with A1"])
        // "Interceptor->>Manager: setRefreshing(true)"
        #expect(s.after(16)["memory"]?["refreshing"] == true)
        // "refreshToken() … reads the token from SecureStore directly": a SecureStore read, then the call
        #expect(s.after(17)["performed"] == "load secure (because of request1 answered 401 access_token_expired)")
        #expect(s.after(18)["network"]?["calls"] == ["[0] refresh with R1"])
        // "Retry original request Authorization: Bearer fresh-token", still refreshing:
        // "Interceptor->>Manager: setRefreshing(false)" comes after the retry's answer.
        #expect(s.after(21)["network"]?["calls"] == ["[0] request1 with A2 (retry 1)"])
        #expect(s.after(21)["memory"]?["refreshing"] == true)
        // "API-->>Component: 200 OK { ...original data } … Nothing looked broken."
        #expect(s.end("memory", "requests") == ["succeeded"])
        expectScreen(s.end, "authed", "main")
        #expect(s.end("memory", "refreshing") == nil)
        // "auth_access_token: **"fresh-token"**", "accessToken: **"fresh-token"**"
        #expect(s.end("secure", "access_token") == "A2")
        #expect(s.end("memory", "accessToken") == "A2")
        // "MMKV: (unchanged)", "(everything else unchanged)": "Only the token changes."
        #expect(s.end["fastCache"] == s.after(12)["fastCache"])
        expectAlice(s.end, "memory")
        #expect(s.trace.verdictName == "holds")  // I4: the original retried exactly once
    }

    // MARK: 8a. Full Logout

    @Test func fullLogoutCallsTheAPIAndLeavesACleanSlate() throws {
        let s = try Scenario("000/full-logout.json")
        // "Read biometricEnabled from Redux → false. Take the full cleanup path." "POST /v1/auth/logout
        // Authorization: Bearer <current-token>"
        #expect(s.after(14)["network"]?["calls"] == ["[0] logout with A1"])
        // "Deletes: auth_access_token, user_email"
        #expect(s.after(17)["performed"] == "delete secure.user_email (because of logout answered 200)")
        // "Navigate to SignIn"
        expectScreen(s.end, "guest", "signIn")
        // "auth_access_token: ∅, biometric_enabled: false / ∅, user_email: ∅"
        #expect(s.end["secure"] == [:])
        // "user: ∅, tenant: ∅, permissions: ∅, is_logged_in: false"
        #expect(s.end["fastCache"] == ["is_logged_in": "false"])
        // "user: null … accessToken: null, isAuthenticated: false, biometricEnabled: false": Redux
        // holds nothing but the model's note that an explicit logout happened.
        #expect(s.end["memory"] == ["loggedOut": true])
        // "Mutation->>API: POST /v1/auth/logout" answered "200 OK { success: true }": the server
        // ended the session too.
        #expect(s.end["server"] == ["pair 1 alice: A1 revoked, R1 revoked"])
        #expect(s.trace.verdictName == "holds")  // C5.3: guest, no tokens, no user data, no error
    }

    // MARK: 8b. Biometric-Preserving Logout

    @Test func biometricPreservingLogoutOnlyClosesTheGate() throws {
        let s = try Scenario("000/biometric-preserving-logout.json")
        // "Do NOT call logout API." "setLoggedIn(false) … This is the ONLY write in the entire mutationFn."
        #expect(s.after(16)["pending"] == ["write fastCache.is_logged_in = false (because of logout)"])
        // "Navigate to SignIn"; Lifecycle 5️⃣: "Biometric-preserving logout → SignIn with biometric
        // button"; "auth_access_token: "token-xyz" **(kept)**", "biometric_enabled: true **(kept)**";
        // "user … tenant … permissions **(kept)**", "is_logged_in: **false** ← the only change";
        // "user: null … accessToken: null", "biometricEnabled: **true** ← preserved";
        // "user_email: "..." **(kept)**" is never written (see the helper).
        expectBiometricSessionPreserved(s.end, token: "A1")
        // "The token must remain valid on the server"
        #expect(s.end["server"] == ["pair 1 alice: A1 valid, R1 valid"])
        // C5.3 breaks: "Do NOT clear SecureStore (token stays)" keeps the token the refresh
        // presents, the design's stored refresh credential (0.9.4; before, only memory was judged).
        #expect(s.trace.verdictName == "violated")
    }

    // MARK: Full Lifecycle

    @Test func fullLifecycleFromFreshInstallToBiometricLogin() throws {
        let s = try Scenario("000/full-lifecycle.json")
        // 1️⃣ "Cold start, no session → SignIn screen"
        expectScreen(s.after(3), "guest", "signIn")
        // 2️⃣ "Login succeeds → all layers populated"; 3️⃣ "OS auth succeeds → biometric_enabled =
        // true"; "Navigate to Main Stack. Session active."
        expectSignedIn(s.after(15), token: "A1", biometrics: true)
        // 4️⃣ "Auto refresh fires transparently → fresh token"
        #expect(s.after(25)["memory"]?["requests"] == ["succeeded"])
        #expect(s.after(25)["memory"]?["accessToken"] == "A2" && s.after(25)["secure"]?["access_token"] == "A2")
        // 5️⃣ "Biometric-preserving logout → SignIn with biometric button", on the refreshed token
        expectBiometricSessionPreserved(s.after(28), token: "A2")
        // 6️⃣ "App killed by OS. User reopens." "Cold start, biometric session preserved → SignIn
        // with biometric button"
        #expect(s.after(29)["screen"] == ["running": false])
        expectBiometricSessionPreserved(s.after(32), token: "A2")
        // 7️⃣ "OS auth → token refresh → session restored → Main Stack"
        #expect(s.after(37)["network"]?["calls"] == ["[0] refresh with R2"])
        expectSignedIn(s.end, token: "A3", biometrics: true)
        #expect(s.trace.verdictName == "holds")  // B8 on the lifecycle's biometric login
    }
}
