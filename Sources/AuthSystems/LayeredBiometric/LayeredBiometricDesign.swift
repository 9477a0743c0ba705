import AuthModel

/// The design of `000_40230ec3af39f306.txt`, "Authentication & Biometric Flows": a React Native
/// app whose session lives in three layers (SecureStore, MMKV, Redux), modelled as the document
/// describes it, bugs included.
///
/// Sections encoded: The Three State Layers and "What lives where"; Brand New Install; the
/// Scenario Map; 1 Cold Start (the `is_logged_in` short-circuit); 2a/2b Cold Start with the
/// biometric session preserved (`useBiometrics` and `isBiometricLoginAvailable`); 3 Warm Start
/// (the integrity check, its wipe, the dispatch guards); 4a First Login (validation, the writes,
/// message extraction); 4b the MMKV rollback; 5 Biometric Activation; 6a-6c Biometric Login and
/// `handleRefreshFailure`; 7 Automatic Token Refresh (the guards, `_retry`, the queue, raw
/// axios); 8a Full Logout; 8b Biometric-Preserving Logout; 8c `onError`; the Full Lifecycle.
///
/// Readings chosen where the document is ambiguous or the world cannot say it as written:
/// - One token, two roles. The document keeps one token (`auth_access_token`), sends it as the
///   bearer of every call and presents the same token to `POST /v1/auth/refresh-token`. The
///   world's server refreshes only with a refresh token, so the one token is the world's pair:
///   SecureStore and Redux hold its access half, the refresh call presents the refresh half of
///   the stored token's pair, and the view reports memory's token as holding both halves. The
///   6-hour expiry is the access half expiring; "completely dead" is the refresh half expiring
///   or the server revoking. That token is the design's refresh credential under another name
///   (`refreshCredential`, 0.9.4): it persists in SecureStore and the refresh presents it, so the
///   clauses about a stored refresh token (C1.1, C1.2, C6.2, C6.3, R1, R2) judge it there.
/// - Launch: Redux's initialState has `isLoading: false`, which would render SignIn before the
///   query's `setLoading(true)`; the document says the spinner shows with no flash, so the
///   launch step sets `isLoading` at once. Status is `loading` until the restore query has
///   dispatched, then `authed` or `guest` by `isAuthenticated`.
/// - The screen is what `RootNavigator` renders: the spinner whenever Redux `isLoading`, so also
///   while a login mutation runs (it dispatches `setLoading(true)`), then Main or SignIn. A
///   running login is `guest` (not `loading`: loading is the restore).
/// - The integrity check asks "token exists? user exists? tenant exists?" (its note): any of
///   the three missing takes the wipe path. Permissions are not checked.
/// - MMKV's calls (`storage.set`, `getString`, `delete`) are synchronous: nothing happens between
///   one and the next, a kill included (`isSynchronous`); SecureStore's are `await`ed. Handing a
///   request to axios is synchronous too (its answer is not): a tap's request leaves before the
///   next tap, and a logout's first MMKV write runs inside its handler, ahead of sends waiting.
/// - `is_logged_in = false` is a write of `false` (snapshots show `false`, not absent), so it
///   can throw like any MMKV write; it is the last write of every `clearAuthData()`.
/// - No flow writes `user_email`; the model never does (it is only deleted). Several snapshots
///   show it stored (2a, 8b) but none says when it is set, so there is no step to put the write
///   at: the flows are taken, the lenient reading for E2 (AUDIT.md says so).
/// - Login errors follow the extraction priority (message, error, then "Login failed. Please
///   try again."); the world's server sends neither field, so every failed login reads the
///   fallback. The rollback shows "Failed to save login data…" as its diagram says. A failed
///   SecureStore write of Step 1 is outside the try/catch: no rollback, and the error (a native
///   message the world cannot name) reads the fallback.
/// - 4a's snapshot shows Redux populated "before biometric prompt resolves", but the code order
///   (Sections 4a and 5) dispatches `loginSuccess` after the prompt: the code is taken, so Redux
///   is empty while the opt-in shows.
/// - `useBiometrics` reads support, the preference and the token when the sign-in screen mounts
///   (2a; 6c: "On the next mount"), and nothing in 6a re-reads them: the button shows what the
///   last mount read, although 6a's note says it disappears. The opt-in guard is the hook's
///   values as `useSignIn` held them when the form was submitted. The hook's reads run on after
///   its screen unmounts (a login's spinner replaces SignIn): their `setState` calls are lost, but
///   their `dispatch(setBiometricEnabled(...))` still reaches Redux, as JavaScript runs it.
/// - `enableBiometricLogin()`: a failed or cancelled prompt, a lockout, or a failed write of the
///   preference all end in "Could not enable biometric login" and `loginSuccess`.
/// - Biometric login: any error of `useTokenRefreshMutation` (a locked keychain, the refresh
///   call, the token's write) runs `handleRefreshFailure`; a throw of `setLoggedIn(true)` goes
///   straight to the hook's catch block (the alert, no cleanup). Its `restoreSessionSuccess` is
///   not the restore query's and is not counted as a warm-start restore (S2). It sets only the
///   hook's `isBiometricLoading`, so the login form stays usable while it runs.
/// - The interceptor refreshes on every 401, whatever its code; a request made while Redux has
///   no token is sent with no Authorization header ("the interceptor would attach no token at
///   all"); `refreshToken()` with nothing stored sends the refresh with no token.
/// - `_retry` is set only on the request that leads a refresh; queued requests are retried
///   without it. `setRefreshing(false)` comes after the retried original answers, as the
///   diagram orders it; on failure `processQueue(error)` comes first and `setRefreshing(false)`
///   last. No `finally` is shown: a throw of the cleanup (`clearAuthData()`'s write) skips
///   `logoutSuccess` and `setRefreshing(false)`. A failed `setAccessToken` after a successful
///   refresh, or a locked keychain at `getAccessToken()`, takes the failure branch.
/// - `resetTokenRefreshState()` clears the flag and the queue without settling the queued
///   requests; a refresh already running goes on and writes its result.
/// - `invalidateQueries` "marks specific queries as stale (they'll re-fetch next time they're
///   used)": nothing re-runs in this process. React Query retries nothing (the document goes
///   from the throw to `isError`). A failed keychain read at warm start is the query's error:
///   `restoreSessionFailure`, no wipe.
/// - Logout runs wherever the world offers it, on the sign-in screen too; 8c: a throw of
///   `setLoggedIn(false)` or of the cleanup skips `resetTokenRefreshState()`.
/// - The document has no settings switch and no soft lock: those taps do nothing; going to the
///   background changes nothing. Device changes reach the hook at its next mount.
/// - Where the world's vocabulary has no word: a request sent with no token is shown in flight
///   with `A0` (a pair the server never issued); a storage error handed to a request reads
///   "session ended"; two identical refresh calls in flight (a biometric login's and the
///   interceptor's) answer the biometric login first, then the oldest interceptor run.
/// - Logged out (the view's `loggedOut`): an explicit logout dispatched `logoutSuccess` while no
///   sign-in was under way, until a sign-in starts.
public struct LayeredBiometricDesign: AuthDesign {
    public init() {}

