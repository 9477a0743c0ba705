import Dispatch

/// Runs `body` once per worker, each on its own thread, and returns when all are done. One
/// worker runs on the calling thread. A worker's number is how it finds its own properties and
/// chunks; `concurrentPerform` ends every call before it returns, so what one round's worker
/// wrote is seen by the next round, whichever thread runs it.
///
/// `body` is not `@Sendable`: it reads the run's store and writes each worker's own output
/// buffer, which the checker keeps apart by construction (each output slot belongs to one
/// chunk; the store is written while workers run only in a pipelined round, by worker 0, while
/// the others read nothing of it: they generate from keys copied beforehand).
@inlinable
func forEachWorker(_ workers: Int, _ body: (Int) -> Void) {
    if workers == 1 {
        body(0)
    } else {
        withoutActuallyEscaping(body) { body in
            let shared = WorkerBody(run: body)
            DispatchQueue.concurrentPerform(iterations: workers) { shared.run($0) }
        }
    }
}

/// The `chunk`th of `count` contiguous, nearly equal parts of `range`.
@inlinable
func chunk(_ chunk: Int, of count: Int, _ range: Range<Int>) -> Range<Int> {
    let size = range.count
    return range.lowerBound + size * chunk / count..<range.lowerBound + size * (chunk + 1) / count
}
