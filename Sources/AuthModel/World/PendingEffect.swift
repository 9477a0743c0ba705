/// An effect the world has yet to perform, with why it was asked for.
public struct PendingEffect: Hashable, Sendable, CustomStringConvertible {
    public var effect: Effect
    public var cause: Cause

    @inlinable
    public init(effect: Effect, cause: Cause) {
        self.effect = effect
        self.cause = cause
    }

    /// Two words, where the derived version fed the hasher each field of the effect and its
    /// cause in turn: interning the queue hashes its effects on most steps.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(effect.hashWord)
        hasher.combine(cause.hashWord)
    }

    public var description: String { "\(effect) (because of \(cause))" }
}
