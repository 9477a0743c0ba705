/// Why a keychain call failed: the two cases MyApp's session code tells apart.
public enum KeychainError: Error, Sendable, Equatable {
    /// `errSecInteractionNotAllowed`: the device has not been unlocked since it booted, so items
    /// with `AfterFirstUnlock` accessibility cannot be read yet. The item may well exist.
    case interactionNotAllowed
    /// Any other `OSStatus` from a write: the item was not stored.
    case writeFailed(status: Int32)
}
