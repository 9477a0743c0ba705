/// How a clause is judged, on observations and events only.
public enum ClauseKind: Sendable {
    case always(@Sendable (Observation) -> Bool)
    case step(@Sendable (Observation, Event, Observation) -> Bool)
    /// A witness: some reachable observation satisfies it.
    case reach(@Sendable (Observation) -> Bool)
    /// From every observation matching `from`, one matching `to` is reachable without an event
    /// that `without` accepts.
    case recover(from: @Sendable (Observation) -> Bool, to: @Sendable (Observation) -> Bool,
                 without: @Sendable (Event) -> Bool)
    /// Outside what exploration can judge; the reason says why.
    case unjudgeable(reason: String)

    public var name: String {
        switch self {
        case .always: "always"
        case .step: "step"
        case .reach: "reach"
        case .recover: "recover"
        case .unjudgeable: "not judged"
        }
    }
}
