/// Every system the checker knows, by name, in the order reports list them.
public enum AuthSystems {
    public static let all: [AuthSystem] = [
        AuthSystem(ReferenceDesign(), summary: "our own design, meeting every clause (the contract, 003)", version: 1),
        AuthSystem(
            CleanerHQDesign(),
            summary: "CleanerHQ Epic M-01, login, refresh interceptor, logout, biometrics, session persistence (004)",
            version: 1,
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
            ]),
    ]

    public static func system(named name: String) -> AuthSystem? {
        all.first { $0.name == name }
    }
}
