/// What a design's reducer is told: the user's actions, the outcome of each effect it asked for,
/// and what the device and the OS report.
public enum ClientEvent: Hashable, Sendable, CustomStringConvertible {
    /// The process started, in the foreground; `biometrics` is whether hardware is there and a
    /// biometric is enrolled.
    case launched(biometrics: Bool)
    case user(UserAction)
    case loaded(StoreName, Store)
    /// A read of the keychain failed because it is still locked after a reboot.
    case loadFailed(StoreName)
    case wrote(StoreName, StorageKey)
    /// A secure-storage write or delete failed, or a fast-cache write or delete threw: the store
    /// holds what it held before.
    case writeFailed(StoreName, StorageKey)
    case response(Call, Response)
    case promptAnswered(PromptOutcome)
    /// The OS prompt passed, and a biometric was added to the device since the user last proved
    /// themselves to the app (a password login, or an opt-in inside the session): what the OS
    /// tells an app that asks (iOS: `evaluatedPolicyDomainState` differs from the one the app
    /// saved; Android: a key made with `setInvalidatedByBiometricEnrollment` is invalidated).
    /// A design that does not ask takes it for `promptAnswered(.success)`.
    case promptPassedWithNewBiometric
    case backgrounded
    /// Back in the foreground; `afterGrace` is whether more than 90 s passed in the background.
    /// `timersHeld` is whether the OS suspended the app before the grace ended: a timer the app
    /// set to fire during the grace has not fired yet, and fires only after the app handles this
    /// event (unless the app cancels it here). When false, such a timer fired in the background,
    /// before this event.
    case foregrounded(afterGrace: Bool, timersHeld: Bool)
    /// 300 s without interaction in the foreground.
    case inactivityElapsed
    /// Biometric hardware or enrolment changed while the app runs.
    case biometricsChanged(available: Bool)
    /// The device's clock moved (a token came within five minutes of its expiry, or passed it):
    /// from now on `Date()` reads `clock`, until the next. Also told right after `launched`,
    /// when the world has a clock, since a new process reads the clock afresh. A design that
    /// never reads the clock ignores it. Only worlds with `clockTicks` move the clock.
    case clockAdvanced(Clock)

    public var description: String {
        switch self {
        case .launched(let biometrics): "launched(biometrics: \(biometrics))"
        case .user(let action): "\(action)"
        case .loaded(let store, _): "loaded \(store)"
        case .loadFailed(let store): "load of \(store) failed"
        case .wrote(let store, let key): "wrote \(store).\(key)"
        case .writeFailed(let store, let key): "write of \(store).\(key) failed"
        case .response(let call, let response): "\(call.endpoint) answered \(response)"
        case .promptAnswered(let outcome): "prompt \(outcome)"
        case .promptPassedWithNewBiometric: "prompt success, with a biometric added since the last sign-in"
        case .backgrounded: "backgrounded"
        case .foregrounded(let afterGrace, let timersHeld):
            (afterGrace ? "foregrounded after grace" : "foregrounded within grace") + (timersHeld ? ", timers held" : "")
        case .inactivityElapsed: "inactivity elapsed"
        case .biometricsChanged(let available): "biometrics \(available ? "available" : "unavailable")"
        case .clockAdvanced(let clock): "clock: \(clock)"
        }
    }
}
