import AuthSystems
import Dispatch
import ModelChecking
import Synchronization

/// Explores the worlds of several specs, up to `workers` at a time, and hands back each spec's
/// reports in the specs' order and each spec's worlds' order, whatever order they finished in:
/// what is printed and written from them is then the same for any number of workers.
///
/// A spec's worlds share one deadline when its limits bound time: the clock starts when the
/// first of its worlds does, and each world gets what is left of `maxSeconds`.
struct SpecExploration {
    /// A spec's worlds, each explored or failed.
    typealias Reports = [(world: String, report: Result<SystemReport, ModelCheckingError>)]

    let workers: Int
    /// With one worker, every world reports through this meter; with more, each world
    /// explored at the same time as others has a meter of its own, as a meter is not shared
    /// between threads.
    let progress: ProgressMeter?
    /// Fingerprint mode for every world (`Checker.storesFingerprints`).
    var fingerprints = false
    /// When a spec's first world starts: the clock, except in a test of the shared deadline.
    var now: @Sendable () -> ContinuousClock.Instant = { .now }

    /// Each spec's reports, in order. A world of a spec whose earlier world failed may still be
    /// explored (the failure is reported, in order, by the caller).
    func run(_ specs: [(spec: Spec, system: AuthSystem)]) -> [Reports] {
        let jobs = specs.indices.flatMap { number in specs[number].spec.worlds.indices.map { (number, $0) } }
        let starts = Mutex([ContinuousClock.Instant?](repeating: nil, count: specs.count))
        let finished = Mutex([Result<SystemReport, ModelCheckingError>?](repeating: nil, count: jobs.count))
        let next = Mutex(0)
        let progress = workers == 1 || jobs.count == 1 ? self.progress : nil
        let now = self.now
        let ownMeters = workers > 1 && jobs.count > 1 && self.progress != nil
        // Every world's engine gets every worker too: while several worlds run they share the
        // cores, and the last world left (often the largest) still uses them all.
        let engineWorkers = workers, fingerprints = fingerprints
        let work: @Sendable () -> Void = {
            while true {
                let job = next.withLock { (index: inout Int) -> Int? in
                    defer { index += 1 }
                    return index < jobs.count ? index : nil
                }
                guard let job else { return }
                let (number, worldIndex) = jobs[job]
                let (spec, system) = specs[number]
                let world = spec.worlds[worldIndex]
                let deadline = starts.withLock { starts in
                    if starts[number] == nil { starts[number] = now() }
                    return spec.limits.maxSeconds.map { starts[number]! + .seconds($0) }
                }
                let run = SystemRun(
                    options: world.options, clauses: world.clauses, bounds: spec.limits,
                    progress: ownMeters ? ProgressMeter() : progress, workers: engineWorkers, deadline: deadline,
                    fingerprints: fingerprints)
                let report = Result { () throws(ModelCheckingError) in try system.check(run) }
                finished.withLock { $0[job] = report }
            }
        }
        if workers == 1 || jobs.count < 2 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<min(workers, jobs.count) {
                DispatchQueue.global().async(group: group, execute: work)
            }
            group.wait()
        }
        let reports = finished.withLock { $0 }
        var job = 0
        return specs.map { spec, _ in
            spec.worlds.map { world in
                defer { job += 1 }
                return (world.name, reports[job]!)
            }
        }
    }
}
