/// A call the network carries. A call whose sender was killed (`orphaned`) still reaches the
/// server, which still acts on it (a refresh still rotates), but its answer goes nowhere.
public struct InFlightCall: Hashable, Sendable {
    public var call: Call
    public var cause: Cause
    public var orphaned: Bool

    @inlinable
    public init(call: Call, cause: Cause, orphaned: Bool) {
        self.call = call
        self.cause = cause
        self.orphaned = orphaned
    }

    /// The call's word with the orphan bit above its 45 bits (`ComponentHash.calls`).
    @inlinable
    var hashWord: UInt64 { call.hashWord | (orphaned ? 1 << 48 : 0) }
}
