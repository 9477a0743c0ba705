import AuthModel

/// One refresh under way: who started it and the refresh token it sent; once its answer came
/// back 200, the new refresh token `TokenManager` is writing (after the new access token).
struct CleanerHQRefresh: Hashable, Sendable {
    var purpose: CleanerHQRefreshPurpose
    var token: Token?
    var granted: Token?
}
