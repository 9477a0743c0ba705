/// How far the last end of a session (logout or force logout) has got.
enum KeychainLogoutProgress: Hashable, Sendable {
    case none
    /// Memory is cleared and the Keychain deletes are queued; this many storage effects are left
    /// before the last delete completes (the world performs effects in order).
    case clearing(UInt8)
    /// Every delete has completed.
    case done
}
