import Dispatch
import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The threads of one run's workers, kept for the whole run: a round hands them work three
/// times (expand, merge, judge), some ten thousand rounds a run, each a fraction of a
/// millisecond. `DispatchQueue.concurrentPerform` woke a pool thread for every one of those
/// calls, which cost about 20 µs each on the 2-core machine of BENCHMARKS.md: three a round,
/// about a tenth of a TwoPhase round. Here a thread that waits (a pool thread for the next call,
/// the caller for the last worker) watches an atomic counter for a while, then sleeps on a
/// semaphore of its own (`Sleeper`), so that what comes while it watches costs no wake-up.
///
/// Worker 0 is the calling thread; workers 1…N-1 are this pool's threads. What each worker
/// does is decided by its number alone, as with `concurrentPerform`, so which thread runs what
/// changes nothing a run produces; the clock `Sleeper` reads decides only when a thread sleeps.
/// That is also why a worker whose thread the system would not start (`pthread_create` failed:
/// too many threads, no memory for a stack) costs a run nothing but time: the caller runs that
/// worker's part after its own. (On Linux, `Foundation.Thread` says nothing when its thread fails
/// to start, and a call would then wait for it for ever.)
/// `run` returns once every worker has returned, and a worker's writes are visible to the caller
/// then (the counters are written and read in sequentially consistent order).
///
/// Not for concurrent callers: one run calls `run` from one thread at a time. The threads stop
/// when the pool is released.
@usableFromInline
final class WorkerPool: @unchecked Sendable {
    /// What the pool's threads share with the caller. A class of its own, so that the threads
    /// do not keep the pool alive: the pool's `deinit` stops them.
    @usableFromInline
    final class Shared: @unchecked Sendable {
        /// Bumped once per call (and once to stop): a worker runs the task once per new value.
        let generation = Atomic<Int>(0)
        /// The workers of the current call that have not returned yet (the caller's excluded).
        let unfinished = Atomic<Int>(0)
        let stopping = Atomic<Bool>(false)
        let exited = DispatchSemaphore(value: 0)
        /// Where the caller sleeps while it waits for the workers.
        let caller = Sleeper()
        /// One per pool thread (index: its number - 1). One semaphore for all let a thread back
        /// from a call take the wake-up meant for another that had not run yet, which then slept
        /// through the call.
        let sleepers: [Sleeper]
        /// The current call's body: written by the caller before it bumps `generation`, read by
        /// a worker after it sees the bump, cleared by the caller once every worker is done.
        nonisolated(unsafe) var task: ((Int) -> Void)?

        init(threads: Int) {
            sleepers = (0..<threads).map { _ in Sleeper() }
        }
    }

    /// A thread that waits for a condition another thread makes true: it watches it for
    /// `watchNanoseconds`, then sleeps until that thread wakes it (`wakeIfAsleep`, called after
    /// making the condition true), and looks again, as often as it takes. Looking again matters:
    /// a wake-up can come late, meant for an earlier wait (the caller's, when the last worker of
    /// the call before found it asleep in this one).
    final class Sleeper: @unchecked Sendable {
        let asleep = Atomic<Bool>(false)
        let wake = DispatchSemaphore(value: 0)

        /// How long a thread watches before it sleeps: longer than the gap between a round's
        /// calls, short enough not to keep a core busy for long where a run has more threads
        /// than cores (tests running side by side, a loaded machine).
        static let watchNanoseconds: UInt64 = 50_000

        /// Returns once `isDone()` is true. `isDone` must read with sequentially consistent
        /// order: the sleep's handshake (say it sleeps, look again) relies on it.
        func wait(until isDone: () -> Bool) {
            while !watch(until: isDone) {
                asleep.store(true, ordering: .sequentiallyConsistent)
                // Done before it said so, the waker saw it awake and sends nothing: it takes back
                // its word, unless the waker took it first, and then a wake-up is on its way.
                if !isDone() || !asleep.exchange(false, ordering: .sequentiallyConsistent) {
                    wake.wait()
                }
            }
        }

        /// Wakes the thread if it sleeps or is about to.
        func wakeIfAsleep() {
            if asleep.exchange(false, ordering: .sequentiallyConsistent) { wake.signal() }
        }

        /// Watches `isDone` for `watchNanoseconds` at most: whether it became true.
        @inline(__always)
        private func watch(until isDone: () -> Bool) -> Bool {
            let start = DispatchTime.now().uptimeNanoseconds
            while true {
                for _ in 0..<64 where isDone() { return true }
                if DispatchTime.now().uptimeNanoseconds - start > Self.watchNanoseconds { return false }
            }
        }
    }

