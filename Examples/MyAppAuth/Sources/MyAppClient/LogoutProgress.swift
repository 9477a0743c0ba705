/// How far the end of the last session has got. "Logged out" must not be claimed while a delete
/// is still on its way: whoever reads it (a test, the next screen) would find the token still in
/// the keychain.
public enum LogoutProgress: Sendable, Hashable {
    case none
    /// Memory is cleared; the keychain and cache deletes (and any write still running) are under way.
    case cleaning
    /// Every storage call has completed: nothing of the session is left on the device.
    case done
}
