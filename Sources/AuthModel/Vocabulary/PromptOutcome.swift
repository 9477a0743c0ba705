/// How the OS biometric prompt ends.
public enum PromptOutcome: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case success, failure, cancel, lockout

    public var description: String {
        switch self {
        case .success: "success"
        case .failure: "failure"
        case .cancel: "cancel"
        case .lockout: "lockout"
        }
    }
}
