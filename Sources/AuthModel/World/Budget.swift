/// What is left of a spec's bounds on events that could otherwise repeat forever.
public struct Budget: Hashable, Sendable {
    public var crashes: UInt8
    public var logins: UInt8
    public var requests: UInt8
    public var logouts: UInt8
    /// Settings switches flipped (biometrics, soft lock).
    public var settings: UInt8
    /// Pairs the server may still issue.
    public var pairs: UInt8
    /// Faults (of the kinds enabled) still allowed.
    public var faults: UInt8
}
