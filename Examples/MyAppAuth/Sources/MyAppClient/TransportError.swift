/// No response came back: the `URLError` cases MyApp treats alike (not connected, connection
/// lost, timed out). A status code, even 500, is a response, not one of these.
public enum TransportError: Error, Sendable, Equatable {
    case notConnected
}