    @usableFromInline let workers: Int
    let shared: Shared
    /// The workers whose thread did not start, in order: the caller runs them.
    let unstarted: [Int]

    /// A pool for `workers` workers: `workers - 1` threads besides the caller's.
    /// `stackBytes(number)` is the stack size of worker `number`'s thread, 0 for the system's
    /// default: tests ask for a stack no system gives, to see a thread fail to start.
    @usableFromInline
    init(workers: Int, stackBytes: (_ number: Int) -> Int = { _ in 0 }) {
        precondition(workers >= 1, "at least one worker")
        self.workers = workers
        let shared = Shared(threads: workers - 1)
        self.shared = shared
        unstarted = (1..<workers).filter { number in
            !Self.startThread(named: "authcheck \(number)", stackBytes: stackBytes(number)) { Self.work(number, shared) }
        }
    }

    deinit {
        guard workers > 1 else { return }
        shared.stopping.store(true, ordering: .sequentiallyConsistent)
        shared.generation.add(1, ordering: .sequentiallyConsistent)
        wakeSleepers()
        for _ in 0..<workers - 1 - unstarted.count { shared.exited.wait() }
    }

    /// What a started thread runs, and its name, handed over through `pthread_create`'s one
    /// pointer.
    final class ThreadBody {
        let name: String
        let body: () -> Void

        init(name: String, body: @escaping () -> Void) {
            self.name = name
            self.body = body
        }
    }

    /// Starts a detached thread that runs `body`; false, and no thread, when the system would not
    /// start one.
    static func startThread(named name: String, stackBytes: Int, _ body: @escaping () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard stackBytes == 0 || pthread_attr_setstacksize(&attributes, stackBytes) == 0,
              pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
        else { return false }
        let context = Unmanaged.passRetained(ThreadBody(name: name, body: body)).toOpaque()
        // An integer in Glibc, a pointer (imported optional) in Darwin and Musl.
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        guard pthread_create(&thread, &attributes, { argument in
            // The argument is optional in Glibc's signature and not in Darwin's.
            let started = Unmanaged<ThreadBody>.fromOpaque((argument as UnsafeMutableRawPointer?)!).takeRetainedValue()
            #if canImport(Darwin)
            // Named on Darwin only: Glibc's `pthread_setname_np` is a GNU extension Swift does
            // not import.
            pthread_setname_np(started.name)
            #endif
            started.body()
            return nil
        }, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// Runs `body(number)` once for each worker number, the caller's thread taking 0, and returns
    /// when every call has returned.
    ///
    /// `body` is not `@Sendable`: it reads the run's store and writes each worker's own output
    /// buffer, which the checker keeps apart by construction (each output slot belongs to one
    /// chunk; the store is written while workers run only in a pipelined round, by worker 0,
    /// while the others read nothing of it: they generate from keys copied beforehand).
    @usableFromInline
    func run(_ body: (Int) -> Void) {
        guard workers > 1 else { return body(0) }
        withoutActuallyEscaping(body) { body in
            shared.task = body
            shared.unfinished.store(workers - 1 - unstarted.count, ordering: .sequentiallyConsistent)
            shared.generation.add(1, ordering: .sequentiallyConsistent)
            wakeSleepers()
            body(0)
            for number in unstarted { body(number) }
            waitForWorkers()
            shared.task = nil
        }
    }

    /// Wakes every pool thread that sleeps or is about to.
    private func wakeSleepers() {
        for sleeper in shared.sleepers { sleeper.wakeIfAsleep() }
    }

    private func waitForWorkers() {
        let shared = shared
        shared.caller.wait(until: { shared.unfinished.load(ordering: .sequentiallyConsistent) == 0 })
    }

    /// A pool thread's life: wait for each new call, run the task with its number, say it is done.
    private static func work(_ number: Int, _ shared: Shared) {
        let sleeper = shared.sleepers[number - 1]
        var seen = 0
        while true {
            sleeper.wait(until: { shared.generation.load(ordering: .sequentiallyConsistent) != seen })
            seen = shared.generation.load(ordering: .sequentiallyConsistent)
            if shared.stopping.load(ordering: .sequentiallyConsistent) {
                shared.exited.signal()
                return
            }
            runTask(number, shared)
            if shared.unfinished.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 {
                shared.caller.wakeIfAsleep()
            }
        }
    }

    /// Runs the current task, in a function of its own so that its copy of the closure is
    /// released before the thread says it is done: `run`'s `withoutActuallyEscaping` checks,
    /// once the call is over, that no one holds the body any more.
    @inline(never)
    private static func runTask(_ number: Int, _ shared: Shared) {
        shared.task?(number)
    }
}
