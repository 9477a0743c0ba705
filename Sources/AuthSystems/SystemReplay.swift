import AuthModel
import ModelChecking

/// Events replayed on a system, in the shared vocabulary: the observation at the start, each
/// event taken with the observation after it, where the events stopped being enabled, and the
/// verdict of the clause asked about on the path.
public struct SystemReplay: Sendable {
    public let initial: Observation
    /// One per event taken; shorter than the events when one was not enabled.
    public let steps: [(event: Event, observation: Observation)]
    /// The index in the events of the first one the world did not enable, if any.
    public let disabledEvent: Int?
    /// The events the world enabled where the replay stopped (after the last step taken).
    public let enabledAtStop: [Event]
    /// The clause's verdict on the path; nil when no clause was asked about, the clause cannot
    /// be judged, or an event was not enabled.
    public let verdict: PathVerdict?

    @usableFromInline
    init(
        initial: Observation, steps: [(event: Event, observation: Observation)], disabledEvent: Int?,
        enabledAtStop: [Event], verdict: PathVerdict?
    ) {
        self.initial = initial
        self.steps = steps
        self.disabledEvent = disabledEvent
        self.enabledAtStop = enabledAtStop
        self.verdict = verdict
    }

    /// `@inlinable` with `AuthSystem.init`: judging a `recover` clause on a path searches the
    /// world from its states, in the design's specialized code.
    @inlinable
    static func run<Design: AuthDesign>(
        _ design: Design, options: WorldOptions, events: [Event], clause: Clause?
    ) -> SystemReplay {
        let world = AuthWorld(design: design, options: options)
        var state = world.initialStates[0]
        var path: [TraceStep<AuthWorld<Design>>] = []
        var steps: [(event: Event, observation: Observation)] = []
        var enabled: [Event] = []
        var disabled: Int?
        for (index, event) in events.enumerated() {
            enabled.removeAll(keepingCapacity: true)
            world.actions(in: state, into: &enabled)
            guard enabled.contains(event), let successor = world.next(after: state, on: event) else {
                disabled = index
                break
            }
            steps.append((event, world.observe(successor, after: event, from: state)))
            path.append(TraceStep(action: event, state: successor))
            state = successor
        }
        enabled.removeAll()
        world.actions(in: state, into: &enabled)
        var verdict: PathVerdict?
        if disabled == nil, let clause, let property = clause.property(in: world, cache: ObservationCache(world: world)) {
            verdict = property.judge(path: Trace(initialState: world.initialStates[0], steps: path), of: world)
        }
        return SystemReplay(
            initial: world.observe(world.initialStates[0]), steps: steps, disabledEvent: disabled,
            enabledAtStop: enabled.filter { world.next(after: state, on: $0) != nil }, verdict: verdict)
    }
}
