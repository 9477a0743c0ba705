import AuthModel

/// "Mobile Authentication State Guide" (Nexus, `001_5b619ac547c086fc.txt`), as the document
/// describes it, its sample code included and its bugs included.
///
/// Sections encoded: "What Makes a User Logged In" (the `isAuthenticated` rule, Login Flow and
/// `authService.login`, Session Validation on App Start); "What Causes Logout" (Logout Flow,
/// Automatic Logout table, Token Refresh Decision Tree, `lib/apiClient.ts` with
/// `handleSessionExpired`); "Soft Lock Feature" (state machine, Key Behaviors table, Storage Keys,
/// `useSoftLock`, `SoftLockScreen`); "Token Refresh Strategy" (queue management); "Mobile
/// Implementation Guide" (`AuthProvider`, `App.tsx`).
///
/// Readings chosen where the document is ambiguous or silent, and where the world cannot say
/// what it says:
/// - Cookies: the httpOnly access and refresh cookies live in the native HTTP client's jar; every
///   call carries them (a protected call or `/user/profile/me` the access cookie, `/auth/refresh`
///   and `/auth/logout` the refresh cookie). A 200 granting a pair (login, refresh) sets both; the
///   200 of `/auth/logout` expires both (the document is silent; a cookie backend must, as the web
///   app's JavaScript cannot clear httpOnly cookies); nothing else touches them. The jar survives a
///   restart ("Cache user for quick app restarts" then "validate session with backend" needs it):
///   the world has no cookie store, so it is async storage's `access_token` and
///   `user_refresh_token` keys (the OS keeps cookies in a plain file), written before the app's own
///   effects of the same answer and read at launch with the soft-lock keys.
/// - The view exposes the jar as the access and refresh token in memory: they are the tokens the
///   client holds and sends. So the design declares `tokens`: the cookies are its access and
///   refresh credentials under another name, and the token clauses judge them (the jar on disk
///   is the access token persisted; the jar a failed logout or `handleSessionExpired` leaves is
///   tokens left behind). The refresh cookie in the jar's file is also its stored refresh
///   credential (`refreshCredential`, 0.9.4): it survives a kill and `/auth/refresh` presents it,
///   so C1.1, C1.2, C6.2, C6.3, R1 and R2 judge it there, outside secure storage. It does not
///   declare `tokenCallback`: the app cannot read httpOnly cookies, so it never knows it has none
///   (C2.1's NO_ACCESS_TOKEN is not its to give).
/// - `accountStatus`: the Automatic Logout table gives 403 ("Account suspended") and the
///   profile's 404 their meaning, so A1 judges the code that passes them through.
/// - One API client: `api` in `authService` is `apiClient`, so login, the profile check and
///   logout pass through its interceptor like every request.
/// - The interceptor is the sample code, not the decision tree: it refreshes on every 401,
///   whatever the endpoint (the tree's "Is Auth Endpoint? → Reject" is not in the code), whatever
///   the code; the refresh's own 401 meets `isRefreshing == true` and is queued behind itself, so
///   the refresh never settles; a retried request's second 401 is rejected without expiring the
///   session (the tree's "Already retried? → Expire Session" is not in the code); no attempt
///   count exists (the table's "Max refresh attempts (3)" is not in the code); queued requests are
///   retried without `_retry`; a failed refresh neither settles nor clears `refreshSubscribers`;
///   403 and 404 pass through (the table's "Account suspended | 403 | Clear session" is not in
///   the code).
/// - `handleSessionExpired` cannot reach AuthContext: it deletes `auth_user_cache` and
///   `auth_user_role` and navigates to login, and the user stays in memory, authenticated.
/// - Bootstrap is the "Complete Auth Provider"'s `initAuth` (the earlier "Session Validation on
///   App Start" snippet is its sketch): the cached user is set, then `/user/profile/me` (the
///   world's `/auth/me`) validates it; any failure, a failed cache write included, runs
///   `clearAuthState()`; a locked keychain makes `getItemAsync` throw past the `try` to the
///   `finally`. Loading shows a splash; when it ends the app routes by `isAuthenticated`.
/// - Status: `loading` while `isLoading`, else `authed` when `isAuthenticated`, else `guest`.
///   `isAuthenticated` is `user != null && !isSessionExpired` (the world's users are never
///   suspended).
/// - Handing a request to axios runs before anything else (`isSynchronous`): the request a tap
///   makes leaves before the next tap or answer. Its answer, and every storage call, is awaited.
/// - Navigation is imperative, where the code's comments put it: after login's writes, after
///   logout's `clearAuthState()`, at the end of `handleSessionExpired`.
/// - `auth_user_role` has no key in the world: it is secure storage's `permissions`.
/// - A call carries one token in the world: a protected call or the profile check carries the
///   access cookie, `/auth/refresh` and `/auth/logout` the refresh cookie, a login none. A request
///   made while signed out (the world's prefetch) goes out with whatever the jar holds; its
///   observed stage is `in flight with A0` when the jar holds no access cookie.
/// - The world's users are never suspended: `user.isSuspended === false` always holds, and a
///   suspension reaches the app only as a 403, which the code passes through.
/// - The document shows no error UI: a failed login, logout or profile check shows no text, and
///   `logout()` rethrowing the server's error after its `finally` is an unhandled rejection, not
///   a message.
/// - `markSessionAsExpired` is exposed and never called: nothing in the document wires it to
///   `handleSessionExpired`.
/// - The ghost `failedRefreshes` counts refresh calls refused in a row (a 401 or any error), for
///   I8's observation; the design counts none.
/// - One login at a time and one logout at a time (a tap while one is under way does nothing);
///   the lock screen has no logout button, so a logout tap there does nothing.
/// - Soft lock: one shared `useSoftLock` state for the app (the overview's one SoftLockContext;
///   `SoftLockProvider` is not shown). The listener exists only while `isEnabled`; only it
///   updates `appState.current`. The 90 s timer runs in the background, as the code's comment
///   "Returned within grace period" assumes: the world tells the design of the grace only on
///   return (`foregrounded(afterGrace:)`), so a timer that fired is handled then, before the
///   listener's foreground branch. When the OS suspended the app before the grace ended (the
///   world's `timersSuspended`, iOS's usual course), the timer has not fired by the return, and
///   the reading is that the listener's `change` to `active` runs before the overdue timer (the
///   JS thread resumes with the app's state change; the document says nothing of suspension):
///   its `clearTimeout` cancels the timer, and the app returns unlocked. `LOCK_AFTER_SECONDS` (300 s) is declared and never used: no
///   inactivity lock. A restart locks only when `soft_lock_state` was `locked` (the code), not
///   whenever soft lock is enabled (the table). `unlock()`'s `soft_lock_timestamp` write has no
///   key in the world and is left out. `SoftLockScreen` renders when `isAuthenticated && isLocked
///   && isEnabled`, over anything, the splash included. Nothing prompts when it appears (the
///   table's "Prompt biometric (if enrolled)" is not in its code): its biometric button shows the
///   OS prompt whatever the enrolment, and the passcode is the PIN action (the world has no wrong
///   PIN).
public struct SoftlockSessionDesign: AuthDesign {
    public typealias Client = SoftlockSessionClient

