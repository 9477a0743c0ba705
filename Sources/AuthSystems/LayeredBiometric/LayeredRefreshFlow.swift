import AuthModel

/// One run of the response interceptor's refresh (Section 7), led by the request whose 401
/// found no refresh under way. Runs are kept apart because `resetTokenRefreshState()` at logout
/// lets a new one start while an old one is still in flight.
struct LayeredRefreshFlow: Hashable, Sendable {
    /// The number of the request that leads it.
    var leader: UInt8
    var stage: LayeredRefreshStage
}

enum LayeredRefreshStage: Hashable, Sendable {
    /// `getAccessToken()` from SecureStore.
    case readingToken
    /// `POST /v1/auth/refresh-token` is in flight with this token.
    case inFlight(Token?)
    /// `setAccessToken(fresh)` is being written.
    case saving(UInt8)
    /// The queue has been rejected; `clearTokens()` and `clearAuthData()` are under way, and the
    /// leader will be rejected with this error.
    case failing(RequestFailure)
    /// The leader's retry is in flight; `setRefreshing(false)` waits for its answer.
    case retrying
}
