/// Remembers the last observations computed, so that the many clauses judged on one state (or
/// one step) compute its observation once. It recognises a state by identity (the engine hands
/// every clause the same copy), which costs a pointer comparison where equality would compare
/// the whole world. An observation an entry drops is written over with the next one when no one
/// else holds it (`AuthWorld.observe(_:performed:answered:into:)`), rather than freed.
///
/// The engine judges properties one after another on the same state, on one thread; the cache
/// relies on that and is not safe to share between threads (hence `@unchecked Sendable`: each
/// run makes its own).
///
/// `@inlinable`, as the clauses' properties call it for every clause on every state from the
/// design's specialized engine. Its entries live in memory the cache allocates and frees itself,
/// reached through a `let`: a hundred lookups per state then pay for no dynamic exclusivity
/// check, which a `var` of a class would need once this code runs in another module.
public final class ObservationCache<Design: AuthDesign>: @unchecked Sendable {
    public typealias State = WorldState<Design.Client>

    @usableFromInline
    struct Entries {
        /// Two entries: the state being expanded (for step clauses) and its newest successor
        /// (for always clauses), which alternate. Field by field, not `(State, Observation)?`:
        /// a lookup then compares the state in place, where reading a tuple out copied it and
        /// retained and released both its parts on every call.
        @usableFromInline var recentState: State?
        @usableFromInline var recentObservation: Observation?
        @usableFromInline var olderState: State?
        @usableFromInline var olderObservation: Observation?
        @usableFromInline var step: (before: State, event: Event, after: State)?
        @usableFromInline var stepObservation: Observation?

        @inlinable init() {}
    }

    @usableFromInline let world: AuthWorld<Design>
    @usableFromInline let entries: UnsafeMutablePointer<Entries>

    @inlinable
    public init(world: AuthWorld<Design>) {
        self.world = world
        entries = .allocate(capacity: 1)
        entries.initialize(to: Entries())
    }

    @inlinable
    deinit {
        entries.deinitialize(count: 1)
        entries.deallocate()
    }

    @inlinable
    public func observe(_ state: State) -> Observation {
        if entries.pointee.recentState?.isIdentical(to: state) ?? false, let observation = entries.pointee.recentObservation {
            return observation
        }
        if entries.pointee.olderState?.isIdentical(to: state) ?? false, let observation = entries.pointee.olderObservation {
            swap(&entries.pointee.recentState, &entries.pointee.olderState)
            swap(&entries.pointee.recentObservation, &entries.pointee.olderObservation)
            return observation
        }
        // The older entry's observation is written over when nothing else holds it. The entries
        // move by swaps: an assignment out of `pointee` copies (a retain and a release each).
        var spare: Observation?
        swap(&spare, &entries.pointee.olderObservation)
        swap(&entries.pointee.olderObservation, &entries.pointee.recentObservation)
        swap(&entries.pointee.olderState, &entries.pointee.recentState)
        entries.pointee.recentState = nil
        let fresh = world.observe(state, performed: nil, answered: nil, into: &spare)
        entries.pointee.recentState = state
        entries.pointee.recentObservation = fresh
        return fresh
    }

    /// The observation after a step, with the step's ghosts.
    @inlinable
    public func observe(_ after: State, after event: Event, from before: State) -> Observation {
        if let stepObservation = entries.pointee.stepObservation, let step = entries.pointee.step,
           step.event == event, step.after.isIdentical(to: after), step.before.isIdentical(to: before) {
            return stepObservation
        }
        var spare = entries.pointee.stepObservation
        entries.pointee.stepObservation = nil
        let fresh = world.observe(after, after: event, from: before, into: &spare)
        entries.pointee.step = (before, event, after)
        entries.pointee.stepObservation = fresh
        return fresh
    }
}
