/// Every system the checker knows, by name, in the order reports list them.
public enum AuthSystems {
    public static let all: [AuthSystem] = [
        AuthSystem(ReferenceDesign(), summary: "our own design, meeting every clause (the contract, 003)", version: 1),
    ]

    public static func system(named name: String) -> AuthSystem? {
        all.first { $0.name == name }
    }
}
