/// One of the two accounts that can sign in on the device, one after the other.
public enum Account: UInt8, Hashable, Sendable, CaseIterable, Comparable {
    case alice, bob

    public static func < (lhs: Account, rhs: Account) -> Bool { lhs.rawValue < rhs.rawValue }
}
