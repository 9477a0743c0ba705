/// A call the client sends: where to, with which token, how many times this request was
/// already retried after a refresh, and whether the client sent it ahead of need. The response
/// carries the call back, so the client needs no table of its own to route it.
public struct Call: Hashable, Sendable, CustomStringConvertible {
    public var endpoint: Endpoint
    public var token: Token?
    public var retries: UInt8
    /// Sent before anything asked for it, such as a refresh because the token expires soon: a
    /// design routes its answer apart from one sent on demand. No clause reads it.
    public var proactive: Bool

    public init(_ endpoint: Endpoint, token: Token?, retries: UInt8 = 0, proactive: Bool = false) {
        self.endpoint = endpoint
        self.token = token
        self.retries = retries
        self.proactive = proactive
    }

    /// A number equal calls share, for hashing (`Effect.hashWord` says why): 45 bits.
    @inlinable
    var hashWord: UInt64 {
        endpoint.hashWord | UInt64(token.map { (UInt16($0.kind.rawValue) << 8 | UInt16($0.pair)) + 1 } ?? 0) << 20
            | UInt64(retries) << 36 | (proactive ? 1 << 44 : 0)
    }

    public var description: String {
        "\(endpoint)" + (token.map { " with \($0)" } ?? "") + (retries > 0 ? " (retry \(retries))" : "")
            + (proactive ? " (proactive)" : "")
    }
}
