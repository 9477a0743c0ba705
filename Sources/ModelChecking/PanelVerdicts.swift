/// What a `PropertyPanel` answers for each of its members on one state or step, one bit per
/// member. The checker keeps one per worker and hands it to the panel on every call, so a call
/// allocates nothing; bits the panel does not write keep what the last call left.
public struct PanelVerdicts: Sendable {
    public var words: [UInt64]

    @inlinable
    public init(memberCount: Int) {
        words = [UInt64](repeating: 0, count: (memberCount + 63) / 64)
    }

    @inlinable
    public subscript(member: Int) -> Bool {
        get { words[member >> 6] & (1 << UInt64(member & 63)) != 0 }
        set {
            let bit: UInt64 = 1 << UInt64(member & 63)
            if newValue { words[member >> 6] |= bit } else { words[member >> 6] &= ~bit }
        }
    }
}
