import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The executor `AsyncDriver` runs an implementation's async code on: every job its tasks enqueue
/// on the global concurrent executor, run one at a time on the harness's own thread, in the order
/// they were enqueued, until none is left.
///
/// Why: on the real pool, when an app "has settled" and in which order two of its tasks reach
/// their fakes depend on the machine and its load. Judged from outside (waiting until nothing
/// happens for a while), a busy machine turns a conforming implementation into a flaky one, and
/// two effects started together come out in either order. Run one job at a time in FIFO order,
/// the same implementation does the same thing on every run, and "settled" is exact: no job left,
/// so every task is done or waits on the world.
///
/// How: the Swift runtime calls `swift_task_enqueueGlobal_hook`, when set, for every job bound
/// for the global executor (a task's first job, a resumed continuation, a hop off an actor, an
/// actor being scheduled). The hook takes the jobs enqueued *from a thread that is running a
/// queue* (`run`), which is every job of the implementation, since all of it runs there and the
/// world's answers are given there; any other thread's jobs (other tests, the harness's caller)
/// go to the runtime as before. A job enqueued elsewhere by a task that carries the queue
/// (`owner`, a task-local the driver's tasks inherit) is work that escaped: `Task.yield()`,
/// `Task.sleep`, Dispatch or a thread of its own put it on the real pool. It is taken back and
/// recorded, and the driver reports it, since its timing is not the harness's.
final class SerialJobQueue: TaskExecutor, @unchecked Sendable {
    // `@unchecked`: `jobs` and `escaped` are guarded by `lock`; the rest is the thread's own.
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var escapedJobs = 0

    /// The queue whose tasks these are, inherited by every task the driver starts and by the
    /// tasks those start (not by detached ones, which the thread rule covers instead).
    @TaskLocal static var owner: SerialJobQueue?

    init() {}

    /// The queue the current thread is running, if any.
    static var current: SerialJobQueue? {
        guard let raw = pthread_getspecific(GlobalEnqueueHook.key) else { return nil }
        return Unmanaged<SerialJobQueue>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Jobs of the implementation that reached the real pool, as counted so far.
    var escaped: Int { lock.withLock { escapedJobs } }

    func enqueue(_ job: consuming ExecutorJob) {
        append(UnownedJob(job))
    }

    func append(_ job: UnownedJob, escaped: Bool = false) {
        lock.withLock {
            jobs.append(job)
            if escaped { escapedJobs += 1 }
        }
    }

    /// Makes this queue the thread's, calls `start` (which creates tasks or resumes continuations:
    /// their jobs come here), then runs every job, oldest first, until none is left. False when
    /// more than `limit` jobs ran: the implementation keeps itself busy without ever waiting on
    /// the world.
    func run(limit: Int, _ start: () -> Void) -> Bool {
        guard GlobalEnqueueHook.installed else { return false }
        let previous = pthread_getspecific(GlobalEnqueueHook.key)
        pthread_setspecific(GlobalEnqueueHook.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(GlobalEnqueueHook.key, previous) }
        Self.$owner.withValue(self) { start() }
        var ran = 0
        while let job = next() {
            guard ran < limit else { return false }
            job.runSynchronously(on: asUnownedTaskExecutor())
            ran += 1
        }
        return true
    }

    private func next() -> UnownedJob? {
        lock.withLock { jobs.isEmpty ? nil : jobs.removeFirst() }
    }
}