    public init() {}

    public var name: String { "softlock-session" }

    public var features: [Feature] {
        [.tokens, .storedRefreshToken, .refresh, .interceptor, .requestQueue, .bootstrap, .profileCheck, .logout, .softLock,
         .accountStatus]
    }

    /// The refresh cookie, in the HTTP client's cookie file (async storage's `user_refresh_token`),
    /// is what `/auth/refresh` gets with `withCredentials`: its stored refresh credential.
    public var refreshCredential: StoragePlace { StoragePlace(.asyncStorage, .refreshToken) }

    public var initialClient: SoftlockSessionClient { SoftlockSessionClient() }

    /// Handing a request to axios runs before anything else; its answer does not.
    public func isSynchronous(_ effect: Effect) -> Bool {
        switch effect {
        case .send: true
        case .load, .write, .delete, .promptBiometrics: false
        }
    }

    public func reduce(into client: inout SoftlockSessionClient, _ event: ClientEvent) -> [Effect] {
        var effects: [Effect] = []
        switch event {
        case .launched:
            // useSoftLock's init (a child's effect runs first) and the cookie jar, then initAuth.
            effects = [.load(.asyncStorage), .load(.secure)]
        case .loaded(let store, let contents):
            loaded(store, contents, &client, &effects)
        case .loadFailed(let store):
            if store == .secure, client.boot == .reading { finishBoot(&client) }
        case .wrote(let store, _):
            if store == .secure { secureOpDone(failed: false, &client, &effects) }
        case .writeFailed(let store, _):
            if store == .secure { secureOpDone(failed: true, &client, &effects) }
        case .response(let call, let response):
            answered(call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .promptAnswered(let outcome):
            if outcome == .success { unlock(&client, &effects) }
        case .promptPassedWithNewBiometric:
            unlock(&client, &effects)  // `authenticateAsync` succeeds; the document asks nothing of the set
        case .backgrounded:
            backgrounded(&client)
        case .foregrounded(let afterGrace, let timersHeld):
            foregrounded(afterGrace: afterGrace, timersHeld: timersHeld, &client, &effects)
        case .inactivityElapsed, .biometricsChanged:
            break  // LOCK_AFTER_SECONDS is never used; the prompt checks the hardware itself
        case .clockAdvanced:
            break  // the app never reads its cookies' expiry: the 401 tells it
        }
        return effects
    }
}
