@testable import ModelChecking
import Dispatch
import Foundation
import Synchronization
import Testing

/// The run's worker threads: every worker number runs exactly once per call, the call returns
/// only once all have, and threads that went to sleep between calls, or a caller that went to
/// sleep waiting for them, still wake. A lost wake-up hangs a call, and a hang would hang the
/// test run (a thread blocked on a semaphore ignores a test's time limit): each test runs its
/// calls on a thread of its own and fails when they have not finished in a minute.
@Suite struct WorkerPoolTests {
    /// Runs `body` on a thread of its own; false if it has not returned within a minute.
    func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 60) == .success
    }

    /// Each worker adds its number plus one to its own slot, `calls` times, and sleeps for a
    /// while in some calls: a pool thread's sleep (past the 50 µs the caller watches) makes the
    /// caller sleep; the caller's makes the pool's threads sleep. Checks after every call that
    /// each worker ran it exactly once.
    func countRuns(
        workers: Int, calls: Int, sleepEvery: Int, stackBytes: @escaping (Int) -> Int = { _ in 0 }
    ) -> (counts: [Int], everyCallWhole: Bool) {
        let pool = WorkerPool(workers: workers, stackBytes: stackBytes)
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: workers)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        var everyCallWhole = true
        for call in 0..<calls {
            pool.run { worker in
                if call % sleepEvery == 0, worker == (call / sleepEvery) % workers {
                    Thread.sleep(forTimeInterval: 0.000_2 * Double(1 + call % 3))
                }
                counts[worker] += worker + 1
            }
            // What every worker wrote is there when the call returns, once per call.
            if !(0..<workers).allSatisfy({ counts[$0] == (call + 1) * ($0 + 1) }) { everyCallWhole = false }
        }
        return (Array(counts), everyCallWhole)
    }

    @Test(arguments: [1, 2, 3, 4])
    func everyWorkerRunsOncePerCall(workers: Int) {
        let result = Mutex<(counts: [Int], everyCallWhole: Bool)?>(nil)
        // Computed outside the lock: a call that hung would otherwise keep it locked.
        #expect(finishes {
            let outcome = countRuns(workers: workers, calls: 3_000, sleepEvery: 5)
            result.withLock { $0 = outcome }
        })
        let outcome = result.withLock { $0 }
        #expect(outcome?.counts == (0..<workers).map { 3_000 * ($0 + 1) })
        #expect(outcome?.everyCallWhole == true)
    }

    /// A stack of 2^50 bytes, which no system gives: `pthread_create` fails for that worker's
    /// thread, and the caller runs its part. Every worker still runs once per call, whether one
    /// thread of three failed (worker 2) or all of them; a pool that waited for a thread that
    /// never started would hang here.
    @Test(arguments: [[2], [1, 2, 3]])
    func theCallerRunsTheWorkersWhoseThreadsDidNotStart(refused: [Int]) {
        let result = Mutex<(counts: [Int], everyCallWhole: Bool, unstarted: [Int])?>(nil)
        let stackBytes: @Sendable (Int) -> Int = { refused.contains($0) ? 1 << 50 : 0 }
        #expect(finishes {
            let unstarted = WorkerPool(workers: 4, stackBytes: stackBytes).unstarted
            let outcome = countRuns(workers: 4, calls: 500, sleepEvery: 5, stackBytes: stackBytes)
            result.withLock { $0 = (outcome.counts, outcome.everyCallWhole, unstarted) }
        })
        let outcome = result.withLock { $0 }
        #expect(outcome?.unstarted == refused)
        #expect(outcome?.counts == (0..<4).map { 500 * ($0 + 1) })
        #expect(outcome?.everyCallWhole == true)
    }

    /// Calls far apart, so that every pool thread is asleep when the next one comes.
    @Test(arguments: [2, 4])
    func sleepingThreadsWakeForTheNextCall(workers: Int) {
        let result = Mutex<[Int]?>(nil)
        #expect(finishes {
            let pool = WorkerPool(workers: workers)
            let counts = Mutex([Int](repeating: 0, count: workers))
            for _ in 0..<30 {
                pool.run { worker in counts.withLock { $0[worker] += 1 } }
                Thread.sleep(forTimeInterval: 0.005)
            }
            result.withLock { $0 = counts.withLock { $0 } }
        })
        #expect(result.withLock { $0 } == [Int](repeating: 30, count: workers))
    }

    /// Worker 0 is the caller's thread; the others are the pool's own, one each.
    @Test func workerZeroIsTheCaller() {
        let sameThread = Mutex<[Bool]>([])
        #expect(finishes {
            let pool = WorkerPool(workers: 3)
            let caller = Thread.current
            let threads = Mutex<[Int: Thread]>([:])
            pool.run { worker in threads.withLock { $0[worker] = Thread.current } }
            let seen = threads.withLock { $0 }
            let answers = [seen[0] === caller, seen[1] === caller, seen[2] === caller, seen[1] === seen[2]]
            sameThread.withLock { $0 = answers }
        })
        #expect(sameThread.withLock { $0 } == [true, false, false, false])
    }

    /// Releasing a pool stops its threads and returns (its `deinit` waits for each to exit),
    /// whether they were watching for a call or asleep.
    @Test func releasingAPoolStopsItsThreads() {
        #expect(finishes {
            for round in 0..<20 {
                let pool = WorkerPool(workers: 3)
                pool.run { _ in }
                if round % 2 == 0 { Thread.sleep(forTimeInterval: 0.002) }
            }
        })
    }
}
