/// The three stores that survive a kill.
public enum StoreName: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Keychain / KeyStore (SecureStore): encrypted; a write can fail; a read fails while the
    /// keychain is locked after a reboot.
    case secure
    /// MMKV: synchronous; a write can throw.
    case fastCache
    /// AsyncStorage: plain and unencrypted.
    case asyncStorage

    public var description: String {
        switch self {
        case .secure: "secure"
        case .fastCache: "fastCache"
        case .asyncStorage: "asyncStorage"
        }
    }
}
