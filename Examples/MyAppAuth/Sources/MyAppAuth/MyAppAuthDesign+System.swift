import AuthCheck

extension MyAppAuthDesign {
    /// The design as the checker lists and audits it. Bump `version` whenever the design changes
    /// in a way a trace could show: traces record it, and replay refuses a trace of another one.
    public static let system = AuthSystem(
        MyAppAuthDesign(), summary: "MyApp's iOS auth: access token in memory, refresh token in the keychain",
        version: 1, absences: absences)

    /// Why MyApp lacks each part of the catalogue it lacks; the audit prints the reason beside
    /// every `n/a` it causes.
    static let absences: [FeatureAbsence] = [
        FeatureAbsence(.profileCheck, "the refresh answer names the account, so bootstrap makes no /auth/me call"),
        FeatureAbsence(.softLock, "MyApp has no lock screen"),
        FeatureAbsence(.biometrics, "MyApp has no biometric login"),
        FeatureAbsence(.biometricSetting, "MyApp has no biometric login, so no switch for it"),
        FeatureAbsence(
            .layeredCache,
            "MyApp caches the user's profile alone, not the user, tenant and permissions layers the catalogue's S clauses are about"),
        FeatureAbsence(.accountStatus, "MyApp's server ends no account with a 403 or a 404: a 403 is a plain permission error"),
    ]
}
