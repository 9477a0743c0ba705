/// Who started a refresh call. Each has at most one run at a time, and none shares another's.
enum CleanerHQRefreshPurpose: UInt8, Hashable, Sendable {
    /// The session restore (S7) or the biometric shortcut (S5) found a refresh token and no
    /// access token.
    case restore
    /// `SessionProvider`'s proactive refresh on the `active` transition (S7).
    case proactive
    /// The interceptor's `refreshPromise`, which every 401 handler awaits (S2).
    case shared
}
