@testable import AuthCheckKit
import Testing

/// The Nexus "Mobile Authentication State Guide" (`001_5b619ac547c086fc.txt`), its own flows as
/// hand-written traces (`traces/scenarios/001/`), checked against what the document says they end
/// in. Every trace starts the same way: a fresh launch (steps 1–3), alice's login and its six
/// writes (4–12); the soft-lock traces then turn soft lock on (13–14) and, where the app locks,
/// outlast the 90 s grace in the background (15–18: the lock screen, `soft_lock_state` saved).
///
/// Where the model ends elsewhere than the document says, the test asserts what the model does
/// and says so: the soft-lock table's row 4 (a restart with soft lock merely enabled shows the
/// dashboard, SL4), row 5 (nothing prompts when the lock screen appears), and the automatic
/// logout table's "Refresh token expired" and "Account suspended" rows (the sample interceptor
/// neither clears the session nor redirects).
@Suite struct SoftlockSessionScenarioTests {
    // MARK: Soft Lock Feature: the Key Behaviors table, row by row

    @Test func row1BackgroundStartsTheTimerAndLocksNothingYet() throws {
        let s = try Scenario("001/softlock-row-1-background-starts-timer.json")
        // "App goes to background | Start 90-second timer": the app is in the background...
        #expect(s.end("device", "foreground") == false)
        // ...and only a timer started: "APP ACTIVE isLocked: false" until the grace runs out.
        #expect(s.end("screen", "locked") == nil)
        #expect(s.end("screen", "screen") == "main")
        // The timer writes nothing yet: `soft_lock_state` is set only when it fires.
        #expect(s.end("asyncStorage", "soft_locked") == nil)
        #expect(s.end("asyncStorage", "soft_lock_enabled") == "true")
    }

