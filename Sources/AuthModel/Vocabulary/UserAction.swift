/// What the person holding the phone does.
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
    /// Submits the login form as `account`: with a well-formed form or not, with the right
    /// password or not.
    case submitLogin(Account, validForm: Bool, rightPassword: Bool)
    case logout
    /// Makes a protected request (the design's API client sends it).
    case request
    case biometricLogin
    /// Answers the biometric opt-in offered after login.
    case answerOptIn(Bool)
    /// Unlocks the soft lock, by biometrics (`true`) or PIN.
    case unlock(biometric: Bool)
    case setBiometrics(Bool)
    case setSoftLock(Bool)

    /// A number equal values share, for hashing (`Effect.hashWord` says how and why).
    @inlinable
    var hashWord: UInt64 {
        switch self {
        case .submitLogin(let account, let validForm, let rightPassword):
            1 | UInt64(account.rawValue) << 4 | (validForm ? 1 << 12 : 0) | (rightPassword ? 1 << 13 : 0)
        case .logout: 2
        case .request: 3
        case .biometricLogin: 4
        case .answerOptIn(let yes): 5 | (yes ? 1 << 4 : 0)
        case .unlock(let biometric): 6 | (biometric ? 1 << 4 : 0)
        case .setBiometrics(let on): 7 | (on ? 1 << 4 : 0)
        case .setSoftLock(let on): 8 | (on ? 1 << 4 : 0)
        }
    }

    public var description: String {
        switch self {
        case .submitLogin(let account, let validForm, let right):
            "submitLogin(\(account)\(validForm ? "" : ", invalid form")\(right ? "" : ", wrong password"))"
        case .logout: "logout"
        case .request: "request"
        case .biometricLogin: "biometricLogin"
        case .answerOptIn(let yes): "answerOptIn(\(yes ? "yes" : "no"))"
        case .unlock(let biometric): biometric ? "unlock(biometric)" : "unlock(pin)"
        case .setBiometrics(let on): "setBiometrics(\(on ? "on" : "off"))"
        case .setSoftLock(let on): "setSoftLock(\(on ? "on" : "off"))"
        }
    }
}
