/// Where the one shared refresh stands (the 401 interceptor's `RefreshCoordinator`).
enum MyAppRefresh: UInt8, Hashable, Sendable {
    case idle
    /// The refresh call is queued or in flight; every request that gets a 401 now waits for it.
    case calling
    /// It answered with a new pair; the new refresh token is being written to the keychain, and
    /// the waiting requests are resent once it is stored.
    case storing
}
