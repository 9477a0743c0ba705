/// A state of the world as a row of component numbers (`WorldPacker`): what the engine stores
/// for each visited state, 48 bytes however large the components are.
///
/// Plain words only, so it hashes with a cheap mix and compares as memory. Twelve slots of 32
/// bits; the world uses ten, and a new component takes the next.
public struct PackedWorld: BitwiseCopyable, Hashable, Sendable {
    public var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0, w4: UInt64 = 0, w5: UInt64 = 0

    @inlinable
    public static var slotCount: Int { 12 }

    @inlinable
    public init() {}

    @inlinable
    public subscript(slot: Int) -> UInt32 {
        get {
            let word = self.word(slot >> 1)
            return UInt32(truncatingIfNeeded: slot & 1 == 0 ? word : word >> 32)
        }
        set {
            let shift = UInt64(slot & 1) * 32
            let word = self.word(slot >> 1) & ~(0xFFFF_FFFF << shift) | UInt64(newValue) << shift
            setWord(slot >> 1, word)
        }
    }

    @inlinable
    func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: w0
        case 1: w1
        case 2: w2
        case 3: w3
        case 4: w4
        default: w5
        }
    }

    @inlinable
    mutating func setWord(_ index: Int, _ value: UInt64) {
        switch index {
        case 0: w0 = value
        case 1: w1 = value
        case 2: w2 = value
        case 3: w3 = value
        case 4: w4 = value
        default: w5 = value
        }
    }
}
