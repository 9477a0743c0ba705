/// A value in a store: a token, data of an account (a profile, a tenant, permissions, an
/// email), or a flag.
public enum StoredValue: Hashable, Sendable, CustomStringConvertible {
    case token(Token)
    case account(Account)
    case flag(Bool)

    public var description: String {
        switch self {
        case .token(let token): token.description
        case .account(let account): "\(account)"
        case .flag(let flag): String(flag)
        }
    }

    /// One byte: 0 is "absent", so a store is a row of bytes.
    @inlinable
    var code: UInt8 {
        switch self {
        case .flag(let flag): flag ? 2 : 1
        case .account(let account): 4 + account.rawValue
        case .token(let token): (token.kind == .access ? 0x40 : 0x80) | (token.pair & 0x3F)
        }
    }

    init?(code: UInt8) {
        switch code {
        case 0: return nil
        case 1, 2: self = .flag(code == 2)
        case 4, 5: self = .account(Account(rawValue: code - 4)!)
        default: self = .token(Token(code & 0x80 != 0 ? .refresh : .access, code & 0x3F))
        }
    }
}
