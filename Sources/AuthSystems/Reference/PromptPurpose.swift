/// Why the reference app showed the OS biometric prompt.
enum PromptPurpose: UInt8, Hashable, Sendable {
    /// The opt-in offered after login, or the settings switch turned on.
    case enable
    /// Biometric login from the sign-in screen.
    case login
    /// Unlocking the soft lock.
    case unlock
    /// Asked for by a session that has ended since (a logout while the prompt was up): its
    /// answer changes nothing, and no other prompt is asked for until it comes, so one prompt's
    /// answer is never taken for another's.
    case abandoned
}
