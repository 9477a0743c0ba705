import AuthModel

/// The reference app's memory. Small values only: it is stored once per explored state.
public struct ReferenceClient: Hashable, Sendable {
    var phase: ReferencePhase = .starting
    /// The one access token: state and ref are the same field, so they never diverge (C8.2).
    var accessToken: Token?
    var refreshToken: Token?
    /// The kept token of an ended session (I8) that the login being saved replaces: once the new
    /// token is stored, the device no longer holds it, and the app revokes it at the server, best
    /// effort (a kill before the call leaves, or a network fault on it, leaves it valid there).
    var replacedToken: Token?
    /// How many writes of the token that is to replace a kept one have failed in this login: it
    /// is tried `ReferenceDesign.replacingTokenAttempts` times, then the login gives up.
    var replacingTokenFailures: UInt8 = 0
    /// The account whose user, tenant and permissions memory holds.
    var account: Account?
    /// The account a login in flight signs in as.
    var signingInAs: Account?
    var biometricsAvailable = false
    /// The stored preference (async storage `biometric_enabled`).
    var biometricPreference = false
    /// The account saved for biometric login (secure `user_email`).
    var credential: Account?
    /// The credential's write has completed: only then is the biometric button offered (B1).
    var credentialSaved = false
    var softLockEnabled = false
    var locked = false
    var prompt: PromptPurpose?
    var optInOffered = false
    /// The single-flight refresh: set from sending the call until its result is persisted and
    /// handed to every waiting request.
    var refreshing = false
    var requests = Slots<RequestStage>()
    var refreshAttempts: UInt8 = 0
    var loginError: LoginError?
    var errorShown = false
    var restoreDispatches: UInt8 = 0
    /// Storage effects asked for and not yet completed.
    var outstanding: UInt8 = 0
    /// Which of them are deletes, one bit each, the oldest in bit 0: the world completes storage
    /// effects in the order they were asked for, and a failed delete reads like a failed write
    /// (`writeFailed`), so this tells the two apart. Follows from the queue: no new state.
    var outstandingDeletes: UInt32 = 0
    var logout: LogoutProgress = .none
    /// The keys (one bit per `StorageKey`) whose failed delete is being tried again. A delete's
    /// completion reads like a write's (`wrote`), and a retried one must not be taken for a
    /// write the app is waiting on: this tells the two apart. Empty unless a delete failed.
    var redeleting: UInt16 = 0
}

extension ReferenceClient {
    /// The oldest outstanding storage effect completed; whether it was a delete.
    mutating func completeStorage() -> Bool {
        let wasDelete = outstandingDeletes & 1 != 0
        outstandingDeletes >>= 1
        return wasDelete
    }

    /// Whether the storage completion for `key` is that of a delete tried again; if so, it is
    /// no longer awaited.
    mutating func finishRedelete(_ key: StorageKey) -> Bool {
        let bit: UInt16 = 1 << key.rawValue
        guard redeleting & bit != 0 else { return false }
        redeleting &= ~bit
        return true
    }
}
