import AuthModel

extension ClientEvent {
    /// The completion of the last write of MMKV `clearAuthData()`, however it went: every
    /// cleanup of the document ends with it.
    var endsCacheClear: Bool {
        switch self {
        case .wrote(let store, let key), .writeFailed(let store, let key): store == .fastCache && key == .isLoggedIn
        case .launched, .user, .loaded, .loadFailed, .response, .promptAnswered, .promptPassedWithNewBiometric, .backgrounded,
             .foregrounded,
             .inactivityElapsed, .biometricsChanged, .clockAdvanced:
            false
        }
    }
}
