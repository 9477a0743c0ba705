/// Where the keychain-rotation app is, as its screens say.
enum KeychainRotationPhase: UInt8, Hashable, Sendable {
    /// App start: the Keychain is being read ("Retrieve accessToken & expiry", Scenario 4).
    case starting
    /// The login screen.
    case signedOut
    /// Protected screens: the app holds an access token.
    case authed
}
