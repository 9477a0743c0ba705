/// Which operation of the layered app asked for a storage effect. The app pairs each completion
/// with the first it owes, kept in the order the world performs them (`LayeredEffects`).
enum LayeredJob: Hashable, Sendable {
    /// `useRestoreSessionQuery` (Section 3).
    case restore
    /// `useBiometrics` reading SecureStore as the sign-in screen mounts (Section 2a).
    case hook
    /// `useLoginMutation` and the opt-in that follows it (Sections 4 and 5).
    case login
    /// `handleBiometricLogin` and its `useTokenRefreshMutation` (Section 6).
    case biometric
    /// `useLogoutMutation` (Section 8).
    case logout
    /// The response interceptor's refresh led by this request number (Section 7).
    case refresh(UInt8)
}
