/// One persistent store: a value or nothing under each `StorageKey`, one byte per key.
public struct Store: Hashable, Sendable {
    private var bytes: (UInt64, UInt64) = (0, 0)

    public init() {}

    public subscript(key: StorageKey) -> StoredValue? {
        get { StoredValue(code: byte(Int(key.rawValue))) }
        set { setByte(Int(key.rawValue), newValue?.code ?? 0) }
    }

    public var isEmpty: Bool { bytes == (0, 0) }

    /// The keys that hold a value, in `StorageKey` order.
    public var keys: [StorageKey] { StorageKey.allCases.filter { self[$0] != nil } }

    /// The tokens stored under any key.
    public var tokens: [Token] {
        keys.compactMap { if case .token(let token) = self[$0] { token } else { nil } }
    }

    /// Whether some key holds a token of this kind: C1.3 asks it of every store on every new
    /// state, so all sixteen bytes are tested at once. A token's byte is `01pppppp` (access) or
    /// `10pppppp` (refresh), `StoredValue.code`; no other value's byte reaches `0x40`.
    public func holdsToken(of kind: TokenKind) -> Bool {
        func holds(_ word: UInt64) -> Bool {
            switch kind {
            case .access: word & ~(word &>> 1) & 0x4040_4040_4040_4040 != 0  // bit 6 set, bit 7 clear
            case .refresh: word & ~(word &<< 1) & 0x8080_8080_8080_8080 != 0  // bit 7 set, bit 6 clear
            }
        }
        return holds(bytes.0) || holds(bytes.1)
    }

    private func byte(_ index: Int) -> UInt8 {
        let word = index < 8 ? bytes.0 : bytes.1
        return UInt8(truncatingIfNeeded: word >> (8 * (index % 8)))
    }

    private mutating func setByte(_ index: Int, _ value: UInt8) {
        let shift = UInt64(8 * (index % 8))
        if index < 8 {
            bytes.0 = bytes.0 & ~(0xFF << shift) | UInt64(value) << shift
        } else {
            bytes.1 = bytes.1 & ~(0xFF << shift) | UInt64(value) << shift
        }
    }

    public static func == (lhs: Store, rhs: Store) -> Bool { lhs.bytes == rhs.bytes }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
    }
}
