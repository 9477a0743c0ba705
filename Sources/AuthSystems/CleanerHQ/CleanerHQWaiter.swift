/// What a storage effect's completion resumes: the `await` it answers. The world performs
/// effects in the order they were asked for, so completions arrive in the order of the waiters.
enum CleanerHQWaiter: Hashable, Sendable {
    /// A read at launch: the preference, then the tokens.
    case launchRead
    /// The read of the tokens after a successful biometric prompt.
    case tokenRead
    case loginSave(CleanerHQTokenWrite)
    case refreshSave(CleanerHQRefreshPurpose, CleanerHQTokenWrite)
    /// A delete of logout's local cleanup.
    case cleanup
    /// A write of the biometric preference.
    case preference
}
