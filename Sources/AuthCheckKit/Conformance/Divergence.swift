import AuthModel

/// Where an implementation first leaves its model on a trace: the step, its event, and each
/// field of the observation that differs, the model's value against the implementation's.
struct Divergence: Sendable {
    let trace: ConformanceTrace
    /// 1-based; the events up to and including it are the diverging trace.
    let step: Int
    let event: Event
    let differences: [(field: String, model: String, implementation: String)]
    /// The model's observations along the diverging prefix, so the trace it writes replays.
    let initial: Observation
    let modelSteps: [(event: Event, observation: Observation)]
}
