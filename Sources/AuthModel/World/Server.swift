/// The server's side: every pair it issued, numbered from 1, and how it answers a call.
///
/// It keeps the contract's server rules by construction: a refresh revokes the old pair and
/// issues the new one in the same step (C9.1), and it accepts no expired or revoked token
/// (C9.2). The clauses still judge both, on what the server answered.
public struct Server: Hashable, Sendable {
    public private(set) var pairs = Slots<IssuedPair>()
    /// The server revoked every session, and with them the credentials saved for biometric
    /// login: from now on a biometric login is refused.
    public private(set) var credentialsRevoked = false

    public init() {}

    public func pair(_ number: UInt8) -> IssuedPair? {
        number >= 1 && Int(number) <= pairs.count ? pairs[Int(number) - 1] : nil
    }

    public func status(of token: Token) -> TokenStatus? { pair(token.pair)?.status(of: token.kind) }

    // What the world asks of the server is `@usableFromInline`: `AuthWorld`'s inlinable steps
    // call it from the module that specializes them.

    /// Whether answering `call` truthfully needs a new pair.
    @usableFromInline
    func issues(for call: Call) -> Bool {
        switch call.endpoint {
        case .login(_, let valid): valid
        case .biometricLogin: !credentialsRevoked
        case .refresh: call.token.flatMap(status(of:)) == .valid
        case .me, .protected, .logout: false
        }
    }

    /// Answers `call` as the tokens say, changing what the call changes.
    @usableFromInline
    mutating func answer(_ call: Call) -> Response {
        switch call.endpoint {
        case .login(let account, let valid):
            guard valid else { return .unauthorized(.invalidCredentials, requiresReauth: false) }
            return .ok(account: account, pair: issue(for: account))
        case .biometricLogin(let account):
            guard !credentialsRevoked else { return .unauthorized(.invalidCredentials, requiresReauth: true) }
            return .ok(account: account, pair: issue(for: account))
        case .refresh:
            guard let token = call.token, token.kind == .refresh, let pair = pair(token.pair) else {
                return .unauthorized(.invalidRefreshToken, requiresReauth: true)
            }
            switch pair.refresh {
            case .valid:
                revoke(pair: token.pair)
                return .ok(account: pair.account, pair: issue(for: pair.account))
            case .expired: return .unauthorized(.refreshTokenExpired, requiresReauth: true)
            case .revoked: return .unauthorized(.tokenRevoked, requiresReauth: true)
            }
        case .me, .protected:
            guard let token = call.token, token.kind == .access, let pair = pair(token.pair) else {
                return .unauthorized(.invalidCredentials, requiresReauth: false)
            }
            switch pair.access {
            case .valid:
                if case .me = call.endpoint { return .ok(account: pair.account, pair: nil) }
                return .ok(account: nil, pair: nil)
            case .expired: return .unauthorized(.accessTokenExpired, requiresReauth: false)
            case .revoked: return .unauthorized(.tokenRevoked, requiresReauth: false)
            }
        case .logout:
            if let token = call.token { revoke(pair: token.pair) }
            return .ok(account: nil, pair: nil)
        }
    }

    /// The newest pair with a valid token of this kind.
    @usableFromInline
    func newestValid(_ kind: TokenKind) -> UInt8? {
        pairs.indices.last { pairs[$0].status(of: kind) == .valid }.map { UInt8($0 + 1) }
    }

    @usableFromInline
    mutating func expire(_ kind: TokenKind, ofPair number: UInt8) {
        if kind == .access { pairs[Int(number) - 1].access = .expired } else { pairs[Int(number) - 1].refresh = .expired }
    }

    /// The newest pair whose access token the server accepts and the clock shows fresh: the one a
    /// tick brings within five minutes of its expiry.
    @usableFromInline
    func newestFreshAccess() -> UInt8? {
        guard let number = newestValid(.access), !pairs[Int(number) - 1].accessExpiresSoon else { return nil }
        return number
    }

    @usableFromInline
    mutating func markExpiresSoon(pair number: UInt8) {
        pairs[Int(number) - 1].accessExpiresSoon = true
    }

    /// The device's clock: an access token the server took for expired is past its expiry on the
    /// clock too (one clock for both).
    public var clock: Clock {
        var soon: UInt32 = 0
        var expired: UInt32 = 0
        for (index, pair) in pairs.enumerated() {
            if pair.accessExpiresSoon { soon |= 1 << index }
            if pair.access == .expired { expired |= 1 << index }
        }
        return Clock(soon: soon, expired: expired)
    }

    /// Revokes every valid token: the server ends every session.
    @usableFromInline
    mutating func revokeAll() {
        credentialsRevoked = true
        for index in pairs.indices { revoke(pair: UInt8(index + 1)) }
    }

    private mutating func revoke(pair number: UInt8) {
        let index = Int(number) - 1
        if pairs[index].access == .valid { pairs[index].access = .revoked }
        if pairs[index].refresh == .valid { pairs[index].refresh = .revoked }
    }

    private mutating func issue(for account: Account) -> UInt8 {
        pairs.append(IssuedPair(account: account, access: .valid, refresh: .valid))
        return UInt8(pairs.count)
    }
}
