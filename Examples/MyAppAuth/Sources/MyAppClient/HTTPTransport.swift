/// The network, `URLSession`-style: one request in, one response out. Behind a protocol so that
/// the session code is tested without a server, and so that every call MyApp makes goes through
/// one place.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the server's response, whatever its status. Throws
    /// `TransportError` when no response came back at all (offline, connection lost).
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
