import AuthModel

/// One trace of a conformance suite: the events from the start, the world they run in, and
/// where the trace comes from (a committed file, a coverage goal, a walk), for the report.
struct ConformanceTrace: Sendable {
    let origin: String
    let worldName: String?
    let options: WorldOptions
    let events: [Event]
}
