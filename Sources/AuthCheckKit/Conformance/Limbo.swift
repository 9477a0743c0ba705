import AuthModel
import Foundation

/// Where the waits of killed processes go: a continuation that is never resumed must still be
/// kept somewhere, or the runtime reports it as leaked. A killed process's tasks stay suspended
/// for the rest of the run, as they would on a device; there are a few per trace.
final class Limbo: @unchecked Sendable {
    // `@unchecked`: `kept` is guarded by `lock`.
    private let lock = NSLock()
    private var kept: [CheckedContinuation<ClientEvent, Never>] = []

    func keep(_ continuation: CheckedContinuation<ClientEvent, Never>) {
        lock.withLock { kept.append(continuation) }
    }
}
