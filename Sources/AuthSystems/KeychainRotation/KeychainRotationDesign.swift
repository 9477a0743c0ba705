import AuthModel

/// "Token Refresh Flow" (`002_458b6467959c8ff5.txt`): an iOS client that keeps its tokens in the
/// Keychain, refreshes on 401 `access_token_expired` through one shared task, refreshes
/// proactively before expiry, and revokes its tokens on logout. Modelled as the document
/// describes it, its gaps included; nothing here is the contract's behaviour unless the
/// document says so.
///
/// Sections encoded:
/// - "KEY IMPROVEMENTS FROM VALIDATION": every auth failure is a 401 told apart by its error
///   code; `access_token_expired` → refresh; `refresh_token_expired`, `token_revoked`,
///   `invalid_credentials` → force logout; `requiresReauth` is the server's flag.
/// - SCENARIO 1 (initial login): the login's 200 is saved to the Keychain, one write per item in
///   the document's order: accessToken, refreshToken, userId. The app is signed in at once.
/// - SCENARIO 2 (API requests): the request carries the access token; the 401 branches as
///   listed (expired → refresh; revoked, invalid → force logout).
/// - SCENARIO 3 (`TokenManager.handleAPIError()`): by error code; the refresh checks
///   `refreshInProgress`, retrieves the refresh token from the Keychain, posts `/auth/refresh`,
///   updates the Keychain (accessToken, then refreshToken), clears the flag, releases the waiting
///   requests and retries them with the new token; its 401s clear the flag, delete the tokens
///   and force logout; "RefreshToken Not Found" deletes the tokens and forces logout.
/// - SCENARIO 4 (proactive refresh): at app start and on return to the foreground,
///   `getValidAccessToken()` refreshes when the token expires within 5 minutes, and otherwise
///   continues with the stored token.
/// - SCENARIO 5 (thread safety): concurrent 401s await the one `refreshTask` and are all retried
///   with its token.
/// - SCENARIO 6 (logout): `POST /auth/logout` with the access token; on its 200, delete
///   accessToken, refreshToken and userId, clear app state, show the login screen.
///
/// Readings chosen where the document is silent or ambiguous:
/// 1. Keychain items: accessToken, refreshToken and userId are the world's `access_token`,
///    `user_refresh_token` and `user` keys of secure storage. tokenExpiry, refreshTokenExpiry
///    and deviceId have no key in the world and are not modelled.
/// 2. Scenario 4's check, `timeUntilExpiry = tokenExpiry - now`, "expires soon (< 5 minutes)",
///    is made where the diagram says: at app start, on every return to the foreground, and
///    before each API call; an expired token is less than 5 minutes from expiry too. The token
///    checked is the `TokenManager`'s, whose expiry came with it (a `tokenExpiry` written apart
///    from its token is not modelled). Before an API call the request goes out with the token
///    in hand while the proactive refresh runs beside it: the diagram draws no wait. The local
///    refresh-expiry check ("if (now > refreshTokenExpiry) { don't attempt }") never fires:
///    the world gives refresh tokens no clock.
/// 3. App start: signed in exactly when the Keychain read returns an access token (Scenario 4
///    checks the access token and its expiry, never the refresh token). A read that fails
///    (the keychain still locked, `kSecAttrAccessibleAfterFirstUnlock…`) returns no item, as a
///    Keychain query does, so the login screen shows.
/// 4. "Retrieve accessToken" before each request (Scenario 2) and logout (Scenario 6) is read as
///    the `TokenManager`'s copy, set when it reads or is given a token; the Keychain is read
///    where the document branches on what it returns: app start, Scenario 3's "RefreshToken
///    Exists / Not Found", Scenario 4's "Retrieve refreshToken".
/// 5. A request made with no access token (signed out) has no branch: it is sent without one,
///    and the server's `invalid_credentials` forces logout. The world has no stage for a request
///    in flight without a token, so it shows in flight with `A0` (a pair never issued).
/// 6. A Keychain write that fails has no branch: it is not checked. Memory changes when the app
///    decides; the writes follow in order, each its own step. Keychain calls (`SecItemAdd`,
///    `SecItemCopyMatching`, `SecItemDelete`) are synchronous: from the first of a run to the
///    last nothing else happens (no tap, no answer, no kill), and each may still fail (since
///    0.8.0; before, a kill could fall between two calls of one "Save tokens to Keychain").
/// 7. Scenario 4's proactive refresh takes no lock: its diagram has no "Check if refresh in
///    progress" and no `refreshTask`. It finding no refresh token, or failing other than by a
///    401, is not drawn: it does nothing ("Continue using existing token"). The world's calls
///    carry no identity, so its call is marked `proactive` to route the answer to it; no
///    clause reads the mark.
/// 8. Scenario 3's `refreshInProgress` and Scenario 5's `refreshTask` are one thing; Scenario 5
///    never draws `refreshTask = nil`, so Scenario 3's "Set refreshInProgress = false" is what
///    clears it. "RefreshToken Not Found" is the one failure branch that never sets it false:
///    the flag stays set, and a later 401 "awaits refreshTask completion", gets the finished
///    task's failure and "propagates error" without a refresh, until the app restarts.
/// 9. Refresh failures the document does not draw (network error, 403, 404, 429, 500) end the
///    task like its drawn failures ("Refresh Failed → Propagate error, Force logout if
///    requiresReauth"); they carry no `requiresReauth`, so no logout.
/// 10. `handleAPIError` switches on the code: `access_token_expired` refreshes whatever the
///    flag; `invalid_refresh_token` to an API call is not among its cases and, like any non-401
///    error (403 and 404 included: "All auth failures return 401"), reaches the caller.
/// 11. Force logout: "Delete all tokens" is accessToken and refreshToken (Scenario 3 lists
///    them); userId stays. Memory's token and user go and the login screen shows. Nothing
///    cancels the refresh task, the proactive refresh or the requests waiting or in flight.
/// 12. Logout deletes only after the server's 200; a failed logout call has no branch and
///    leaves the session as it was. Logout while signed out runs the same steps.
/// 13. No retry count: a retried request that gets `access_token_expired` again goes through
///    `handleAPIError` again.
/// 14. The login itself is in another document ("See e2ee_01_authentication_flow"): a malformed
///    form sends nothing; a failed login stays on the login screen with no text modelled.
public struct KeychainRotationDesign: AuthDesign {
    public init() {}

