/// What a running app shows and holds in memory, in the contract's vocabulary. Computed from a
/// design's state by the design; clauses read this, never the design's state.
public struct ClientView: Hashable, Sendable {
    public var status: Status = .loading
    public var screen: Screen = .splash
    /// The soft lock is engaged.
    public var locked = false
    public var softLockEnabled = false
    /// The access token in state.
    public var accessToken: Token?
    /// The access token callbacks read (the contract's `accessTokenRef.current`).
    public var accessTokenRef: Token?
    /// A refresh token held in memory, if the design keeps one there.
    public var refreshToken: Token?
    public var user: Account?
    public var tenant: Account?
    public var permissions: Account?
    /// Memory's biometric flag (or preference).
    public var biometricsEnabled = false
    /// The sign-in screen offers biometric login.
    public var biometricButton = false
    /// The biometric opt-in is being offered.
    public var optInOffered = false
    public var loginError: LoginError?
    /// A non-login error is shown (a bootstrap that could not reach the server).
    public var errorShown = false
    /// Each protected request the user made, by number (index 0 is request 1).
    public var requests: Slots<RequestStage>
    /// A refresh is in progress: from sending its call until its result is persisted and handed
    /// to every waiting request (the contract's `refreshPromiseRef.current` is set).
    public var refreshing = false
    /// Failed refresh attempts in a row.
    public var refreshAttempts: UInt8 = 0
    /// Session restores dispatched since launch (S2).
    public var restoreDispatches: UInt8 = 0
    /// Logout has run to its end and nothing of it is left to do.
    public var loggedOut = false

    /// Inlinable, and `requests` set here rather than by a default value: a design's `view(of:)`
    /// starts from this on every observation, and a call the optimizer cannot see into wrote
    /// every field before the design wrote them again (a default value is such a call of its
    /// own). Judging the reference's `fidelity` world took about 29 M fewer instructions.
    @inlinable
    public init() {
        requests = Slots()
    }
}
