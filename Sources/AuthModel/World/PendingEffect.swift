/// An effect the world has yet to perform, with why it was asked for.
public struct PendingEffect: Hashable, Sendable, CustomStringConvertible {
    public var effect: Effect
    public var cause: Cause

    @inlinable
    public init(effect: Effect, cause: Cause) {
        self.effect = effect
        self.cause = cause
    }

    public var description: String { "\(effect) (because of \(cause))" }
}
