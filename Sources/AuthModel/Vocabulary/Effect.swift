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

    /// A number equal values share, from which `ComponentHash` hashes the queue and the calls
    /// that the world interns on most steps, in a few words where `Hasher` ran a SipHash through
    /// every field: the case in the low bits, the payload above (`Endpoint`, `Response`,
    /// `UserAction`, `Cause` and `Call` build theirs alike). Every value of the vocabulary gets a
    /// word of its own (`HashWordTests`); equal values get the same one, as each is worked out
    /// from the value's fields.
    @inlinable
    var hashWord: UInt64 {
        switch self {
        case .load(let store): 1 | UInt64(store.rawValue) << 4
        case .write(let store, let key, let value): 2 | UInt64(store.rawValue) << 4 | UInt64(key.rawValue) << 8 | UInt64(value.code) << 16
        case .delete(let store, let key): 3 | UInt64(store.rawValue) << 4 | UInt64(key.rawValue) << 8
        case .send(let call): 4 | call.hashWord << 4
        case .promptBiometrics: 5
        }
    }

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
