extension SoftlockSessionDesign {
    /// The design as the checker lists and audits it, with the document's reason for each part
    /// it lacks.
    static let system = AuthSystem(
        SoftlockSessionDesign(),
        summary: "Nexus's Mobile Authentication State Guide (001): cookie session, 401 interceptor, soft lock",
        version: 2,
        absences: [
            FeatureAbsence(.tokenCallback, """
                "The authentication tokens are still managed as httpOnly cookies even in mobile. The native \
                WebView/HTTP client handles them automatically." (Summary): the app cannot read its cookies, \
                so it never knows it has none; the jar goes with every request.
                """),
            FeatureAbsence(.biometrics, """
                Biometrics only unlock the soft lock ("Requires biometric or PIN to unlock", Soft Lock \
                Feature): there is no biometric login, opt-in or stored credential.
                """),
            FeatureAbsence(.biometricSetting, """
                No biometric login, so no switch for it: biometrics only unlock the soft lock ("Requires \
                biometric or PIN to unlock", Soft Lock Feature).
                """),
            FeatureAbsence(.loginForm, """
                "const response = await api.post('/auth/login', credentials);" (Login Flow): no form \
                validation and no error texts.
                """),
            FeatureAbsence(.layeredCache, """
                "Cache user in localStorage (web) / SecureStore (mobile)" (Login Flow): one cached user in \
                secure storage; no fast cache of user, tenant and permissions.
                """),
            FeatureAbsence(.authErrorCodes, """
                "if (error.response?.status === 401 && !originalRequest._retry)" (lib/apiClient.ts): the \
                status alone decides, and the document names no error code; a refresh that fails ends the \
                session ("handleSessionExpired").
                """),
        ])
}
