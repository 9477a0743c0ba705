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
    case backgrounded
    /// Back in the foreground; `afterGrace` is whether more than 90 s passed in the background.
    case foregrounded(afterGrace: Bool)
    /// 300 s without interaction in the foreground.
    case inactivityElapsed
    /// Biometric hardware or enrolment changed while the app runs.
    case biometricsChanged(available: Bool)

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
        case .backgrounded: "backgrounded"
        case .foregrounded(let afterGrace): afterGrace ? "foregrounded after grace" : "foregrounded within grace"
        case .inactivityElapsed: "inactivity elapsed"
        case .biometricsChanged(let available): "biometrics \(available ? "available" : "unavailable")"
        }
    }
}
