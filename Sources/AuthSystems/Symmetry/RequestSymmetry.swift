import AuthModel
import ModelChecking

/// Measures what a symmetry reduction over request slots would save in the reference design's
/// world, before anyone builds one (the speed issue's last item): how many of the states it
/// reaches are the same state up to renaming its requests, request 1 for request 2 and so on,
/// in the app's memory, the calls in flight and the effects queued alike.
///
/// It counts orbits among reachable states: a state starts a new orbit unless a renaming of it
/// was reached before; the ratio of states to orbits is what such a reduction could save at
/// most. It also checks that the orbits are a bisimulation, which a canonical form needs to be
/// sound: from a state and its renaming, each event leads to two states of one orbit. (That is
/// about the world only: each clause would also have to judge renamed states alike.)
///
/// Package-only: a benchmark's (`authcheck-bench symmetry`), not part of the library teams build
/// on. It keeps every state it visits, exactly, in a `Set` whose order reaches nothing (only
/// counts are reported): several gigabytes at three requests.
package enum RequestSymmetry {
    /// The most states a measure keeps (every one whole, so about 5 GB at this bound).
    package static let maximumStates = 8_000_000

    /// Explores the reference design's world under `options` on one worker and measures it;
    /// nil when the world holds more than `maximumStates` states, which a count of part of it
    /// would not describe.
    package static func measure(options: WorldOptions, maximumStates: Int = maximumStates) throws -> Measure? {
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        let tally = Tally(world: world)
        let property = Property<AuthWorld<ReferenceDesign>>.always("symmetry", "counts orbits") { state in
            tally.visit(state)
            return true
        }
        let result = try Checker(model: world, properties: [property], workers: 1, bounds: Bounds(maxStates: maximumStates)).run()
        return result.stoppedBy == nil ? tally.measure : nil
    }
}
