import AuthModel
import AuthSystems

/// What a conformance run found, as `conform` prints it and a team's test shows it: the
/// coverage the suite reached and, where the implementation left its model, the first step it
/// did so (the earliest over the whole suite), each differing field as `−` the model and `+` the
/// implementation, and the trace written so it replays.
public struct ConformanceReport: Sendable {
    public let text: String
    /// The trace of the divergence, in the trace format, and where it is written.
    public let divergenceTrace: (path: String, text: String)?
    public let driverFailure: DriverFailure?

    /// The implementation matched its model at every step of every trace.
    public var conforms: Bool { divergenceTrace == nil && driverFailure == nil }

    public var exitCode: ExitCode {
        driverFailure != nil ? .modelError : divergenceTrace != nil ? .unexpectedVerdict : .success
    }

    /// `tool` is the command whose `replay` the report names for the divergence's trace.
    init(spec: Spec, system: AuthSystem, driverName: String, suite: ConformanceSuite, steps: Int,
         divergence: Divergence?, failure: (DriverFailure, ConformanceTrace, Int)?, outDirectory: String, tool: String) {
        var lines = ["\(system.name) (\(spec.path)): the implementation behind \(driverName) against its model"]
        lines.append("  suite: \(suite.traces.count) traces, \(steps) steps")
        lines.append("    committed traces: \(suite.committed)")
        lines.append("    covering: a shortest trace to each of the \(suite.pairsCovered) (screen, event kind) pairs reached "
            + "within the spec's bounds (of \(suite.pairsTotal)), and to \(suite.witnessesCovered) of \(suite.witnessesTotal) witnesses"
            + (suite.stoppedBy.map { "; exploration stopped at \($0), so more may be reachable" } ?? ""))
        lines.append("    random walks: \(suite.walks) of depth \(suite.walkDepth) (seed \(suite.seed))")
        driverFailure = failure?.0
        if let (failure, trace, step) = failure {
            lines.append("Error: \(failure)")
            let event = trace.events.indices.contains(step - 1) ? " (\(EventRecord.describe(trace.events[step - 1])))" : ""
            lines.append("  at step \(step)\(event) of \(trace.origin)")
            divergenceTrace = nil
        } else if let divergence {
            let path = "\(outDirectory)/\(system.name)/conform-\(spec.path.split(separator: "/").last.map { String($0.dropLast($0.hasSuffix(".json") ? 5 : 0)) } ?? system.name).json"
            lines.append("DIVERGES at step \(divergence.step) (\(EventRecord.describe(divergence.event))) of \(divergence.trace.origin)")
            lines += Self.diff(divergence.differences)
            lines.append("  trace: \(path) (\(divergence.step) steps; \(tool) replay shows the model's side)")
            let recorded = SpecLocation.recorded(spec.path, forTraceAt: path)
            let world: TraceDocument.World = divergence.trace.worldName.map { .named(spec: recorded, world: $0) }
                ?? .inline(spec: recorded, options: divergence.trace.options)
            let document = TraceDocument.json(
                system: system, digest: ModelDigest.of(system), world: world, clause: nil, verdict: nil,
                initial: divergence.initial, steps: divergence.modelSteps)
            divergenceTrace = (path, JSONWriter.write(document))
        } else {
            lines.append("  conforms: the implementation matches its model at every step of every trace")
            divergenceTrace = nil
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The differing fields layer by layer, as replay shows a step: `−` the model's value, `+`
    /// the implementation's; a list shows only the items one side has and the other lacks, or,
    /// when both have the same items in another order, both orders.
    static func diff(_ differences: [(field: String, model: String, implementation: String)]) -> [String] {
        let titles = ObservationRecord.layers + [("pending", "pending effects"), ("performed", "performed"), ("answered", "answered")]
        var lines: [String] = []
        var layer = ""
        for difference in differences {
            let parts = difference.field.split(separator: ".", maxSplits: 1).map(String.init)
            if parts[0] != layer {
                layer = parts[0]
                lines.append("  \(titles.first { $0.0 == layer }?.1 ?? layer)  (− the model, + the implementation)")
            }
            let label = parts.count > 1 ? "\(parts[1]): " : ""
            if let left = items(difference.model), let right = items(difference.implementation) {
                let missing = left.filter { !right.contains($0) }
                let extra = right.filter { !left.contains($0) }
                if missing.isEmpty, extra.isEmpty {
                    // The same items in another order (for pending effects, the order the world
                    // performs them in): show both orders, or the difference would print as nothing.
                    lines.append("    \(label)the same items in another order")
                    for (index, item) in left.enumerated() { lines.append("    − \(index + 1). \(item)") }
                    for (index, item) in right.enumerated() { lines.append("    + \(index + 1). \(item)") }
                }
                for item in missing { lines.append("    − \(label)\(item)") }
                for item in extra { lines.append("    + \(label)\(item)") }
            } else {
                lines.append("    − \(label)\(difference.model)")
                lines.append("    + \(label)\(difference.implementation)")
            }
        }
        return lines
    }

    /// The items of a list as a record writes it, or nil for anything else.
    static func items(_ text: String) -> [String]? {
        guard let value = try? JSONParser.parse(text), let list = value.array else { return nil }
        return list.map { $0.string ?? JSONWriter.writeCompact($0) }
    }
}
