/// The bounds and the kinds of event a spec turns on. A count bounds how often events of its
/// class happen in one run (0 turns the class off); what is off never happens.
///
/// Every class of event that could repeat forever has a count, so the world is finite and an
/// exploration that ends has seen every interleaving within the bounds.
public struct WorldOptions: Hashable, Sendable {
    /// Protected requests the user makes.
    public var requests = 2
    /// Kills or crashes, at any point.
    public var crashes = 1
    /// Login submissions.
    public var logins = 2
    /// Logout taps.
    public var logouts = 1
    /// Settings switches flipped (biometrics, soft lock).
    public var settingsChanges = 2
    /// Token pairs the server issues (logins and refreshes).
    public var pairs = 3
    /// Fault answers to calls.
    public var faults = 1
    /// The fault kinds a call may get.
    public var faultKinds: [Fault] = Fault.allCases
    /// Secure writes that fail and fast-cache writes that throw.
    public var writeFailures = 1
    /// Secure reads that fail while the keychain is locked.
    public var keychainLocks = 1
    /// Deletes from secure storage or the fast cache that fail, leaving the value in place.
    /// Off by default.
    public var deleteFailures = 0
    /// Answers lost after the server acted on the call: the connection drops between the
    /// server's action and its answer. Off by default.
    public var lostAnswers = 0
    /// Times the user deletes the app and installs it again, the keychain surviving the app's
    /// files. Off by default.
    public var reinstalls = 0
    /// Times connectivity drops (it always comes back).
    public var outages = 1
    /// Trips to the background (each may outlast the 90 s grace).
    public var backgrounds = 1
    /// Times the OS suspends the app in the background before the grace ends, holding its
    /// timers until it returns. Off by default. Not a disturbance: it is what iOS does to every
    /// app that leaves the screen, bounded by the trips to the background.
    public var suspensions = 0
    /// Times 300 s of inactivity pass in the foreground.
    public var inactivity = 1
    /// Server events: an access token expiring, a refresh token expiring, a revocation.
    public var serverEvents = 1
    /// Times the device's clock brings the newest access token within five minutes of its expiry
    /// (`accessTokenExpiresSoon`). Any count turns the clock on: a running app is told each
    /// reading, an expiry (a server event) included. Off by default. Not a disturbance: time
    /// passes in every run.
    public var clockTicks = 0
    /// Changes of biometric hardware or enrolment.
    public var deviceChanges = 1
    /// Times a biometric is added to the device's enrolled set (biometrics stay available). Off
    /// by default.
    public var biometricAdditions = 0
    /// Disturbances in all, whatever their class: crashes, faults, failed writes and deletes,
    /// keychain locks, lost answers, reinstalls, outages, trips to the background, inactivity, server events, device changes
    /// and biometrics added.
    /// Each class keeps its own count too; this caps their sum, so that every kind can happen
    /// while the number of runs to explore stays within reach.
    public var disturbances = 2
    /// Prompt outcomes other than success (failure, cancel, lockout).
    public var promptFailures = true
    /// Invalid forms and wrong passwords.
    public var loginMistakes = true
    /// Both accounts sign in; when false only `alice` does.
    public var secondAccount = true
    /// The sign-in screen fires protected requests (a prefetch, a widget): the situation
    /// NO_ACCESS_TOKEN exists for (C2.1). Off by default: no document draws such a door, and
    /// with it open the shortest trace of many findings goes through it.
    public var signedOutRequests = false
    /// A logout reachable while signed out (a menu, a deep link): C5.1's situation. Off by
    /// default, for the same reason.
    public var signedOutLogouts = false

    public init() {}
}
