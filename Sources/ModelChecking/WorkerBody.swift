/// A worker's body handed to Dispatch's pool. `@unchecked Sendable` because what it touches is
/// kept apart by the checker's rounds, not by types (see `forEachWorker`).
@usableFromInline
struct WorkerBody: @unchecked Sendable {
    @usableFromInline let run: (Int) -> Void

    @inlinable init(run: @escaping (Int) -> Void) { self.run = run }
}
