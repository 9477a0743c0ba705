import AuthModel

/// The layered app's memory: Redux, the `useBiometrics` hook's state, the operations under way,
/// the `TokenRefreshManager` and the requests. Small values only: it is stored once per state.
public struct LayeredClient: Hashable, Sendable {
    // Redux (`authSlice`)
    var accessToken: Token?
    var user: Account?
    var tenant: Account?
    var permissions: Account?
    var isAuthenticated = false
    var isLoading = false
    var biometricEnabled = false
    var error: LoginError?
    // `useBiometrics` on the sign-in screen: what it read when the screen mounted.
    var hookAvailable = false
    var hookEnabled = false
    var hookToken = false
    /// Whether the device has biometrics, as the OS last told the app.
    var deviceBiometrics = false
    // Operations under way
    var restore: LayeredRestore?
    var login: LayeredLogin?
    var biometricLogin: LayeredBiometricLogin?
    var logout: LayeredLogout?
    // `TokenRefreshManager` and `apiClient`
    var refreshing = false
    var flows = Slots<LayeredRefreshFlow>()
    var requests = Slots<LayeredRequest>()
    /// The storage completions the app still owes an operation, in the order they will come.
    var jobs = Slots<LayeredOwedCompletion>()
    // For the view
    /// An alert of the sign-in screen ("Session has expired…", a failed OS prompt).
    var alertShown = false
    var restoreDispatches: UInt8 = 0
    /// An explicit logout dispatched `logoutSuccess` while no sign-in was under way, and none
    /// has started since.
    var loggedOut = false
}
