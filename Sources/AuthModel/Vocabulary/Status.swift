/// The contract's session status.
public enum Status: UInt8, Hashable, Sendable, CustomStringConvertible {
    case loading, guest, authed

    public var description: String {
        switch self {
        case .loading: "loading"
        case .guest: "guest"
        case .authed: "authed"
        }
    }
}
