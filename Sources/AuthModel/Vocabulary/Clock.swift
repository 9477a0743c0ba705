/// What the device's clock says of every access token the server issued: the reading an app
/// gets from `Date()` and compares with a token's stored expiry. The world advances it (the
/// clock is the device's, not the app's) and tells a running app each time it moves
/// (`ClientEvent.clockAdvanced`), which is when a later `Date()` would first see the change;
/// the app asks it only about the tokens it holds.
///
/// The server and the device share one clock: a token the clock shows expired is one the server
/// answers with `access_token_expired`, unless the server revoked it first.
public struct Clock: Hashable, Sendable, CustomStringConvertible {
    /// Bit `n - 1` set: pair `n`'s access token has five minutes or less left, or none.
    @usableFromInline var soon: UInt32
    /// Bit `n - 1` set: pair `n`'s access token is past its expiry.
    @usableFromInline var expired: UInt32

    /// A clock on which every token is fresh: the world's start.
    public init() {
        soon = 0
        expired = 0
    }

    @usableFromInline
    init(soon: UInt32, expired: UInt32) {
        self.soon = soon | expired
        self.expired = expired
    }

    /// Where `token` stands, as `tokenExpiry - now` says. A refresh token, or a token the server
    /// never issued, is `fresh`: the world gives refresh tokens no clock.
    @inlinable
    public func time(of token: Token) -> TokenTime {
        guard token.kind == .access, (1...32).contains(token.pair) else { return .fresh }
        let bit = UInt32(1) << (token.pair - 1)
        if expired & bit != 0 { return .expired }
        return soon & bit != 0 ? .expiresSoon : .fresh
    }

    public var description: String {
        let marks = (1...32).compactMap { pair -> String? in
            let time = time(of: .access(UInt8(pair)))
            return time == .fresh ? nil : "A\(pair) \(time)"
        }
        return marks.isEmpty ? "every token fresh" : marks.joined(separator: ", ")
    }
}
