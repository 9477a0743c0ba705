/// One access/refresh pair the server issued, and what it now thinks of each half.
public struct IssuedPair: Hashable, Sendable {
    public var account: Account
    public var access: TokenStatus
    public var refresh: TokenStatus
    /// The device's clock shows the access token with five minutes or less left (or past its
    /// expiry): what the clock ticks (`Event.accessTokenExpiresSoon`) change.
    public var accessExpiresSoon = false

    public init(account: Account, access: TokenStatus, refresh: TokenStatus, accessExpiresSoon: Bool = false) {
        self.account = account
        self.access = access
        self.refresh = refresh
        self.accessExpiresSoon = accessExpiresSoon
    }

    /// One word, where the derived version fed the hasher a byte a field: interning the server
    /// hashes every pair it issued on each step that changes one.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            UInt64(account.rawValue) | UInt64(access.rawValue) << 8 | UInt64(refresh.rawValue) << 16
                | (accessExpiresSoon ? 1 << 24 : 0))
    }

    public func status(of kind: TokenKind) -> TokenStatus {
        kind == .access ? access : refresh
    }
}
