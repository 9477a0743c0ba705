import AuthCheck

/// MyApp's authentication, as the iOS app implements it, written as a pure reducer the checker
/// can explore.
///
/// - Tokens: the access token lives in memory only (`AuthSession`); the refresh token lives in
///   the keychain under `user_refresh_token`, with a copy in memory. The signed-in user's profile
///   is cached in the fast cache, to show who is signed in before the network answers.
/// - Bootstrap: read the cached profile, then the keychain. No refresh token: signed out (and a
///   profile left behind by a logout cut short is deleted). A refresh token: trade it for a new
///   pair (`POST /v1/session/refresh`), whose answer carries the account; write the rotated token,
///   then the app is signed in. A network error, 429 or 500 keeps the token, stays on the splash,
///   says so and tries again; a 401, 403 or 404 signs out. A keychain still locked after a reboot
///   is read again, never taken for "no session".
/// - Login: an invalid form sends nothing; a failed login shows the text its answer calls for.
///   On success the refresh token is written to the keychain, then the profile to the cache; the
///   app is signed in once the keychain write completes (a failed keychain write is retried).
/// - The 401 interceptor (`APIClient`): a request carries the access token in memory; none means
///   it fails at once with `NO_ACCESS_TOKEN`. A 401 `access_token_expired` starts the one shared
///   refresh, or waits for the one under way, or is resent at once when a refresh already
///   replaced its token. The refresh's new token is written to the keychain before the waiting
///   requests are resent with it, each once, marked as a retry. A retry that gets 401 again fails.
///   Any other 401, and a 403, sign out. A failed refresh (network, 429, 500) keeps the tokens and
///   fails every waiting request; the app never retries a refresh by itself, so it keeps no count
///   of failed attempts. Other errors reach the caller untouched.
/// - One refresh at a time, across sessions too: a refresh sent before a logout cannot be
///   recalled and may still be answered. Until it is, a 401 of the next session fails instead of
///   starting a second refresh; and if that late refresh was granted a new pair, the pair is
///   revoked at once, since nobody holds it and the logout meant to end it.
/// - Logout: memory is cleared at once, then the keychain token and the cached profile are
///   deleted, then `DELETE /v1/session` revokes the session, best effort. Logout is over when
///   both deletes have completed. Logout with no session does nothing.
///
/// Endpoints, in the world's names: `POST /v1/session` is `.login`, `POST /v1/session/refresh`
/// is `.refresh`, `DELETE /v1/session` is `.logout`, and every other `/v1/…` call is a protected
/// request, `.protected(n)` for the n-th the user made since launch.
public struct MyAppAuthDesign: AuthDesign {
    public init() {}

    public var name: String { "myapp" }

    /// What MyApp has. No biometrics, no soft lock, no `/auth/me` at bootstrap (the refresh
    /// answer names the account), no tenant or permissions cache: `MyAppAuthDesign+System.swift`
    /// says why for each.
    public var features: [Feature] {
        [.tokens, .tokenCallback, .storedRefreshToken, .refresh, .interceptor, .requestQueue, .bootstrap, .logout, .loginForm,
         .authErrorCodes]
    }

    public var initialClient: MyAppClient { MyAppClient() }

    public func reduce(into client: inout MyAppClient, _ event: ClientEvent) -> [Effect] {
        var effects = MyAppEffects()
        switch event {
        case .launched:
            // The profile first, so the splash can greet the user; then the keychain decides.
            effects.storage(.load(MyAppStorageKey.cachedProfile.store), &client)
            effects.storage(.load(MyAppStorageKey.refreshToken.store), &client)
        case .loaded(let store, let contents):
            client.outstanding -= 1
            loaded(store, contents, &client, &effects)
        case .loadFailed(let store):
            client.outstanding -= 1
            effects.storage(.load(store), &client)  // the keychain is locked after a reboot: read it again
        case .wrote(let store, let key):
            client.outstanding -= 1
            wrote(store, key, &client, &effects)
        case .writeFailed(let store, let key):
            client.outstanding -= 1
            writeFailed(store, key, &client, &effects)
        case .response(let call, let response):
            respond(to: call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .promptAnswered, .promptPassedWithNewBiometric, .backgrounded, .foregrounded, .inactivityElapsed, .biometricsChanged,
             .clockAdvanced:
            break  // no biometrics and no soft lock: the session does not care
        }
        if client.logout == .cleaning, client.outstanding == 0 { client.logout = .done }
        return effects.list
    }
}
