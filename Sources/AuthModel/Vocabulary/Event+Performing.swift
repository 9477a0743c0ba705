extension Event {
    /// Whether the event ends the next pending effect, performed or failed: all that can happen
    /// while the app is inside a synchronous call (`AuthDesign.isSynchronous`).
    @inlinable
    public var endsThePendingEffect: Bool {
        switch self {
        case .perform, .writeFails, .keychainLocked, .deleteFails:
            true
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed,
             .accessTokenExpires, .accessTokenExpiresSoon, .refreshTokenExpires, .user, .biometricHardware, .enrolment,
             .biometricAdded, .prompt, .answer, .fault, .answerLost, .connectivityLost, .connectivityRestored, .serverRevokes:
            false
        }
    }
}
