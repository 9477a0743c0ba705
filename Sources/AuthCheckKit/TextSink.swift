/// A text stream that passes each write to a function.
///
/// Handlers are stored closures and cannot be generic over the caller's streams, so the runner
/// wraps whatever streams it was given in sinks for the duration of one call.
public struct TextSink: TextOutputStream {
    private let send: (String) -> Void

    public init(_ send: @escaping (String) -> Void) {
        self.send = send
    }

    public mutating func write(_ string: String) {
        send(string)
    }
}
