/// The engine's own random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Simulation draws only from this, never from `SystemRandomNumberGenerator` nor from the
/// standard library's `next(upperBound:)`, whose algorithm may change between Swift versions:
/// the same seed gives the same walks on every machine and toolchain.
public struct SplitMix64: Sendable {
    @usableFromInline var state: UInt64

    @inlinable
    public init(seed: UInt64) {
        state = seed
    }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, without modulo bias (Lemire's multiply-and-reject).
    @inlinable
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let limit = UInt64(bound)
        var product = next().multipliedFullWidth(by: limit)
        if product.low < limit {
            let threshold = (0 &- limit) % limit
            while product.low < threshold { product = next().multipliedFullWidth(by: limit) }
        }
        return Int(product.high)
    }
}
