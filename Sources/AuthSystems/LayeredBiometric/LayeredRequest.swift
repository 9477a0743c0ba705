import AuthModel

/// One protected request made through `apiClient`, as its promise chain sees it.
struct LayeredRequest: Hashable, Sendable {
    var stage: RequestStage
    /// In the `TokenRefreshManager` queue, to be settled by `processQueue`.
    var queued = false
    /// `originalRequest._retry`: set only on the request that leads a refresh.
    var retryFlag = false
    /// Times it was sent again after a refresh.
    var retries: UInt8 = 0
}
