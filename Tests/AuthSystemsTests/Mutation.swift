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
}
