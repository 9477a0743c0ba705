extension KeychainRotationDesign {
    /// The design as the checker lists and audits it, with the document's reason for each part
    /// it lacks.
    static let system = AuthSystem(
        KeychainRotationDesign(),
        summary: "\"Token Refresh Flow\" (002): iOS Keychain tokens, 401 error codes, single-flight and proactive refresh, logout with revocation",
        version: 4,
        absences: [
            FeatureAbsence(.profileCheck, """
                no /auth/me: at app start "Token still valid → Continue using existing token, No refresh needed" \
                (Scenario 4)
                """),
            FeatureAbsence(.softLock, """
                no lock screen: the only lock is the device's, "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly" \
                (Scenario 1)
                """),
            FeatureAbsence(.biometrics, """
                no biometrics: sign-in is "Email/Phone OTP or Apple/Google" (Scenario 1)
                """),
            FeatureAbsence(.biometricSetting, """
                no biometrics, so no switch for them: sign-in is "Email/Phone OTP or Apple/Google" (Scenario 1)
                """),
            FeatureAbsence(.loginForm, """
                the login is another document's: "Pre-requisite: User completed initial authentication. See \
                e2ee_01_authentication_flow.mermaid"
                """),
            FeatureAbsence(.layeredCache, """
                one store: "Save tokens to Keychain: accessToken, refreshToken, tokenExpiry, refreshTokenExpiry, \
                userId, deviceId" (Scenario 1)
                """),
            FeatureAbsence(.accountStatus, """
                "All auth failures return 401 (not 427) • Differentiate with error codes in body" (key \
                improvements): a suspended account would be a 401 code, and a 403 is a plain error.
                """),
        ])
}
