/// The iOS keychain, as MyApp uses it: generic-password items by name. Behind a protocol so that
/// the session code never touches `SecItem*` directly, and tests and the conformance harness
/// can stand in for it.
///
/// The calls are `async` because a keychain access can block (a locked device, a slow Secure
/// Enclave), and MyApp never blocks the thread that runs its session logic.
public protocol Keychain: Sendable {
    /// The item's value, or nil when there is none. Throws `KeychainError.interactionNotAllowed`
    /// while the device has not been unlocked since it booted: that is not "no item".
    func read(_ item: String) async throws -> String?
    /// Stores `value` under `item`, replacing what was there. Throws when the write failed, in
    /// which case the old value (if any) is still there.
    func save(_ value: String, as item: String) async throws
    /// Removes the item. A missing item is not an error, so this does not throw.
    func delete(_ item: String) async
}
