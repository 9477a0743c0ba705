/// The phone, the OS and the network around the app.
public struct Device: Hashable, Sendable {
    public var running = false
    public var foreground = true
    /// More than 90 s have passed in this stay in the background.
    public var graceElapsed = false
    /// The OS suspended the app in this stay in the background before the grace ended: a timer
    /// due in the grace has not fired, and fires only after the app has handled its return.
    public var timersHeld = false
    public var biometricHardware = true
    public var enrolled = true
    /// A biometric was added to the device since the user last proved themselves to the app: a
    /// password login answered, or an opt-in's prompt passed inside the session it enables.
    /// Whoever added it may not be the owner. The world keeps this (B9); the app learns it only
    /// by asking the OS at a prompt (`ClientEvent.promptPassedWithNewBiometric`).
    public var biometricAdded = false
    /// In this process, a prompt passed for a signed-out app while `biometricAdded`: a sign-in
    /// someone else may have made. A password login answered ends it, and so does the process.
    public var passedByAddedBiometric = false
    /// Why a delete of the stored refresh token first failed (a logout, an auth failure…), until
    /// the token is deleted or replaced: a later launch that drops the token finishes what that
    /// cause began (C1.2), even when its own delete fails on the way. The world keeps this; the
    /// app knows only that a delete failed.
    public var failedTokenDelete: Cause?
    /// The sessions' saves (effects an answer granting a pair started) one of whose writes or
    /// deletes failed, while effects of that cause are still pending and the app has not shown
    /// the save going on (`FailedSave.resumes`): until then they are the app's answer to the
    /// failure (a rollback, a retry), not the save the grant began, whatever the app shows and
    /// whatever kind of effect they are. R1 reads a stop then as signed out
    /// (`AuthWorld.savesGrantedSession`). The world keeps this; the app knows only that a write
    /// failed. One per granting answer, up to two (`FailedSaves`; no bundled design has two
    /// saves of granted pairs at once).
    public var failedSaves = FailedSaves()
    /// The server answered the app a 401 that no refresh cures (a code other than
    /// `access_token_expired`, or `requiresReauth`) for a call of the newest session (a token of
    /// the newest pair), and no login has answered since: 003's "auth failure", after which only a new login may sign the app
    /// in (C10.2). The world keeps this; the app knows only the answers it handled.
    public var authFailed = false
    /// In this run the user fired a protected request (`signInScreenRequest`) or tapped logout
    /// (`signInScreenLogout`) on the sign-in screen, through the doors a world opens with
    /// `signedOutRequests` and `signedOutLogouts`: C2.1's and C5.1's situations, witnessed so
    /// that a spec without the doors shows those clauses were never put to the test.
    public var signInScreenRequest = false
    public var signInScreenLogout = false
    public var promptShowing = false
    /// Why the showing prompt was asked for (the cause of its effect): an opt-in, a biometric
    /// login, an unlock. The OS prompt looks the same for all; clauses tell them apart by this.
    public var promptCause: Cause?
    public var connected = true
    /// The app was reinstalled and the user has not signed in since (no login answered, no
    /// biometric prompt passed): what the keychain holds of a session is the previous install's. The world keeps this, not the app, which has only
    /// what its own stores tell it (E3).
    public var reinstalled = false
    /// The app showed itself signed out (guest), and was not saving a session just granted
    /// (`AuthWorld.savesGrantedSession`), when its process last ended, or was still
    /// loading after such an end, having changed nothing in secure storage and passed no prompt
    /// since: a session the keychain still holds is one the app had already let go (R1 asks
    /// nothing of it). Kept through a launch while the app loads; forgotten once it leaves
    /// `loading`, changes secure storage or passes a prompt (`AuthWorld.resumesOrSettles`).
    public var stoppedSignedOut = false

    @inlinable
    public init() {}

    @inlinable
    public init(
        running: Bool, foreground: Bool, graceElapsed: Bool, biometricHardware: Bool, enrolled: Bool,
        promptShowing: Bool, promptCause: Cause?, connected: Bool, reinstalled: Bool = false,
        stoppedSignedOut: Bool = false
    ) {
        self.running = running
        self.foreground = foreground
        self.graceElapsed = graceElapsed
        self.biometricHardware = biometricHardware
        self.enrolled = enrolled
        self.promptShowing = promptShowing
        self.promptCause = promptCause
        self.connected = connected
        self.reinstalled = reinstalled
        self.stoppedSignedOut = stoppedSignedOut
    }

    @inlinable
    public var biometricsAvailable: Bool { biometricHardware && enrolled }

    /// The flags in one word and each cause in one, where the derived version fed the hasher a
    /// byte a flag: interning the device hashes it on each step that changes it. A flag added
    /// and left out of the word would leave hashing right (equal devices still hash equal), only
    /// weaker.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        func bit(_ flag: Bool, _ place: UInt64) -> UInt64 { flag ? 1 << place : 0 }
        hasher.combine(
            bit(running, 0) | bit(foreground, 1) | bit(graceElapsed, 2) | bit(timersHeld, 3) | bit(biometricHardware, 4)
                | bit(enrolled, 5) | bit(biometricAdded, 6) | bit(passedByAddedBiometric, 7) | bit(authFailed, 8)
                | bit(signInScreenRequest, 9) | bit(signInScreenLogout, 10) | bit(promptShowing, 11) | bit(connected, 12)
                | bit(reinstalled, 13) | bit(stoppedSignedOut, 14))
        hasher.combine(failedTokenDelete?.hashWord ?? 0)
        hasher.combine(promptCause?.hashWord ?? 0)
        hasher.combine(failedSaves)
    }
}
