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

    /// Two words, for the reason `PendingEffect.hash(into:)` gives: interning the calls in
    /// flight hashes them on most steps.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(call.hashWord | (orphaned ? 1 << 48 : 0))
        hasher.combine(cause.hashWord)
    }
}
