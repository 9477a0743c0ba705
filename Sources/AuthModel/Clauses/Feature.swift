/// A part a design may or may not have. A clause about a part a design lacks is `n/a` for it,
/// never `holds`.
public enum Feature: String, Hashable, Sendable, CaseIterable {
    /// Access and refresh tokens, under any name: a cookie session's cookies are its tokens.
    case tokens
    /// The app resolves the access token itself before each request (003's
    /// `getAccessTokenCallback`), so it knows when it has none. A design whose HTTP client attaches
    /// cookies the app cannot read lacks it.
    case tokenCallback
    /// A refresh credential the app persists and presents to refresh: a refresh token under the
    /// contract's key, or under another name (`AuthDesign.refreshCredential`), such as 000's one
    /// token under `auth_access_token`, which its refresh presents.
    case storedRefreshToken
    case refresh
    /// An interceptor that refreshes on 401 and retries.
    case interceptor
    /// A queue of requests waiting for the shared refresh.
    case requestQueue
    case bootstrap
    /// A `/auth/me` call during bootstrap.
    case profileCheck
    case logout
    case softLock
    case biometrics
    /// A settings switch that turns biometric login off (and on) after the opt-in.
    case biometricSetting
    /// The login form with validation and error texts.
    case loginForm
    /// User, tenant and permissions cached in the fast cache.
    case layeredCache
    /// Answers that end an account, not a token: 403 for a suspended account, 404 for one gone
    /// (001's Automatic Logout table). A design whose document sends every auth failure as a 401,
    /// or passes other statuses through as plain errors, gives 403 no such meaning and lacks it.
    case accountStatus
    /// Codes in a 401's body that tell the app what to do: `access_token_expired` asks for a
    /// refresh, the others and `requiresReauth` for a logout (002's "ERROR CODES IN RESPONSE
    /// BODY"). A design whose document refreshes on the status alone, and names no code, lacks
    /// it: holding it to 002's codes would judge it by another document.
    case authErrorCodes
}
