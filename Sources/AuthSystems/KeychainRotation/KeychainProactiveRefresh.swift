/// Scenario 4's proactive refresh, which checks no `refreshInProgress` and shares no task.
enum KeychainProactiveRefresh: UInt8, Hashable, Sendable {
    case idle
    /// "Retrieve refreshToken" from the Keychain.
    case reading
    /// `POST /auth/refresh` is in flight.
    case inFlight
}
