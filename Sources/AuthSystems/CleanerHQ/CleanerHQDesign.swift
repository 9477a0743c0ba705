import AuthModel

/// CleanerHQ, "Epic M-01: Authentication & Onboarding" (`004_c84650e9eaf8a1e3.txt`), modelled as
/// the document describes it, its bugs included.
///
/// Sections encoded: S1 Login screen (validation, submit disabled in flight, tokens stored via
/// `TokenManager`, `INVALID_CREDENTIALS` and `RATE_LIMITED` texts, the biometric shortcut under
/// the sign-in button); S2 Token refresh interceptor (every 401 refreshes and retries; one
/// `refreshPromise` that every 401 handler awaits; refresh calls skip the interceptor; a failed
/// refresh rejects the waiters and calls `AuthStore.logout()`; non-401 errors pass through);
/// S3 Logout flow (`POST /auth/logout`, then, whatever it answers, tokens deleted from
/// `expo-secure-store`, stores reset, `router.replace('/login')`); S5 Biometric authentication
/// (prompt at launch when tokens exist and the preference is on; opt-in after the first login;
/// preference in AsyncStorage `@cleanerhq/biometric_enabled`; fallback to the login form; a
/// settings toggle); S7 Session persistence & app state (splash while tokens are read and
/// validated; refresh only when no usable access token; failed refresh to Login; proactive
/// refresh on the `active` transition). Not encoded, outside this audit's scope: S4 Forgot password, S6
/// Setup wizard, S8 Workspace selector (its workspace ID in secure storage included), and the UI
/// specifications beyond what a screen shows.
///
/// Readings chosen where the document is ambiguous or silent:
/// - Handing a request to `fetch` (inside `fetchWithAuth`) runs before anything else
///   (`isSynchronous`): the request a tap makes leaves before the next tap or answer. Its answer,
///   and every storage call, is awaited.
/// - Token storage: "access/refresh tokens that are stored securely" and "Store both
///   `access_token` and `refresh_token`" (S1): both go to secure storage, access first, each its
///   own write; `TokenManager` sets its memory copy first, which `fetchWithAuth` attaches. The
///   document names no key for the refresh token: the model uses the contract's.
/// - Restore (S7, "read tokens -> validate -> set auth state"): the stored access token is
///   validated by its expiry timestamp from `expires_in` against the device clock: fresh, the
///   app enters with it; within 5 minutes of expiry or past it ("if token near expiry on
///   restore", "Expired access token triggers refresh attempt before declaring session
///   invalid"), or with only a refresh token stored, it refreshes first. With no refresh token
///   stored, an access token near its expiry is used while it lasts, and an expired one
///   declares the session invalid: the login form, the tokens left where they are. The expiry
///   is the token's own (written with it; a timestamp apart from its token is not modelled). A
///   secure-store read that throws yields no tokens: the session is "not authenticated" and the
///   splash hides on the login form.
/// - Foreground (S7): "On `active` transition, check if access token expires within 5 minutes
///   and refresh proactively": every return to the foreground checks the clock.
/// - Biometrics (S5): "prompt for biometric verification on app launch" and "on app foreground
///   when tokens exist and biometric is enabled" are read as the cold start (the app coming to
///   the foreground); on success the tokens are read again and the app proceeds as a restore
///   does; on failure, cancel or lockout the login form shows and the stored tokens stay.
///   The shortcut on the login screen is drawn unconditionally (S1's layout gives it no
///   condition) and runs the same prompt. The opt-in is the app's own dialog ("Enable Face
///   ID/Fingerprint for faster login?"), offered after a login when hardware and enrolment are
///   there and the preference was never answered ("first successful login"); yes and no are
///   stored, neither asks the OS. The settings toggle writes the preference, both ways.
/// - Interceptor (S2): every 401 refreshes, whatever its code ("automatic 401 detection"); only
///   refresh requests are flagged to skip it, so a retried request's 401 refreshes again. The
///   promise is cleared once it settles ("first one creates it"). After a successful refresh
///   the new pair is stored, then the queued requests retry with it. A refresh that fails in any
///   way (network error included: the document names no other outcome) rejects every waiter
///   and calls `AuthStore.logout()`, read as the local cleanup of S3 without the server call.
///   A failed write of the new pair fails the refresh the same way.
/// - Proactive refresh (S7, "On `active` transition, check if access token expires within 5
///   minutes and refresh proactively"): every return checks the access token against the
///   device's clock (the Foreground reading above), however long the app was away. It lives
///   in `SessionProvider`, not in `fetchWithAuth`, so it does not set `refreshPromise` ("all
///   401 handlers await it"), and a 401 during it starts another refresh. Two refresh calls carrying the same token cannot be told apart by their
///   answers: the first answer goes to the refresh that started first.
/// - A protected request with no token in memory (the document has no `NO_ACCESS_TOKEN`) is
///   sent without one; its view shows it in flight with `A0`, a token the server never issues,
///   as the world has no stage for a request in flight without a token.
/// - Logout (S3) is offered in the More tab only, so a tap while signed out does nothing; the
///   server call carries the access token; local cleanup starts when it answers. A refresh in
///   flight is not cancelled: `refreshPromise` lives in `fetchWithAuth`, not in a Zustand store.
/// - A failed login write: the login's `await` throws, its catch shows the generic error and
///   leaves the app signed out; nothing undoes the write that succeeded (the document has no
///   rollback). Errors other than the two named codes show "Login failed. Please try again.".
/// - Soft lock switch: the app has none, so the world's switch does nothing.
public struct CleanerHQDesign: AuthDesign {
    public init() {}