    public var name: String { "layered-biometric" }

    public var features: [Feature] {
        [.tokens, .tokenCallback, .storedRefreshToken, .refresh, .interceptor, .requestQueue, .bootstrap, .logout, .biometrics,
         .loginForm, .layeredCache]
    }

    /// The one token, under `auth_access_token` in SecureStore, is what the refresh presents
    /// ("Authorization: Bearer expired-token", Section 7): its refresh credential.
    public var refreshCredential: StoragePlace { StoragePlace(.secure, .accessToken) }

    public var initialClient: LayeredClient { LayeredClient() }

    /// MMKV's `set`, `getString` and `delete` are synchronous (reading: the fast cache).
    public func isSynchronous(_ effect: Effect) -> Bool {
        switch effect {
        case .load(let store), .write(let store, _, _), .delete(let store, _): store == .fastCache
        case .send: true
        case .promptBiometrics: false
        }
    }

    public func reduce(into client: inout LayeredClient, _ event: ClientEvent) -> [Effect] {
        var effects = LayeredEffects()
        let screenBefore = screen(of: client)
        switch event {
        case .launched(let biometrics):
            client.deviceBiometrics = biometrics
            client.isLoading = true  // the query's setLoading(true), before anything renders
            client.restore = .readingGate
            effects.storage(.load(.fastCache), for: .restore, &client)
        case .loaded, .loadFailed, .wrote, .writeFailed:
            guard !client.jobs.isEmpty else { break }
            let owed = client.jobs.remove(at: 0)
            completed(owed.job, event, &client, &effects)
        case .response(let call, let response):
            respond(to: call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .promptAnswered, .promptPassedWithNewBiometric:
            // `authenticateAsync` resolves `{ success: true }` for any enrolled biometric: the document
            // keeps nothing to compare the enrolled set with.
            let outcome: PromptOutcome = if case .promptAnswered(let outcome) = event { outcome } else { .success }
            if case .enabling = client.login {
                optInPromptAnswered(outcome, &client, &effects)
            } else if client.biometricLogin == .prompting {
                biometricPromptAnswered(outcome, &client, &effects)
            }
        case .biometricsChanged(let available):
            client.deviceBiometrics = available
        case .backgrounded, .foregrounded, .inactivityElapsed, .clockAdvanced:
            break  // no soft lock, no foreground refresh; "Token is NOT validated here" (no clock read)
        }
        // The Auth Stack renders SignInScreen: `useBiometrics()` mounts and reads SecureStore.
        if screenBefore != .signIn, screen(of: client) == .signIn { mountSignIn(&client, &effects) }
        return effects.list
    }

    /// Hands a storage completion to the operation that asked for it.
    func completed(_ job: LayeredJob, _ event: ClientEvent, _ client: inout LayeredClient,
                   _ effects: inout LayeredEffects) {
        switch job {
        case .restore: restoreCompleted(event, &client, &effects)
        case .hook: hookCompleted(event, &client)
        case .login: loginCompleted(event, &client, &effects)
        case .biometric: biometricCompleted(event, &client, &effects)
        case .logout: logoutCompleted(event, &client)
        case .refresh(let leader): refreshCompleted(leader, event, &client, &effects)
        }
    }

    func user(_ action: UserAction, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            submitLogin(account, validForm: validForm, rightPassword: rightPassword, &client, &effects)
        case .logout:
            startLogout(&client, &effects)
        case .request:
            makeRequest(&client, &effects)
        case .biometricLogin:
            startBiometricLogin(&client, &effects)
        case .answerOptIn(let yes):
            answerOptIn(yes, &client, &effects)
        case .unlock, .setBiometrics, .setSoftLock:
            break  // the document has no soft lock and no settings switch
        }
    }
}
