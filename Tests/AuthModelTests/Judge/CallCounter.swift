import Synchronization

/// Counts a clause's calls, and the kinds of event a step clause was called on, across the
/// `@Sendable` closures a clause is made of.
final class CallCounter: Sendable {
    private let state = Mutex<(calls: Int, events: [String])>((0, []))

    func count(_ event: String = "") {
        state.withLock {
            $0.calls += 1
            if !event.isEmpty { $0.events.append(event) }
        }
    }

    var calls: Int { state.withLock { $0.calls } }
    var events: [String] { state.withLock { $0.events } }
}
