extension Event {
    /// Whether the event counts against a spec's cap on disturbances: what goes wrong around
    /// the app, as opposed to what the user does and what the world does in due course.
    public var isDisturbance: Bool {
        switch self {
        case .crash, .writeFails, .keychainLocked, .fault, .connectivityLost, .background, .inactivityElapsed,
             .accessTokenExpires, .refreshTokenExpires, .serverRevokes, .biometricHardware, .enrolment:
            true
        case .launch, .foreground, .graceElapsed, .user, .prompt, .perform, .answer, .connectivityRestored:
            false
        }
    }
}
