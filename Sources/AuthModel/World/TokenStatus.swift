/// What the server thinks of a token it issued.
public enum TokenStatus: UInt8, Hashable, Sendable, CustomStringConvertible {
    case valid, expired, revoked

    public var description: String {
        switch self {
        case .valid: "valid"
        case .expired: "expired"
        case .revoked: "revoked"
        }
    }
}
