import AuthModel
import AuthSystems
import ModelChecking

/// What `authcheck-bench symmetry` prints.
enum SymmetryFigures {
    static func text(_ measure: RequestSymmetry.Measure, seconds: Double) -> String {
        let ratio = measure.orbits == 0 ? 1 : Double(measure.states) / Double(measure.orbits)
        return """
            reference design, requests renamed
            distinct states          \(ProgressMeter.grouped(measure.states))
            with another renaming    \(ProgressMeter.grouped(measure.renameable))
            orbits                   \(ProgressMeter.grouped(measure.orbits))
            states / orbits          \(Figures.fixed(ratio, 3)) (at most what a symmetry reduction saves)
            leaving the orbit        \(ProgressMeter.grouped(measure.leavingOrbit)) (states where a renaming and a step end in two orbits)
            wall time                \(Figures.fixed(seconds, 2)) s
            """ + (measure.firstLeavingOrbit.map(firstLeaving) ?? "")
    }

    /// The first state leaving its orbit, in short: the step, the requests in memory, the calls.
    static func firstLeaving(_ first: (state: WorldState<ReferenceClient>, event: Event?)) -> String {
        let fields = first.state.fields
        let calls = fields.calls.map { "\($0.call)" + ($0.orphaned ? " (orphaned)" : "") }
        return "\nfirst leaving it        on \(first.event.map { "\($0)" } ?? "other events offered"), "
            + "\(fields.client.map { "\($0.requestCount) requests in memory" } ?? "no app running"), "
            + "calls in flight: \(calls.isEmpty ? "none" : calls.joined(separator: ", "))"
    }
}
