/// Scenario 3's `refreshInProgress` and Scenario 5's `refreshTask`: the single-flight refresh
/// that 401s `access_token_expired` share.
enum KeychainRefreshTask: UInt8, Hashable, Sendable {
    /// `refreshTask` is nil: the next 401 starts one.
    case idle
    /// "Retrieve refreshToken" from the Keychain.
    case reading
    /// `POST /auth/refresh` is in flight.
    case inFlight
    /// The "RefreshToken Not Found" branch ran: it forces logout but, alone among the failure
    /// branches, never sets `refreshInProgress = false`. The task is over; a request that awaits
    /// it gets its failure.
    case abandoned
}
