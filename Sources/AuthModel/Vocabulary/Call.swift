/// A call the client sends: where to, with which token, and how many times this request was
/// already retried after a refresh. The response carries the call back, so the client needs
/// no table of its own to route it.
public struct Call: Hashable, Sendable, CustomStringConvertible {
    public var endpoint: Endpoint
    public var token: Token?
    public var retries: UInt8

    public init(_ endpoint: Endpoint, token: Token?, retries: UInt8 = 0) {
        self.endpoint = endpoint
        self.token = token
        self.retries = retries
    }

    public var description: String {
        "\(endpoint)" + (token.map { " with \($0)" } ?? "") + (retries > 0 ? " (retry \(retries))" : "")
    }
}
