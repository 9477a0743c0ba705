import AuthModel
import Testing

/// `Store.holdsToken(of:)` tests all sixteen bytes at once; the oracle asks key by key.
@Suite struct StoreTests {
    static func oracle(_ store: Store, _ kind: TokenKind) -> Bool {
        StorageKey.allCases.contains { key in
            if case .token(let token) = store[key] { token.kind == kind } else { false }
        }
    }

    /// Every value a store can hold: both flags, every account, and tokens of both kinds at the
    /// lowest, a middle and the highest pair number the byte keeps.
    static let values: [StoredValue] =
        [.flag(false), .flag(true)] + Account.allCases.map { .account($0) }
        + [TokenKind.access, .refresh].flatMap { kind in [0, 1, 31, 63].map { .token(Token(kind, $0)) } }

    @Test func holdsTokenAgreesWithTheOracleOnEveryPairOfKeysAndValues() {
        var checked = 0
        let keys = StorageKey.allCases
        for first in keys.indices {
            for second in first..<keys.count {
                for one in Self.values {
                    for other in Self.values {
                        var store = Store()
                        store[keys[first]] = one
                        store[keys[second]] = other
                        for kind in [TokenKind.access, .refresh] {
                            #expect(store.holdsToken(of: kind) == Self.oracle(store, kind), "\(store) \(kind)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == keys.count * (keys.count + 1) / 2 * Self.values.count * Self.values.count)
        // Both answers occur: an empty store holds none, one token holds its kind only.
        var store = Store()
        #expect(!store.holdsToken(of: .access) && !store.holdsToken(of: .refresh))
        store[.userEmail] = .token(Token(.refresh, 63))
        #expect(!store.holdsToken(of: .access) && store.holdsToken(of: .refresh))
    }
}
