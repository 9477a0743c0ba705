/// What the app shows.
public enum Screen: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// The splash or a loading indicator.
    case splash
    /// The sign-in form (an auth route).
    case signIn
    /// Protected content.
    case main
    /// The soft-lock screen.
    case lock
    /// Nothing: the app is not running.
    case none

    public var description: String {
        switch self {
        case .splash: "splash"
        case .signIn: "signIn"
        case .main: "main"
        case .lock: "lock"
        case .none: "none"
        }
    }
}
