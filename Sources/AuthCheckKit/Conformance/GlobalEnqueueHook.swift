import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime's global-enqueue hook, set once per process, handing the jobs of a thread running
/// a `SerialJobQueue` to that queue and every other job to whoever had the hook before (or to the
/// runtime).
enum GlobalEnqueueHook {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The thread's running queue.
    nonisolated(unsafe) static var key = pthread_key_t()
    /// The hook set before ours, called for the jobs that are not ours.
    nonisolated(unsafe) static var previous: Hook?

    /// Whether the hook is in place: false on a runtime that lacks it.
    static let installed: Bool = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return false }
        guard pthread_key_create(&key, nil) == 0 else { return false }
        let slot = symbol.assumingMemoryBound(to: Hook?.self)
        previous = slot.pointee
        slot.pointee = hook
        return true
    }()

    static let hook: Hook = { job, original in
        if let queue = SerialJobQueue.current {
            queue.append(job)
        } else if let queue = SerialJobQueue.owner {
            queue.append(job, escaped: true)
        } else if let previous = GlobalEnqueueHook.previous {
            previous(job, original)
        } else {
            original(job)
        }
    }
}