    public var name: String { "cleanerhq" }

    public var features: [Feature] {
        [.tokens, .tokenCallback, .storedRefreshToken, .refresh, .interceptor, .requestQueue, .bootstrap, .logout, .biometrics,
         .biometricSetting, .loginForm]
    }

    public var initialClient: CleanerHQClient { CleanerHQClient() }

    /// The stage of a request sent with no token: `A0`, a pair the server never issues.
    static let noToken = Token.access(0)

    /// Handing a request to `fetch` runs before anything else; its answer does not.
    public func isSynchronous(_ effect: Effect) -> Bool {
        switch effect {
        case .send: true
        case .load, .write, .delete, .promptBiometrics: false
        }
    }

    public func reduce(into client: inout CleanerHQClient, _ event: ClientEvent) -> [Effect] {
        var effects = CleanerHQEffects()
        switch event {
        case .launched(let biometrics):
            client.biometricsAvailable = biometrics
            effects.storage(.load(.asyncStorage), resuming: .launchRead, &client)
            effects.storage(.load(.secure), resuming: .launchRead, &client)
        case .loaded(let store, let contents):
            let waiter = client.waiters.remove(at: 0)
            loaded(store, contents, for: waiter, &client, &effects)
        case .loadFailed(let store):
            let waiter = client.waiters.remove(at: 0)
            loaded(store, Store(), for: waiter, &client, &effects)  // the read throws: no tokens
        case .wrote:
            stored(client.waiters.remove(at: 0), failed: false, &client, &effects)
        case .writeFailed:
            stored(client.waiters.remove(at: 0), failed: true, &client, &effects)
        case .response(let call, let response):
            respond(to: call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .promptAnswered(let outcome):
            promptAnswered(outcome, &client, &effects)
        case .promptPassedWithNewBiometric:
            // `authenticateAsync` returns `{ success: true }`: S5 keeps nothing to compare the set with.
            promptAnswered(.success, &client, &effects)
        case .foregrounded:
            refreshProactively(&client, &effects)  // "On `active` transition"
        case .clockAdvanced(let clock):
            client.clock = clock
        case .backgrounded, .inactivityElapsed:
            break
        case .biometricsChanged(let available):
            client.biometricsAvailable = available
        }
        if client.logout == .cleaning, !client.waiters.contains(.cleanup) { client.logout = .done }
        return effects.list
    }
}
