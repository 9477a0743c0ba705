extension Event {
    /// The event's kind, whatever its payload.
    @inlinable
    public var kind: EventKinds {
        switch self {
        case .launch: .launch
        case .crash: .crash
        case .reinstall: .reinstall
        case .background: .background
        case .foreground: .foreground
        case .graceElapsed: .graceElapsed
        case .timersSuspended: .timersSuspended
        case .inactivityElapsed: .inactivityElapsed
        case .accessTokenExpires: .accessTokenExpires
        case .accessTokenExpiresSoon: .accessTokenExpiresSoon
        case .refreshTokenExpires: .refreshTokenExpires
        case .user: .user
        case .biometricHardware: .biometricHardware
        case .enrolment: .enrolment
        case .biometricAdded: .biometricAdded
        case .prompt: .prompt
        case .perform: .perform
        case .writeFails: .writeFails
        case .keychainLocked: .keychainLocked
        case .answer: .answer
        case .fault: .fault
        case .connectivityLost: .connectivityLost
        case .connectivityRestored: .connectivityRestored
        case .serverRevokes: .serverRevokes
        case .deleteFails: .deleteFails
        case .answerLost: .answerLost
        }
    }
}
