/// The queue of data calls waiting for the shared refresh: each is suspended until the refresh
/// ends, and then told how (`RefreshOutcome`).
struct RefreshWaiters {
    private var waiting: [(request: Int, continuation: CheckedContinuation<RefreshOutcome, Never>)] = []

    mutating func add(request: Int, _ continuation: CheckedContinuation<RefreshOutcome, Never>) {
        waiting.append((request, continuation))
    }

    /// Every waiter, oldest call first (by number, not by when it began to wait), and the queue
    /// emptied. Resending in call order keeps a screen's earlier request ahead of its later ones.
    mutating func takeAll() -> [(request: Int, continuation: CheckedContinuation<RefreshOutcome, Never>)] {
        defer { waiting.removeAll() }
        return waiting.sorted { $0.request < $1.request }
    }
}
