/// One access/refresh pair the server issued, and what it now thinks of each half.
public struct IssuedPair: Hashable, Sendable {
    public var account: Account
    public var access: TokenStatus
    public var refresh: TokenStatus

    public func status(of kind: TokenKind) -> TokenStatus {
        kind == .access ? access : refresh
    }
}
