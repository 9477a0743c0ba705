/// Every system the checker knows, by name, in the order reports list them. Each system's
/// folder declares its own entry (`<Design>+System.swift`), with its summary and the reasons for
/// the parts it lacks.
public enum AuthSystems {
    public static let all: [AuthSystem] = [
        ReferenceDesign.system,
        LayeredBiometricDesign.system,
        SoftlockSessionDesign.system,
        KeychainRotationDesign.system,
        CleanerHQDesign.system,
    ]

    public static func system(named name: String) -> AuthSystem? {
        all.first { $0.name == name }
    }
}
