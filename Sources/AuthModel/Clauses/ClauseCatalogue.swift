/// The clause catalogue as values (its reference, generated from these values, is
/// `docs/CLAUSES.md`): every rule with its stable ID, and the
/// witnesses (`W-<family>…`) that show each family's situation arises at all, so that no clause
/// holds only because what it speaks of never happens.
///
/// One file per family holds its clauses; `all` lists them in the catalogue's order, each
/// family's witnesses after its clauses.
public enum ClauseCatalogue {
    public static let all: [Clause] = contract + softLock + biometrics + session + interceptor + robustness + fidelity
        + features

    /// The clause with this ID, or nil; IDs are matched exactly, as specs and traces write them.
    public static func clause(id: String) -> Clause? {
        byID[id]
    }

    private static let byID: [String: Clause] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

/// The documents each family comes from, by title and file name, as reports and the clause
/// reference show them.
enum Source {
    static let contract = "\"Authentication Contract\" (003_82993971b58e4c3f.txt)"
    static let softLock = "\"Mobile Authentication State Guide\" (001_5b619ac547c086fc.txt)"
    static let biometricsAndSession = "\"Authentication & Biometric Flows\" (000_40230ec3af39f306.txt), "
        + "\"Epic M-01 Authentication & Onboarding\" (004_c84650e9eaf8a1e3.txt)"
    static let interceptor = "\"Authentication & Biometric Flows\" (000_40230ec3af39f306.txt), "
        + "\"Mobile Authentication State Guide\" (001_5b619ac547c086fc.txt), "
        + "\"Token Refresh Flow\" (002_458b6467959c8ff5.txt), "
        + "\"Epic M-01 Authentication & Onboarding\" (004_c84650e9eaf8a1e3.txt)"
    static let tokenRefresh = "\"Token Refresh Flow\" (002_458b6467959c8ff5.txt)"
    /// The retry mark (`_retry`) that 000 and 001 set so that a retry refused again is rejected.
    static let retryOnce = "\"Authentication & Biometric Flows\" (000_40230ec3af39f306.txt), "
        + "\"Mobile Authentication State Guide\" (001_5b619ac547c086fc.txt)"
    static let robustness = "authcheck's own robustness rules (no document)"
    static let features = "the design's declared features (no document)"
}

extension ClauseCatalogue {
    /// Whether `event` is a login of either kind: what "without a new login" rules out.
    @Sendable static func isLogin(_ event: Event) -> Bool {
        switch event {
        case .user(let action):
            switch action {
            case .submitLogin, .biometricLogin: true
            case .logout, .request, .answerOptIn, .unlock, .setBiometrics, .setSoftLock: false
            }
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed, .accessTokenExpires, .accessTokenExpiresSoon,
             .refreshTokenExpires, .biometricHardware, .enrolment, .biometricAdded, .prompt, .perform, .writeFails, .keychainLocked,
             .deleteFails, .answer, .answerLost, .fault, .connectivityLost, .connectivityRestored, .serverRevokes:
            false
        }
    }
}
