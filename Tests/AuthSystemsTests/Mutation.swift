/// One deliberate bug in the reference design, each aimed at one clause family.
enum Mutation: String, CaseIterable, Sendable {
    /// Writes the access token to secure storage on login (C1.3).
    case persistsAccessToken
    /// Sends a request even with no access token in memory (C2.1).
    case noFailFast
    /// Starts a refresh for every 401, refresh in flight or not (C3.2).
    case refreshesTwiceAtOnce
    /// Ends the session when a request fails with a network error (C4.1, C10.1).
    case clearsTokensOnNetworkError
    /// Logout forgets to delete the stored refresh token (C5.3).
    case logoutKeepsRefreshToken
    /// A bootstrap that cannot reach the server shows the sign-in screen (C4.2).
    case bootstrapNetworkErrorIsGuest
    /// Shows protected content while bootstrap is still loading (C7.1).
    case showsContentWhileLoading
    /// Retries queued requests with the token they failed with (C2.3).
    case retriesWithStaleToken
    /// Lets queued requests wait forever when the refresh fails (C3.4, I5).
    case forgetsQueueOnFailure
    /// Locks on every return, within the grace period too (SL3).
    case skipsGraceTimer
    /// Turns biometrics on without asking the OS (B2).
    case enablesBiometricsWithoutPrompt
    /// Keeps what a failed login wrote (S4).
    case noRollback
    /// A second account's login keeps the first account's user in memory (R8).
    case mixesAccounts
    /// A retried request that gets another 401 starts another refresh (I3).
    case refreshesRetriedRequests
    /// A launch with a stored refresh token goes straight to the main screen (C6.3).
    case bootstrapSkipsRefresh
    /// Callbacks read a ref the refresh did not update (C8.2).
    case staleRef
    /// A refresh answered 401 starts another refresh (I1).
    case refreshesAfterRefresh401
    /// A 403 to a request leaves the session as it was (A1).
    case ignoresForbidden
    /// Logout while logged out shows an error (C5.1).
    case logoutWhileLoggedOutShowsError
    /// A restart with soft lock on goes straight to protected content (SL4).
    case skipsLockOnRestart
    /// A cancelled biometric prompt unlocks the soft lock (SL6).
    case unlocksOnCancel
    /// Turning biometrics off keeps the preference and the button (B7).
    case switchOffKeepsButton
    /// A warm start dispatches the restored session twice (S2).
    case restoresTwice
    /// An invalid form is sent anyway (S6).
    case sendsInvalidForm
    /// 429 shows the generic text instead of "Too many attempts" (S7).
    case genericRateLimitText
    /// A keychain still locked after reboot is read as "no session" (R2).
    case lockedKeychainIsGuest
    /// A refresh answered after logout writes its token back (R4).
    case lateRefreshWritesBack
    /// Protected content stays on screen while locked (SL5).
    case contentBehindTheLock
    /// After logout the lock screen shows if soft lock is on (SL7).
    case lockScreenWhenSignedOut
    /// A launch with no stored token stays on the splash (C6.2).
    case noTokenStaysLoading
    /// Logout deletes the biometric preference with the session (B5).
    case logoutDropsPreference
    /// A request that fails with a network error is never settled (R5).
    case networkErrorLeavesRequestPending
    /// A successful refresh sends each queued request twice (I4).
    case retriesQueuedTwice
    /// A 500 starts a refresh (I6).
    case refreshesOn500
    /// A network error at /auth/me signs the user out (C6.4).
    case profileNetworkErrorIsGuest
    /// Locking drops the access token (SL1).
    case lockDropsToken
    /// 300 s of inactivity change nothing (SL8).
    case ignoresInactivity
    /// The opt-in is offered even where biometrics are unavailable (B6).
    case offersOptInWithoutBiometrics
    /// The login screen shows while bootstrap is still loading (C7.2).
    case signInWhileLoading
    /// A launch shows the sign-in screen before loading anything (C6.1).
    case startsAsGuest
    /// A restore caches another account's user (S5).
    case cachesAnotherUser
    /// Logout queues a request with the old token after its cleanup (R3).
    case requestAfterLogout
    /// A locked keychain at launch is never read again: stuck on the splash (R7).
    case neverRetriesKeychain
    /// Declining the opt-in signs the user out (B3).
    case declineSignsOut
    /// A refused biometric credential is kept, and its button with it (B4).
    case keepsDeadCredential
    /// An auth failure leaves the access token in memory (C1.4).
    case keepsTokenAfterAuthFailure
    /// A refresh keeps the old refresh token in memory (C1.5).
    case keepsOldRefreshToken
    /// NO_ACCESS_TOKEN deletes the stored session (C2.2).
    case noTokenClearsStorage
    /// A refresh refused with a 401 keeps the session (C4.3).
    case keepsSessionOnAuthError
    /// A failed revocation call shows an error (C5.2).
    case logoutShowsError
    /// The opt-in is shown on the sign-in screen while authed (C7.3).
    case optInOnSignInScreen
    /// A bootstrap refresh lost to the network is never retried (C10.1).
    case bootstrapNeverRetries
    /// Biometric login enters with an old token (B8).
    case entersWithOldToken
    /// token_revoked starts a refresh (I7).
    case refreshesOnRevoked
    /// A failed refresh never gives up (I8).
    case neverGivesUp
    /// A launch ignores the stored session (R1).
    case launchIgnoresStoredSession
    /// Logout leaves queued requests waiting (R6).
    case logoutKeepsQueue
    /// A delete that fails is taken for done: logout completes with the value still stored (E1, C5.3).
    case takesFailedDeleteForDone
    /// A bootstrap refresh that gets a network error enters the app on the stored session, as if
    /// the server had not acted (C10.2, once the answer can be lost after the server rotated).
    case entersOfflineOnNetworkError
    /// Resumes a stored token whatever the fast cache says: what a reinstall left in the
    /// keychain signs the next person in (E3).
    case resumesTornSession
    /// Another account's sign-in keeps the last account's biometric login: whoever passes the
    /// prompt next signs in as that account (E2).
    case keepsLastBiometricAccount
    /// The biometric button signs in while deletes (a logout's or a rollback's) are outstanding:
    /// the login's saves race them, and a failed delete of a key the login writes is given up (E1),
    /// the ended session's refresh token among them, which a late 401 then finds (C3.5).
    case biometricLoginDuringDeletes
}
