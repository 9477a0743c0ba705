/// What an observation shows of a feature in use: the sign the honesty clauses look for, both
/// ways. A design that declares the feature must show it somewhere within its spec's bounds
/// (`F-<feature>`, a witness), and one that does not declare it must never show it
/// (`F-no-<feature>`, always), so leaving a feature out cannot silently turn its clauses into
/// `n/a` while the design goes on doing it.
///
/// Only features with a sign no design can show by accident have one: `bootstrap` (every app
/// starts), `biometricSetting` (the world offers its switch only to a design that declares it)
/// `accountStatus` and `authErrorCodes` (a meaning the document gives the server's answers) and
/// `tokenCallback` (how the app reaches its token, not what it shows) have none.
public enum FeatureUse {
    /// The features with a sign, in the catalogue's order.
    public static let observable: [Feature] = Feature.allCases.filter { sign(of: $0) != nil }

    /// Words for the sign, and the predicate; nil for a feature without one.
    public static func sign(of feature: Feature) -> (words: String, shows: @Sendable (Observation) -> Bool)? {
        switch feature {
        case .tokens:
            ("an access or refresh token in memory or secure storage",
             { $0.client.accessToken != nil || $0.client.refreshToken != nil || !$0.secure.tokens.isEmpty })
        case .storedRefreshToken:
            ("a refresh credential is stored (user_refresh_token, or where the design keeps it)", { $0.storedRefreshToken != nil })
        case .refresh:
            ("a refresh call in flight", { $0.callsInPlace.contains { $0.call.endpoint == .refresh } })
        case .interceptor:
            ("a retried call in flight", { $0.callsInPlace.contains { $0.call.retries > 0 } })
        case .requestQueue:
            ("a request waiting for the refresh", { $0.requestsInPlace.contains(.waitingForRefresh) })
        case .profileCheck:
            ("a /auth/me call in flight", { $0.callsInPlace.contains { $0.call.endpoint == .me } })
        case .logout:
            ("a finished logout", { $0.client.loggedOut })
        case .softLock:
            ("the lock screen", { $0.client.locked || $0.client.screen == .lock })
        case .biometrics:
            // Not the prompt: a soft lock unlocks with it too, without biometric login.
            ("a biometric login button or opt-in", { $0.client.biometricButton || $0.client.optInOffered })
        case .loginForm:
            ("a login error shown", { $0.client.loginError != nil })
        case .layeredCache:
            ("tenant or permissions in the fast cache", { $0.fastCache[.tenant] != nil || $0.fastCache[.permissions] != nil })
        case .bootstrap, .biometricSetting, .accountStatus, .authErrorCodes, .tokenCallback:
            nil
        }
    }
}
