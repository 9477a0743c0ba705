import AuthModel

/// The CleanerHQ app's memory: the Zustand auth store, `TokenManager`'s tokens, the
/// interceptor's `refreshPromise` and the biometric settings. Small values only.
public struct CleanerHQClient: Hashable, Sendable {
    var phase: CleanerHQPhase = .starting
    /// The session state is determined since launch: the splash is hidden.
    var determined = false
    /// `TokenManager`'s access token: what `fetchWithAuth` attaches and what state holds (one
    /// field, so state and ref never diverge).
    var accessToken: Token?
    var refreshToken: Token?
    /// The user of the login response.
    var user: Account?
    var biometricsAvailable = false
    /// `@cleanerhq/biometric_enabled` is true.
    var biometricPreference = false
    /// `@cleanerhq/biometric_enabled` is set at all: the opt-in was answered ("first successful login").
    var preferenceAnswered = false
    var optInOffered = false
    /// The refreshes under way, in the order they started.
    var runs = Slots<CleanerHQRefresh>()
    var requests = Slots<RequestStage>()
    /// Bit n is set once request n+1 was retried after a refresh.
    var retried: UInt8 = 0
    var loginError: LoginError?
    /// The storage effects asked for and not yet completed, in order.
    var waiters = Slots<CleanerHQWaiter>()
    var logout: LogoutProgress = .none
    /// What `Date.now` returns: the device clock's reading, as last told (S7 compares it with the
    /// expiry computed from `expires_in`).
    var clock = Clock()
}
