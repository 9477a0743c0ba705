/// What a pending read of the Keychain is for. The world answers reads in the order they were
/// asked for, so the client keeps them in that order.
enum KeychainRead: UInt8, Hashable, Sendable {
    /// App start: "Retrieve accessToken & expiry" (Scenario 4).
    case launch
    /// The refresh task: "Retrieve refreshToken" (Scenario 3).
    case refreshTask
    /// The proactive refresh: "Retrieve refreshToken" (Scenario 4).
    case proactive
}
