/// A token the server issued: the access or refresh half of the `pair`-th pair it issued
/// (1, 2, 3, …). Tokens are small numbers, so a state holding one stays small.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    public var kind: TokenKind
    public var pair: UInt8

    public init(_ kind: TokenKind, _ pair: UInt8) {
        self.kind = kind
        self.pair = pair
    }

    public static func access(_ pair: UInt8) -> Token { Token(.access, pair) }
    public static func refresh(_ pair: UInt8) -> Token { Token(.refresh, pair) }

    public var description: String { (kind == .access ? "A" : "R") + String(pair) }
}
