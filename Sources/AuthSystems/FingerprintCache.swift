import Synchronization

/// The digest of one system's model, worked out once per process on first use and shared by
/// every copy of the system: replaying a folder of traces asks for it once per trace.
final class FingerprintCache: Sendable {
    private let digest = Mutex<String?>(nil)
    private let compute: @Sendable () -> String

    init(_ compute: @escaping @Sendable () -> String) {
        self.compute = compute
    }

    var value: String {
        digest.withLock { cached in
            if let cached { return cached }
            let computed = compute()
            cached = computed
            return computed
        }
    }
}
