/// Remembers the last observations computed, so that the many clauses judged on one state (or
/// one step) compute its observation once. It recognises a state by identity (the engine hands
/// every clause the same copy), which costs a pointer comparison where equality would compare
/// the whole world.
///
/// The engine judges properties one after another on the same state, on one thread; the cache
/// relies on that and is not safe to share between threads (hence `@unchecked Sendable`: each
/// run makes its own).
public final class ObservationCache<Design: AuthDesign>: @unchecked Sendable {
    public typealias State = WorldState<Design.Client>

    private let world: AuthWorld<Design>
    /// Two entries: the state being expanded (for step clauses) and its newest successor (for
    /// always clauses), which alternate.
    private var recent: (State, Observation)?
    private var older: (State, Observation)?
    private var step: (before: State, event: Event, after: State)?
    private var stepObservation: Observation?

    public init(world: AuthWorld<Design>) {
        self.world = world
    }

    public func observe(_ state: State) -> Observation {
        if let recent, recent.0.isIdentical(to: state) { return recent.1 }
        if let older, older.0.isIdentical(to: state) {
            swap(&self.recent, &self.older)
            return older.1
        }
        let fresh = world.observe(state)
        older = recent
        recent = (state, fresh)
        return fresh
    }

    /// The observation after a step, with the step's ghosts.
    public func observe(_ after: State, after event: Event, from before: State) -> Observation {
        if let stepObservation, let step, step.event == event, step.after.isIdentical(to: after),
           step.before.isIdentical(to: before) {
            return stepObservation
        }
        let fresh = world.observe(after, after: event, from: before)
        step = (before, event, after)
        stepObservation = fresh
        return fresh
    }
}