    @Test func row2ReturningWithinNinetySecondsStaysUnlocked() throws {
        let s = try Scenario("001/softlock-row-2-background-under-90s.json")
        #expect(s.trace.verdictName == "holds")  // SL3
        // "App returns within 90s | Cancel timer, stay unlocked"
        #expect(s.end("device", "foreground") == true)
        #expect(s.end("screen", "locked") == nil)
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("screen", "status") == "authed")
        // "clearTimeout(lockTimeoutRef.current)": the lock never fired, nothing was persisted.
        #expect(s.end("asyncStorage", "soft_locked") == nil)
    }

    @Test func row3ReturningAfterNinetySecondsShowsTheLockScreen() throws {
        let s = try Scenario("001/softlock-row-3-background-over-90s.json")
        #expect(s.trace.verdictName == "holds")  // SL2
        // "App returns after 90s | Show lock screen"
        #expect(s.after(17)["screen"]?["screen"] == "lock")
        #expect(s.end("screen", "screen") == "lock")
        // "APP LOCKED isLocked: true"
        #expect(s.end("screen", "locked") == true)
        // "await AsyncStorage.setItem('soft_lock_state', 'locked')"
        #expect(s.end("asyncStorage", "soft_locked") == "true")
        // "The user remains authenticated."
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end("memory", "user") == "alice")
    }

    /// DISAGREEMENT (finding SL4): the table says "App restart with soft lock enabled | Show lock
    /// screen immediately"; the document's own code locks at restart only when
    /// `enabled === 'true' && lockState === 'locked'`. With soft lock merely enabled, the restart
    /// shows the splash, then the dashboard.
    @Test func row4ARestartWithSoftLockEnabledShowsTheDashboard() throws {
        let s = try Scenario("001/softlock-row-4-restart-with-soft-lock-enabled.json")
        #expect(s.trace.verdictName == "violated")  // SL4, at the step the dashboard shows
        // The soft lock is enabled on disk and read back: "setIsEnabled(enabled === 'true')".
        #expect(s.end("asyncStorage", "soft_lock_enabled") == "true")
        #expect(s.end("memory", "softLockEnabled") == true)
        // Not "Show lock screen immediately": after both stores are read, the splash, unlocked...
        #expect(s.after(18)["screen"]?["screen"] == "splash")
        #expect(s.after(18)["screen"]?["locked"] == nil)
        // ...and once `/user/profile/me` answers, the dashboard, never the lock screen.
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("screen", "locked") == nil)
        #expect(s.end("screen", "status") == "authed")
    }

    /// The restart the code does lock: the app died locked (`soft_lock_state` = `locked`).
    @Test func row4ARestartWhileLockedShowsTheLockScreenImmediately() throws {
        let s = try Scenario("001/softlock-row-4-restart-while-locked.json")
        #expect(s.trace.verdictName == "holds")  // SL4
        // "if (enabled === 'true' && lockState === 'locked') { setIsLocked(true); }": locked as
        // soon as async storage is read (step 21)...
        #expect(s.after(21)["screen"]?["locked"] == true)
        // ..."Show lock screen immediately": the lock screen once the cached user is set, before
        // the profile check answers. It shows while still loading, which is finding SL7
        // ("shown only when authed, locked and enabled").
        #expect(s.after(22)["screen"]?["screen"] == "lock")
        #expect(s.after(22)["screen"]?["status"] == "loading")
        // After the profile check: still the lock screen, authenticated, still locked on disk.
        #expect(s.end("screen", "screen") == "lock")
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end("asyncStorage", "soft_locked") == "true")
    }

    /// DISAGREEMENT (a reading): the table says "Lock screen displayed | Prompt biometric (if
    /// enrolled) or PIN"; `SoftLockScreen` prompts only from its button's `onPress`. The lock
    /// screen appears with no prompt pending; the tap on "Unlock with Biometrics" shows it.
    @Test func row5TheLockScreenPromptsOnlyWhenItsButtonIsTapped() throws {
        let s = try Scenario("001/softlock-row-5-lock-screen-prompts.json")
        // The lock screen displayed: nothing prompts by itself.
        #expect(s.after(18)["screen"]?["screen"] == "lock")
        #expect(s.after(18)["pending"] == nil)
        #expect(s.after(18)["device"]?["promptShowing"] == false)
        // "<TouchableOpacity onPress={handleBiometricUnlock}>": "LocalAuthentication.authenticateAsync"
        #expect(s.end("device", "promptShowing") == true)
        // The prompt shows over the lock screen, still locked until it succeeds.
        #expect(s.end("screen", "screen") == "lock")
        #expect(s.end("screen", "locked") == true)
    }

    @Test func row5WithNoBiometricEnrolledThePinUnlocks() throws {
        let s = try Scenario("001/softlock-row-5-not-enrolled-falls-back-to-pin.json")
        #expect(s.trace.verdictName == "holds")  // SL6
        // "Prompt biometric (if enrolled)": with none enrolled, the biometric tap shows no prompt...
        #expect(s.after(21)["device"]?["enrolled"] == false)
        #expect(s.after(21)["device"]?["promptShowing"] == false)
        #expect(s.after(21)["screen"]?["screen"] == "lock")
        // ..."or PIN": "Use Passcode" unlocks.
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("screen", "locked") == nil)
        #expect(s.end("asyncStorage", "soft_locked") == nil)
    }

    @Test func row6ASuccessfulBiometricUnlockHidesTheLockScreen() throws {
        let s = try Scenario("001/softlock-row-6-unlock-by-biometrics.json")
        #expect(s.trace.verdictName == "holds")  // SL6
        // "if (result.success) { unlock(); }": "Successful unlock | ... hide lock screen"
        #expect(s.after(21)["screen"]?["screen"] == "main")
        #expect(s.end("screen", "locked") == nil)
        #expect(s.end("device", "promptShowing") == false)
        // "await AsyncStorage.removeItem('soft_lock_state')" (the timestamp has no key in the world)
        #expect(s.after(21)["asyncStorage"]?["soft_locked"] == "true")
        #expect(s.end("asyncStorage", "soft_locked") == nil)
        // "Biometric/PIN verified" → "APP ACTIVE", still authenticated.
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end("memory", "softLockEnabled") == true)
    }

    @Test func row6ASuccessfulPinUnlockHidesTheLockScreen() throws {
        let s = try Scenario("001/softlock-row-6-unlock-by-pin.json")
        #expect(s.trace.verdictName == "holds")  // SL6
        // "Successful unlock | Record unlock timestamp, hide lock screen"
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("screen", "locked") == nil)
        // "await AsyncStorage.removeItem('soft_lock_state')"
        #expect(s.end("asyncStorage", "soft_locked") == nil)
        #expect(s.end("asyncStorage", "soft_lock_enabled") == "true")
        #expect(s.end("screen", "status") == "authed")
    }

    @Test func theSoftLockIsNotALogout() throws {
        let s = try Scenario("001/softlock-is-not-logout.json")
        #expect(s.trace.verdictName == "holds")  // SL1
        let locked = s.after(18)
        #expect(locked["screen"]?["screen"] == "lock")
        // "Soft lock blocks UI interaction but keeps the user authenticated."
        #expect(locked["screen"]?["status"] == "authed")
        #expect(locked["memory"]?["user"] == "alice")
        // "Their tokens are still valid.": the cookies in the jar and on the server.
        #expect(locked["memory"]?["accessToken"] == "A1")
        #expect(locked["memory"]?["refreshToken"] == "R1")
        #expect(locked["server"] == ["pair 1 alice: A1 valid, R1 valid"])
        // The cached user and role stay: nothing of logout's "Clear cached user from storage".
        #expect(locked["secure"]?["user"] == "alice")
        #expect(locked["secure"]?["permissions"] == "alice")
        #expect(locked["memory"]?["loggedOut"] == nil)
        // Unlocked by PIN: the same session, no login again.
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("memory", "accessToken") == "A1")
        #expect(s.end["server"] == ["pair 1 alice: A1 valid, R1 valid"])
    }

    // MARK: What makes a user logged in

    @Test func firstLoginCachesTheUserAndRedirectsToTheDashboard() throws {
        let s = try Scenario("001/first-login.json")
        // "1. Store user in AuthContext"
        #expect(s.end("memory", "user") == "alice")
        #expect(s.end("screen", "status") == "authed")
        // "2. Cache user in ... SecureStore (mobile)" and "3. Store user role" (`auth_user_role`
        // is the world's `permissions` key)
        #expect(s.end("secure", "user") == "alice")
        #expect(s.end("secure", "permissions") == "alice")
        // "5. Redirect based on role + setup status: ... User with PIN → /dashboard"
        #expect(s.end("screen", "screen") == "main")
        // "Backend sets httpOnly cookies (access + refresh)": the jar, kept on disk, never SecureStore.
        #expect(s.end("memory", "accessToken") == "A1")
        #expect(s.end("asyncStorage", "access_token") == "A1")
        #expect(s.end("asyncStorage", "user_refresh_token") == "R1")
        #expect(s.end("secure", "user_refresh_token") == nil)
        // The redirect comes after the writes ("Navigate" after `await setUser(user)`): two
        // steps authed on the login screen, finding C7.3.
        #expect(s.trace.verdictName == "violated")
        #expect(s.after(10)["screen"]?["status"] == "authed")
        #expect(s.after(10)["screen"]?["screen"] == "signIn")
    }

    @Test func aRestartValidatesTheCachedUserWithTheBackend() throws {
        let s = try Scenario("001/restart-validates-cached-user.json")
        #expect(s.trace.verdictName == "holds")  // C6.1
        // "const cachedUser = await SecureStore.getItemAsync('auth_user_cache'); if (cachedUser)
        // { setUserState(JSON.parse(cachedUser));" then "authService.getProfile()": loading, the
        // cached user set, `/user/profile/me` about to be sent with the access cookie.
        let cached = s.after(16)
        #expect(cached["screen"]?["status"] == "loading")
        #expect(cached["screen"]?["screen"] == "splash")
        #expect(cached["memory"]?["user"] == "alice")
        #expect(cached["pending"] == ["send me with A1 (because of launch)"])
        // "setUserState(freshUser); await SecureStore.setItemAsync('auth_user_cache', ...)", then
        // "setIsLoading(false)": authenticated on the dashboard with the session it had.
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("secure", "user") == "alice")
        #expect(s.end("memory", "accessToken") == "A1")
    }

    /// Partly agrees: "User account deleted | 404 from /user/profile/me | Clear session, redirect
    /// to login". `clearAuthState()` clears the user and its cache and the app routes to login;
    /// it cannot touch the httpOnly cookies, which stay in the jar, still valid on the server.
    @Test func aProfileCheckAnswered404ClearsTheSession() throws {
        let s = try Scenario("001/restart-profile-404-clears-session.json")
        // "Clear session, redirect to login"
        #expect(s.end("screen", "status") == "guest")
        #expect(s.end("screen", "screen") == "signIn")
        #expect(s.end("memory", "user") == nil)
        // "await SecureStore.deleteItemAsync('auth_user_cache'); await SecureStore.deleteItemAsync('auth_user_role');"
        #expect(s.end("secure", "user") == nil)
        #expect(s.end("secure", "permissions") == nil)
        // The cookies are not the app's to clear: the jar still holds the session.
        #expect(s.end("memory", "accessToken") == "A1")
        #expect(s.end("asyncStorage", "user_refresh_token") == "R1")
        #expect(s.end["server"] == ["pair 1 alice: A1 valid, R1 valid"])
    }

    // MARK: What causes logout

    @Test func logoutClearsTheUserAndRedirectsToLogin() throws {
        let s = try Scenario("001/logout.json")
        #expect(s.trace.verdictName == "holds")  // C5.3
        // "POST /auth/logout ─────▶ Backend invalidates refresh token"
        #expect(s.end["server"] == ["pair 1 alice: A1 revoked, R1 revoked"])
        // "1. Clear user from AuthContext (user = null)"
        #expect(s.end("memory", "user") == nil)
        #expect(s.end("screen", "status") == "guest")
        // "2. Clear cached user from storage"
        #expect(s.end("secure", "user") == nil)
        #expect(s.end("secure", "permissions") == nil)
        // "5. Redirect to login based on stored role: ... user/reseller → /login"
        #expect(s.end("screen", "screen") == "signIn")
        // The logout's 200 expires the cookies (a reading: the document is silent).
        #expect(s.end("memory", "accessToken") == nil)
        #expect(s.end("asyncStorage", "access_token") == nil)
        #expect(s.end("asyncStorage", "user_refresh_token") == nil)
    }

    @Test func anExpiredAccessTokenIsRefreshedAndTheRequestRetried() throws {
        let s = try Scenario("001/refresh-on-401-retries-request.json")
        // "T1: Access Token expires (T0 + 15min) └─ Next API call triggers refresh └─ POST /auth/refresh"
        #expect(s.after(16)["memory"]?["requests"] == ["waiting for refresh"])
        #expect(s.after(16)["pending"] == ["send refresh with R1 (because of request1 answered 401 access_token_expired)"])
        // "└─ New Access Token issued", then "Retry Original Request" with it.
        #expect(s.after(18)["memory"]?["accessToken"] == "A2")
        #expect(s.after(18)["memory"]?["requests"] == ["in flight with A2"])
        #expect(s.end("memory", "requests") == ["succeeded"])
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end["server"] == ["pair 1 alice: A1 expired, R1 revoked", "pair 2 alice: A2 valid, R2 valid"])
    }

    @Test func concurrent401sShareOneRefreshAndAreAllRetried() throws {
        let s = try Scenario("001/concurrent-401s-share-one-refresh.json")
        // "Request A ─▶ 401 ─▶ Start Refresh / Request B ─▶ 401 ─▶ Queue (wait for refresh)"
        let queued = s.after(20)
        #expect(queued["memory"]?["requests"] == ["waiting for refresh", "waiting for refresh"])
        #expect(queued["network"]?["calls"] == ["[0] refresh with R1"])
        #expect(queued["pending"] == nil)
        // "Refresh Complete → Process Queue → Retry Request A / Retry Request B", with the new token.
        #expect(s.after(25)["network"]?["calls"] == ["[0] request2 with A2 (retry 1)", "[1] request1 with A2 (retry 1)"])
        #expect(s.end("memory", "requests") == ["succeeded", "succeeded"])
        #expect(s.end("memory", "accessToken") == "A2")
    }

    /// DISAGREEMENT (the sample interceptor): "Refresh token expired | 401 from `/auth/refresh` |
    /// Clear session, redirect to login" and "T2: Refresh Token expires (T0 + 24h) └─ User must
    /// login again". In `lib/apiClient.ts` the refresh's own 401 meets `isRefreshing === true` and
    /// is queued behind itself: nothing settles, the user stays signed in on the dashboard.
    @Test func anExpiredRefreshTokenNeverSignsOut() throws {
        let s = try Scenario("001/refresh-token-expired.json")
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("memory", "user") == "alice")
        #expect(s.end("secure", "user") == "alice")
        // The refresh never ends and the request waits for it, with nothing in flight or pending.
        #expect(s.end("memory", "refreshing") == true)
        #expect(s.end("memory", "requests") == ["waiting for refresh"])
        #expect(s.end("network", "calls") == nil)
        #expect(s.end["pending"] == nil)
        #expect(s.end["server"] == ["pair 1 alice: A1 expired, R1 expired"])
    }

    /// DISAGREEMENT (finding A1): "Account suspended | 403 | Clear session, redirect to login";
    /// the interceptor handles only 401 and passes the 403 through to the caller.
    @Test func a403DoesNotSignOut() throws {
        let s = try Scenario("001/account-suspended-403.json")
        #expect(s.trace.verdictName == "violated")  // A1
        #expect(s.end("memory", "requests") == ["failed: 403"])
        #expect(s.end("screen", "status") == "authed")
        #expect(s.end("screen", "screen") == "main")
        #expect(s.end("memory", "user") == "alice")
        #expect(s.end("secure", "user") == "alice")
    }
}
