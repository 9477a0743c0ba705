import AuthModel

/// How far one run of the interceptor's refresh has got.
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
