@testable import AuthCheckKit
import AuthSystems
import Testing

/// A hand-written scenario under `traces/scenarios/`, replayed on its system: its observation
/// records, so a test can check a step against what the seed document says of it.
struct Scenario {
    let trace: ReplayedTrace
    let records: TraceRecords

    /// Replays `traces/scenarios/<name>` (for example `000/first-login.json`); the committed
    /// traces' test has already checked every recorded observation.
    init(_ name: String) throws {
        trace = try ReplayedTrace(TraceReader.load("traces/scenarios/\(name)", registry: .bundled))
        records = TraceRecords(replayed: trace)
    }

    /// The observation record after the last step.
    var end: JSONValue { records.records.last! }

    /// The observation record after step `number` (0 is the start).
    func after(_ number: Int) -> JSONValue { records.records[number] }

    /// A layer's field after the last step, as the trace writes it (`end("secure", "user_refresh_token")`).
    func end(_ layer: String, _ field: String) -> JSONValue? { end[layer]?[field] }
}
