extension Event {
    /// Whether the event counts against a spec's cap on disturbances: what goes wrong around
    /// the app, as opposed to what the user does and what happens in due course (an access
    /// token expiring is time passing, and every session meets it).
    public var isDisturbance: Bool {
        switch self {
        case .crash, .reinstall, .writeFails, .keychainLocked, .fault, .connectivityLost, .background, .inactivityElapsed,
             .refreshTokenExpires, .serverRevokes, .biometricHardware, .enrolment, .biometricAdded, .deleteFails,
             .answerLost:
            true
        case .launch, .foreground, .graceElapsed, .timersSuspended, .user, .prompt, .perform, .answer, .connectivityRestored,
             .accessTokenExpires, .accessTokenExpiresSoon:
            false
        }
    }
}
