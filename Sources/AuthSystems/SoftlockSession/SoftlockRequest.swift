import AuthModel

/// One protected request: where it stands, and its axios config's `_retry` flag.
struct SoftlockRequest: Hashable, Sendable {
    /// `inFlight(A0)` is a request sent with no access cookie.
    var stage: RequestStage
    var retried = false
}
