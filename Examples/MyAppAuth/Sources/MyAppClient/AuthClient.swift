/// MyApp's session: sign-in, launch, the 401 interceptor with its single shared refresh, and
/// logout, behind one actor so that every decision about the session is made on one consistent
/// copy of it.
///
/// - Tokens: the access token lives in memory only. The refresh token lives in the keychain
///   (`user_refresh_token`), with a copy in memory; the signed-in user's profile is cached in the
///   fast cache (`myapp.profile`) to greet the user before the network answers.
/// - Launch reads the cached profile and the keychain together; the keychain decides. A stored
///   refresh token is traded for a new pair at once, and the app is signed in once the rotated
///   token is in the keychain. Offline or a server error: keep the token, say so, try again. A
///   refused token: signed out.
/// - Sign-in: the refresh token is written to the keychain and the profile to the cache; signed
///   in once the keychain write completes (a failed write is made again).
/// - Data calls (`send`) carry the access token. A first 401 `access_token_expired` starts the
///   one shared refresh, or waits for the one under way, or is resent at once when a refresh has
///   already replaced its token. The new refresh token is in the keychain before any waiting call
///   is resent, each once, marked as a retry. Any other 401, and a 403, end the session.
/// - One refresh at a time, across sessions too: a refresh sent before a logout cannot be
///   recalled. Until it answers, a 401 of the next session fails rather than start a second
///   refresh; and whatever pair it was granted is revoked, since nobody holds it.
/// - Logout clears memory at once, deletes the keychain token and the cached profile, and
///   revokes the session on the server, best effort. It is over once no storage call is left.
///
/// Every keychain, cache and network call is started as a task of its own (`startStorage`,
/// `startCall`), in the order the design gives them: calls started together run concurrently.
/// (On a device their completions may then come in either order; the design's world, and the
/// conformance harness that runs the tasks one job at a time, take the order they were started in.)
///
/// This is the code `MyAppAuthDesign` models; `Tests/MyAppAuthTests/ClientConformanceTests`
/// drives it through the model's traces and compares them step by step.
public actor AuthClient {
    /// The keychain item of the refresh token.
    public static let refreshTokenItem = "user_refresh_token"
    /// The fast-cache key of the signed-in user's profile.
    public static let profileCacheKey = "myapp.profile"

    let keychain: any Keychain
    let profileCache: any ProfileCache
    let transport: any HTTPTransport
    let bugs: Set<SeededBug>

    /// What the screens show and the session holds; every change is published on `updates`.
    public internal(set) var state = AuthState() {
        didSet { publish.yield(state) }
    }

    /// The latest state after every change, for one observer (the app's view model).
    public nonisolated let updates: AsyncStream<AuthState>
    private let publish: AsyncStream<AuthState>.Continuation

    /// The data calls suspended until the shared refresh ends.
    var waiters = RefreshWaiters()
    /// A refresh an ended session sent has not answered yet: until it does, no new refresh starts.
    var endedSessionRefreshOut = false
    /// Keychain and cache calls started and not yet completed; a logout is over only at zero.
    var storageInFlight = 0

    /// `bugs` is for the conformance tests only (`SeededBug`); the app passes none.
    public init(keychain: any Keychain, profileCache: any ProfileCache, transport: any HTTPTransport,
                bugs: Set<SeededBug> = []) {
        self.keychain = keychain
        self.profileCache = profileCache
        self.transport = transport
        self.bugs = bugs
        (updates, publish) = AsyncStream.makeStream(of: AuthState.self, bufferingPolicy: .bufferingNewest(1))
    }
}
