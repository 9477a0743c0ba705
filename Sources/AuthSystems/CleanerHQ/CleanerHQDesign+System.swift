extension CleanerHQDesign {
    /// The design as the checker lists and audits it, with the document's reason for each part
    /// it lacks.
    static let system = AuthSystem(
        CleanerHQDesign(),
        summary: "CleanerHQ Epic M-01, login, refresh interceptor, logout, biometrics, session persistence (004)",
        version: 3,
        absences: [
            FeatureAbsence(.profileCheck, """
                S7 restores without a profile call: "read tokens -> validate -> set auth state -> \
                SplashScreen.hideAsync()"
                """),
            FeatureAbsence(.softLock, """
                No lock screen or grace period: biometrics are asked "on app launch instead of requiring \
                email/password" (S5)
                """),
            FeatureAbsence(.layeredCache, """
                No fast cache: tokens go to expo-secure-store, the preference to AsyncStorage ("not secure \
                store — it's a preference"), user data only to Zustand stores and the React Query cache (S3)
                """),
            FeatureAbsence(.accountStatus, """
                "Non-401 errors pass through without interception" (S2, Acceptance Criteria): a 403 is an \
                ordinary answer (OWNER and STAFF roles make it a permission error), not the end of the account.
                """),
            FeatureAbsence(.authErrorCodes, """
                "Single 401 response triggers refresh and retries the original request transparently" (S2, \
                Acceptance Criteria), and "Navigate to login if refresh itself fails" (S2, Description): the \
                status decides, and the only codes named are the login form's.
                """),
        ])
}
