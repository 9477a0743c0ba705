/// Why the reference app showed the OS biometric prompt.
enum PromptPurpose: UInt8, Hashable, Sendable {
    /// The opt-in offered after login, or the settings switch turned on.
    case enable
    /// Biometric login from the sign-in screen.
    case login
    /// Unlocking the soft lock.
    case unlock
}