    public var name: String { "keychain-rotation" }

    public var features: [Feature] {
        [.tokens, .tokenCallback, .storedRefreshToken, .refresh, .interceptor, .requestQueue, .bootstrap, .logout,
         .authErrorCodes]
    }

    public var initialClient: KeychainRotationClient { KeychainRotationClient() }

    /// Every Keychain call is synchronous, and so is handing a request to `URLSession` (its
    /// answer is not): reading 6.
    public func isSynchronous(_ effect: Effect) -> Bool {
        switch effect {
        case .load(let store), .write(let store, _, _), .delete(let store, _): store == .secure
        case .send: true
        case .promptBiometrics: false
        }
    }

    public func reduce(into client: inout KeychainRotationClient, _ event: ClientEvent) -> [Effect] {
        var effects = KeychainRotationEffects()
        switch event {
        case .launched:
            effects.readKeychain(for: .launch, &client)
        case .loaded(let store, let contents):
            storageCompleted(&client)
            if store == .secure { keychainRead(contents, &client, &effects) }
        case .loadFailed(let store):
            storageCompleted(&client)
            if store == .secure { keychainRead(Store(), &client, &effects) }  // the query returns no item
        case .wrote, .writeFailed:
            storageCompleted(&client)  // a failed save is not checked (reading 6)
        case .response(let call, let response):
            respond(to: call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .foregrounded:
            refreshProactively(&client, &effects)  // "comes to foreground"
        case .clockAdvanced(let clock):
            client.clock = clock
        case .backgrounded, .promptAnswered, .promptPassedWithNewBiometric, .inactivityElapsed, .biometricsChanged:
            break
        }
        return effects.list
    }

    /// A read, write or delete completed; a logout's cleanup is done when its last delete is.
    func storageCompleted(_ client: inout KeychainRotationClient) {
        client.storagePending -= 1
        if case .clearing(let left) = client.logout {
            client.logout = left <= 1 ? .done : .clearing(left - 1)
        }
    }

    /// The answer to a Keychain read, handed to what asked for it.
    func keychainRead(_ keychain: Store, _ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        guard !client.reads.isEmpty else { return }
        let refreshToken: Token? = if case .token(let token) = keychain[.refreshToken] { token } else { nil }
        switch client.reads.remove(at: 0) {
        case .launch:
            appStarted(keychain, &client, &effects)
        case .refreshTask:
            refreshTokenRetrieved(refreshToken, &client, &effects)
        case .proactive:
            proactiveTokenRetrieved(refreshToken, &client, &effects)
        }
    }
}
