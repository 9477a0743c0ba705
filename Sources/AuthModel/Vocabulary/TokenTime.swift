/// Where an access token stands on the device's clock, as an app that kept the token's expiry
/// (`expires_in` added to the time it was issued) computes it: `tokenExpiry - now`.
public enum TokenTime: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// More than five minutes left.
    case fresh
    /// Five minutes or less left: the documents' "expires soon" (002's `< 5 minutes`, 004's
    /// "expires within 5 minutes").
    case expiresSoon
    /// Past its expiry.
    case expired

    public var description: String {
        switch self {
        case .fresh: "fresh"
        case .expiresSoon: "expiresSoon"
        case .expired: "expired"
        }
    }
}
