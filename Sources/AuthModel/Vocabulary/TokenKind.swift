/// Which half of an issued pair a token is.
public enum TokenKind: UInt8, Hashable, Sendable {
    case access, refresh
}
