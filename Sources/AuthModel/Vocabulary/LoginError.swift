/// The error texts a login can show (S4, S7).
public enum LoginError: UInt8, Hashable, Sendable, CustomStringConvertible {
    case invalidCredentials
    case rateLimited
    /// The response's `message`, then its `error`, then this text; the model's server sends
    /// neither a `message` nor an `error`, so every other failure (network included) gets it.
    case fallback
    case saveFailed
    /// A biometric sign-in refused because a biometric was added to the device since the last
    /// password login (B9).
    case biometricsChanged

    public var description: String {
        switch self {
        case .invalidCredentials: "Invalid email or password"
        case .rateLimited: "Too many attempts. Please try again later."
        case .fallback: "Login failed. Please try again."
        case .saveFailed: "Failed to save login data. Please try again."
        case .biometricsChanged: "Face ID or fingerprints changed on this device. Sign in with your password."
        }
    }
}
