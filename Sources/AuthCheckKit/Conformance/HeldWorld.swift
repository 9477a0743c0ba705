import AuthModel
import Foundation

/// The world as a Swift implementation's fakes see it: each storage call, network call or
/// biometric prompt the real code makes through a fake is an effect the world holds until the
/// trace performs, fails or answers it. A fake asks `request(_:)` and gets back what the
/// implementation's model would be told (`.wrote`, `.writeFailed`, `.loaded`, `.response`,
/// `.promptAnswered`…), and turns it into what the real API returns or throws.
///
/// ```swift
/// struct FakeKeychain: Keychain {
///     let world: HeldWorld
///     func set(_ token: String, for item: String) async throws {
///         let outcome = await world.request(.write(.secure, .refreshToken, .token(Token(token))))
///         if case .writeFailed = outcome { throw KeychainError.interactionNotAllowed }
///     }
/// }
/// ```
public final class HeldWorld: @unchecked Sendable {
    // `@unchecked`: every field is read and written under `lock`.
    private let lock = NSLock()
    private var held: [(effect: Effect, resume: CheckedContinuation<ClientEvent, Never>)] = []
    private var asked: [Effect] = []
    /// Effects asked from a thread that was not running the driver's `SerialJobQueue`: the code
    /// ran outside the harness's schedule, so when and in which order it asked is not the
    /// harness's to tell.
    private var offSchedule = 0
    /// A killed process's world: nothing it asks for is held or answered any more.
    private var dead = false

    /// The waits of killed processes, kept so that they stay suspended for ever, as the process's
    /// would, rather than being dropped (which the runtime reports as a leaked continuation).
    private static let limbo = Limbo()

    public init() {}

    /// Asks the world for `effect` and waits until the trace decides how it ends.
    public func request(_ effect: Effect) async -> ClientEvent {
        await withCheckedContinuation { continuation in
            let onSchedule = SerialJobQueue.current != nil
            let killed: Bool = lock.withLock {
                guard !dead else { return true }
                if !onSchedule { offSchedule += 1 }
                held.append((effect, continuation))
                asked.append(effect)
                return false
            }
            if killed { Self.limbo.keep(continuation) }  // a killed process waits for ever, as it would
        }
    }

    /// The effects asked for since the last call, in order.
    func takeAsked() -> [Effect] {
        lock.withLock {
            defer { asked.removeAll() }
            return asked
        }
    }

    /// How many effects were asked off the harness's schedule so far.
    var offScheduleCount: Int { lock.withLock { offSchedule } }

    /// Ends the oldest held effect that `outcome` answers; false when none waits for it.
    func resume(with outcome: ClientEvent) -> Bool {
        let continuation: CheckedContinuation<ClientEvent, Never>? = lock.withLock {
            guard let index = held.firstIndex(where: { Self.answers(outcome, $0.effect) }) else { return nil }
            return held.remove(at: index).resume
        }
        continuation?.resume(returning: outcome)
        return continuation != nil
    }

    /// Drops everything held: the process is killed, its waits never end.
    func kill() {
        let waits: [CheckedContinuation<ClientEvent, Never>] = lock.withLock {
            dead = true
            defer {
                held.removeAll()
                asked.removeAll()
            }
            return held.map(\.resume)
        }
        for wait in waits { Self.limbo.keep(wait) }
    }

    /// Whether `outcome` is what the world tells of `effect`.
    static func answers(_ outcome: ClientEvent, _ effect: Effect) -> Bool {
        switch (outcome, effect) {
        case (.loaded(let store, _), .load(let asked)), (.loadFailed(let store), .load(let asked)): store == asked
        case (.wrote(let store, let key), .write(let asked, let askedKey, _)),
             (.writeFailed(let store, let key), .write(let asked, let askedKey, _)),
             (.wrote(let store, let key), .delete(let asked, let askedKey)):
            store == asked && key == askedKey
        case (.response(let call, _), .send(let asked)): call == asked
        case (.promptAnswered, .promptBiometrics), (.promptPassedWithNewBiometric, .promptBiometrics): true
        default: false
        }
    }
}
