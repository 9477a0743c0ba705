/// The bounds and the kinds of event a spec turns on. Everything that is off never happens.
public struct WorldOptions: Hashable, Sendable {
    /// Protected requests the user makes in all.
    public var requests: Int = 2
    /// Kills or crashes, at any point.
    public var crashes: Int = 1
    /// Login submissions.
    public var logins: Int = 2
    /// Logout taps.
    public var logouts: Int = 1
    /// Settings switches flipped (biometrics, soft lock), in all.
    public var settingsChanges: Int = 2
    /// Token pairs the server issues in all (logins and refreshes).
    public var pairs: Int = 3
    /// Fault answers in all.
    public var faults: Int = 2
    /// The fault kinds calls may get.
    public var faultKinds: [Fault] = Fault.allCases
    /// Secure writes that fail, fast-cache writes that throw.
    public var writeFailures = true
    /// Secure reads that fail while the keychain is locked.
    public var keychainLocks = true
    public var connectivity = true
    /// Background, foreground, the 90 s grace and 300 s inactivity.
    public var lifecycle = true
    /// Access and refresh tokens expiring, the server revoking.
    public var serverEvents = true
    /// Hardware and enrolment changes, prompt outcomes other than success.
    public var biometricEvents = true
    /// Invalid forms and wrong passwords.
    public var loginMistakes = true
    /// Both accounts sign in; when false only `alice` does.
    public var secondAccount = true

    public init() {}
}
