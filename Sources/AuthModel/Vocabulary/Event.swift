/// The one event vocabulary of every design: each step of every trace is one of these, written
/// by name, so a trace reads the same whatever the design. The world decides which are enabled.
public enum Event: Hashable, Sendable {
    // Lifecycle
    case launch
    /// Kill or crash, at any point: memory and pending effects go, storage stays.
    case crash
    /// The user deletes the app and installs it again: the process ends as in a crash, and the
    /// app's files and caches (the fast cache, async storage) go with it, while the keychain
    /// (secure storage) survives, as on iOS. Off unless a spec's world has `reinstalls`.
    case reinstall
    case background
    case foreground
    // Time, as discrete events
    /// More than 90 s pass in the background.
    case graceElapsed
    /// The OS suspends the app in the background before the grace ends, as iOS does a few
    /// seconds after an app leaves the screen: its timers stop, and one due while it was
    /// suspended fires only once the app is back and has handled its return. Off unless a spec's
    /// world has `suspensions`.
    case timersSuspended
    /// 300 s pass without interaction in the foreground.
    case inactivityElapsed
    /// The newest valid access token expires on the server. With the clock on (`clockTicks`),
    /// the device's clock shows it expired too, and a running app is told the new reading.
    case accessTokenExpires
    /// Time passes until the newest valid access token has five minutes or less left on the
    /// device's clock: what an app that checks `tokenExpiry - now` sees as "expires soon". The
    /// server still accepts the token. A running app is told the new reading. Off unless a
    /// spec's world has `clockTicks`.
    case accessTokenExpiresSoon
    /// The newest valid refresh token expires on the server.
    case refreshTokenExpires
    // The user
    case user(UserAction)
    // The device
    case biometricHardware(Bool)
    case enrolment(Bool)
    /// A biometric (a finger, a face) is added to the device's enrolled set, by whoever knows the
    /// passcode. Unlike `enrolment`, biometrics stay available: only the set changes, and a
    /// prompt passes for the new one. Off unless a spec's world has `biometricAdditions`.
    case biometricAdded
    case prompt(PromptOutcome)
    // Storage: the next pending effect takes place, or fails
    case perform
    /// The next pending effect, a write, fails (secure storage) or throws (fast cache).
    case writeFails
    /// The next pending effect, a load of secure storage, fails: the keychain is locked.
    case keychainLocked
    /// The next pending effect, a delete from secure storage or the fast cache, fails: the value
    /// stays where it was.
    case deleteFails
    // Network and server
    /// The server answers the call in flight in this slot, as its tokens say.
    case answer(slot: UInt8)
    /// The call in this slot gets a fault instead.
    case fault(slot: UInt8, Fault)
    /// The server answers the call in this slot and acts on it (a refresh rotates, a logout
    /// revokes), but the connection drops before the answer comes back: the app sees a network
    /// error. Unlike a `fault`, which falls before the server, the server has acted.
    case answerLost(slot: UInt8)
    case connectivityLost
    case connectivityRestored
    /// The server revokes every valid token.
    case serverRevokes
}
