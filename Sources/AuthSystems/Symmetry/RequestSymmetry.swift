import AuthModel
import ModelChecking

/// Measures what a symmetry reduction over request slots would save in the reference design's
/// world, before anyone builds one (the speed issue's last item): how many of the states it
/// reaches are the same state up to renaming its requests, request 1 for request 2 and so on,
/// in the app's memory, the calls in flight and the effects queued alike.
///
/// It counts orbits among reachable states: a state starts a new orbit unless a renaming of it
/// was reached before; the ratio of states to orbits is what such a reduction could save at
/// most. It also counts the states from which renaming does not commute with a step, where
/// identifying renamed states would be unsound (the reference retries waiting requests in slot
/// order, so their calls queue in that order). Package-only: a
/// benchmark's (`authcheck-bench symmetry`), not part of the library teams build on. States seen
/// are kept as their 64-bit hashes (`hashValue`, seeded per process) in a `Set`, whose order
/// reaches nothing: only counts are reported, and two states sharing a hash (about one chance in
/// 10^6 at ten million states) would only merge two orbits.
package enum RequestSymmetry {
    package struct Measure: Sendable {
        /// Distinct states the world reaches.
        package var states = 0
        /// Classes of states equal up to renaming requests.
        package var orbits = 0
        /// States with a renaming different from themselves (two or more requests that differ).
        package var renameable = 0
        /// States from which some renaming does not commute with some step: where a reduction
        /// identifying renamed states would explore something other than the world.
        package var noncommuting = 0
        /// The first such state in breadth-first order, and the step (nil when the renamed state
        /// offers other events).
        package var firstNoncommuting: (state: WorldState<ReferenceClient>, event: Event?)?
    }

    /// Explores the reference design's world under `options` on one worker and measures it.
    package static func measure(options: WorldOptions) throws -> Measure {
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        let tally = Tally(world: world)
        let property = Property<AuthWorld<ReferenceDesign>>.always("symmetry", "counts orbits") { state in
            tally.visit(state)
            return true
        }
        _ = try Checker(model: world, properties: [property], workers: 1).run()
        return tally.measure
    }
}
