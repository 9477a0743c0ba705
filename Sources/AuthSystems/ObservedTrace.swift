import AuthModel
import ModelChecking

/// A trace in the shared vocabulary: the observation at the start, then each event with the
/// observation after it (ghosts included).
public struct ObservedTrace: Sendable {
    public let initial: Observation
    public let steps: [(event: Event, observation: Observation)]

    @inlinable
    init<Design: AuthDesign>(_ trace: Trace<AuthWorld<Design>>, world: AuthWorld<Design>) {
        initial = world.observe(trace.initialState)
        var before = trace.initialState
        var steps: [(event: Event, observation: Observation)] = []
        for step in trace.steps {
            steps.append((step.action, world.observe(step.state, after: step.action, from: before)))
            before = step.state
        }
        self.steps = steps
    }
}
