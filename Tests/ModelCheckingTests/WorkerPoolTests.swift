@testable import ModelChecking
import Foundation
import Synchronization
import Testing

/// The run's worker threads: every worker number runs exactly once per call, the call returns
/// only once all have, and a pool whose threads have gone to sleep between calls still wakes
/// them. A lost wake-up hangs a call: the time limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct WorkerPoolTests {
    /// Each worker adds its number plus one to its own slot, `calls` times; some calls are
    /// spaced out so that the threads fall asleep between them.
    func countRuns(workers: Int, calls: Int, pauseEvery: Int?) -> [Int] {
        let pool = WorkerPool(workers: workers)
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: workers)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        let late = Atomic<Int>(0)
        for call in 0..<calls {
            pool.run { worker in
                // Slow one worker now and then, so that the caller waits for the others.
                if call % 7 == worker % 7 { for _ in 0..<(1_000 * (call % 5)) { late.add(1, ordering: .relaxed) } }
                counts[worker] += worker + 1
            }
            // What every worker wrote is there when the call returns.
            #expect((0..<workers).allSatisfy { counts[$0] == (call + 1) * ($0 + 1) }, "call \(call)")
            if let pauseEvery, call % pauseEvery == 0 { Thread.sleep(forTimeInterval: 0.02) }
        }
        return Array(counts)
    }

    @Test(arguments: [1, 2, 3, 4])
    func everyWorkerRunsOncePerCall(workers: Int) {
        #expect(countRuns(workers: workers, calls: 2_000, pauseEvery: nil) == (0..<workers).map { 2_000 * ($0 + 1) })
    }

    @Test(arguments: [2, 4])
    func sleepingThreadsWakeForTheNextCall(workers: Int) {
        #expect(countRuns(workers: workers, calls: 60, pauseEvery: 3) == (0..<workers).map { 60 * ($0 + 1) })
    }

    /// Worker 0 is the caller's thread; the others are the pool's own, one each.
    @Test func workerZeroIsTheCaller() {
        let pool = WorkerPool(workers: 3)
        let caller = Thread.current
        let threads = Mutex<[Int: Thread]>([:])
        pool.run { worker in threads.withLock { $0[worker] = Thread.current } }
        let seen = threads.withLock { $0 }
        #expect(seen[0] === caller)
        #expect(seen[1] !== caller && seen[2] !== caller && seen[1] !== seen[2])
    }

    /// Pools come and go with runs: releasing one stops its threads, however long they slept.
    @Test func releasedPoolsStopTheirThreads() {
        for _ in 0..<20 {
            let pool = WorkerPool(workers: 2)
            pool.run { _ in }
        }
        let idle = WorkerPool(workers: 3)
        Thread.sleep(forTimeInterval: 0.05)
        _ = idle
    }
}
