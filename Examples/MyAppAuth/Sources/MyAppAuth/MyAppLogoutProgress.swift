/// How far the end of the last session has got. `loggedOut` must not turn true while a delete is
/// still queued: a clause that reads "once logout completes, the keychain is empty" would see the
/// token still there.
enum MyAppLogoutProgress: UInt8, Hashable, Sendable {
    case none
    /// Memory is cleared; the keychain and cache deletes are under way.
    case cleaning
    /// Every delete completed: nothing of the session is left on the device.
    case done
}
