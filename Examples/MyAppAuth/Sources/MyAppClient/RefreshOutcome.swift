/// What a data call waiting for the shared refresh is told when it ends.
enum RefreshOutcome: Sendable {
    /// The new access token; its refresh token is already in the keychain. Send again with it.
    case refreshed(accessToken: String)
    /// The refresh failed, or the session ended: throw this to the caller.
    case failed(APIError)
}
