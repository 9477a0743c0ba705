extension LayeredBiometricDesign {
    /// The design as the checker lists and audits it, with the document's reason for each part
    /// it lacks.
    static let system = AuthSystem(
        LayeredBiometricDesign(),
        summary: "SecureStore, MMKV and Redux layers with biometric login (000, Authentication & Biometric Flows)",
        version: 4,
        absences: [
            FeatureAbsence(
                .biometricSetting,
                """
                000 has no settings screen: biometrics are turned on only by the opt-in after login (Section 5), \
                and no switch to turn them off appears in any section or in its Scenario Map
                """),
            FeatureAbsence(
                .profileCheck,
                """
                000's warm start calls no profile endpoint: "Token is NOT validated here. Validation happens \
                implicitly on the first API call."
                """),
            FeatureAbsence(
                .softLock,
                """
                000 has no lock screen: its Scenario Map, which "mirrors the actual decision tree in the code", \
                goes from launch to SignIn or Main and back only through login and logout
                """),
            FeatureAbsence(.accountStatus, """
                No answer ends an account: the interceptor acts on "401 Unauthorized" only (7), and 403 and \
                404 appear in no section, so a 403 is a plain error of the request.
                """),
            FeatureAbsence(.authErrorCodes, """
                A 401's body means nothing to the app: "API-->>Interceptor: 401 Unauthorized" leads to a \
                refresh whatever it says (7), and a refresh that fails ("Refresh fails (token is completely \
                dead)") logs out; no error code appears in any section.
                """),
        ])
}
