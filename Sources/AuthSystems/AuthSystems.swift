/// The systems `authcheck` ships, in the order reports list them. A team's own executable
/// passes these with its own (`AuthSystems.bundled + [MyDesign.system]`), or its own alone. Each system's
/// folder declares its own entry (`<Design>+System.swift`), with its summary and the reasons for
/// the parts it lacks.
public enum AuthSystems {
    public static let bundled: [AuthSystem] = [
        ReferenceDesign.system,
        LayeredBiometricDesign.system,
        SoftlockSessionDesign.system,
        KeychainRotationDesign.system,
        CleanerHQDesign.system,
    ]

    public static func system(named name: String) -> AuthSystem? {
        bundled.first { $0.name == name }
    }
}
