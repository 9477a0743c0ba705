import AuthModel

/// The Nexus app's memory (`001_5b619ac547c086fc.txt`): AuthContext's state, the native HTTP
/// client's cookie jar, the module variables of `lib/apiClient.ts`, and `useSoftLock`'s state and
/// refs. Small values only: it is stored once per explored state.
public struct SoftlockSessionClient: Hashable, Sendable {
    // AuthContext (`context/AuthProvider.tsx`)
    var user: Account?
    var isLoading = true
    var isSessionExpired = false
    /// Where navigation stands; shown once loading is over, under the soft-lock overlay.
    var route: SoftlockRoute = .signIn
    var boot: SoftlockBoot = .reading
    var login: SoftlockLogin?
    /// `logout()` awaits `authService.logout()`.
    var loggingOut = false

    // The native HTTP client's cookie jar (`credentials: 'include'`): the httpOnly cookies the
    // backend set, sent with every call. A0/R0 never appear: no cookie is nil.
    var accessCookie: Token?
    var refreshCookie: Token?

    // `lib/apiClient.ts`
    var isRefreshing = false
    /// The call whose 401 started the refresh and awaits it (`originalRequest` of the `try`).
    var leader: Call?
    /// `refreshSubscribers`: the calls queued behind the refresh, in order.
    var refreshSubscribers = Slots<Call>()
    /// Each protected request by number, with its config's `_retry` flag.
    var requests = Slots<SoftlockRequest>()
    /// The secure-storage writes and deletes awaited, in the order they were asked for. The world
    /// performs effects in order, so each completion belongs to the head of this queue.
    var secureOps = Slots<SoftlockSecureOp>()

    // `useSoftLock` (`context/SoftLockContext.tsx`)
    var isEnabled = false
    var isLocked = false
    /// `appState.current` is `active`; only the listener updates it, and the listener runs only
    /// while `isEnabled`.
    var appStateActive = true
    /// The 90 s `setTimeout` is pending.
    var lockTimeout = false

    // Ghosts, for the observation only: the design keeps neither.
    /// Logout ran to its end (its deletes done, navigated to login) and no login answered since.
    var loggedOut = false
    /// Refresh calls refused in a row, up to 4; the design counts no attempts.
    var failedRefreshes: UInt8 = 0

    public init() {}
}
