/// Where a login by email and password stands (Sections 4 and 5); nil when none is under way.
enum LayeredLogin: Hashable, Sendable {
    /// The login call is in flight. `offer` is the opt-in guard as `useSignIn` saw it when the
    /// form was submitted (supported and enrolled, and not yet enabled).
    case sending(offer: Bool)
    /// Writing the answer, one key per step.
    case saving(LayeredSaveStep, LayeredLoginData, offer: Bool)
    /// An MMKV write threw: `clearTokens()` then `clearAuthData()`.
    case rollingBack
    /// "Enable Face ID for faster login next time?" is on screen.
    case optIn(LayeredLoginData)
    /// The user said yes: the OS prompt of `enableBiometricLogin()` is showing.
    case enabling(LayeredLoginData)
    /// The prompt succeeded: `setBiometricEnabled(true)` is being written.
    case savingPreference(LayeredLoginData)
}
