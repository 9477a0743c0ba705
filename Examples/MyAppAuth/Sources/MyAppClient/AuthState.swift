/// Everything the client's screens show and the session holds in memory, as one value: the
/// client publishes a new one on every change (`AuthClient.updates`), and a view model on the
/// main actor keeps the latest.
public struct AuthState: Sendable, Hashable {
    public var phase: SessionPhase = .starting
    /// The access token: in memory only, never written anywhere.
    public var accessToken: String?
    /// A copy of the keychain's refresh token, so a refresh does not read the keychain again.
    public var refreshToken: String?
    /// Who is signed in (as cached until the server confirms).
    public var profile: UserProfile?
    /// The sign-in screen's error message, if the last attempt failed.
    public var loginError: LoginFailure?
    /// The splash says it cannot reach the server (launch keeps trying).
    public var connectionProblem = false
    /// Every data call since launch, by number: index 0 is call 1.
    public var requests: [APIRequestState] = []
    public var refresh: RefreshStage = .idle
    public var logout: LogoutProgress = .none

    public init() {}

    public var isRefreshing: Bool { refresh != .idle }
    public var isLoggedOut: Bool { logout == .done }
}
