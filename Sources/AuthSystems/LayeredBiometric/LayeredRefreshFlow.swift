import AuthModel

/// One run of the response interceptor's refresh (Section 7), led by the request whose 401
/// found no refresh under way. Runs are kept apart because `resetTokenRefreshState()` at logout
/// lets a new one start while an old one is still in flight.
struct LayeredRefreshFlow: Hashable, Sendable {
    /// The number of the request that leads it.
    var leader: UInt8
    var stage: LayeredRefreshStage
}
