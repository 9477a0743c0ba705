/// What a design asks the world to do. The world performs each effect as its own step, so a
/// crash can fall between any two, and a response can arrive while any of them waits.
public enum Effect: Hashable, Sendable, CustomStringConvertible {
    /// Reads a whole store; the client gets `.loaded` (or `.loadFailed` for a locked keychain).
    case load(StoreName)
    /// Writes one key; the client gets `.wrote` or `.writeFailed`.
    case write(StoreName, StorageKey, StoredValue)
    /// Deletes one key; the client gets `.wrote`, or `.writeFailed` when the delete fails (a
    /// world with `deleteFailures` on; async-storage deletes never fail).
    case delete(StoreName, StorageKey)
    /// Sends a call; the client later gets `.response`.
    case send(Call)
    /// Shows the OS biometric prompt; the client gets `.promptAnswered`.
    case promptBiometrics

    public var description: String {
        switch self {
        case .load(let store): "load \(store)"
        case .write(let store, let key, let value): "write \(store).\(key) = \(value)"
        case .delete(let store, let key): "delete \(store).\(key)"
        case .send(let call): "send \(call)"
        case .promptBiometrics: "prompt biometrics"
        }
    }
}
