import AuthModel
import AuthSystems
import ModelChecking

/// What `authcheck-bench subsumption` prints.
enum SubsumptionFigures {
    /// The measure's figures beside the plain search's, one per line, and the first skipped state
    /// whose step the covering state did not match, if any.
    static func text(
        _ measure: BudgetSubsumption.Measure<WorldState<ReferenceClient>, Event>, exact: Statistics, seconds: Double,
        exactSeconds: Double
    ) -> String {
        let ratio = measure.kept == 0 ? 1 : Double(exact.distinct) / Double(measure.kept)
        return """
            reference design, states with less of the budget left skipped
            distinct states          \(ProgressMeter.grouped(exact.distinct)) (depth \(exact.depth), \(Figures.fixed(exactSeconds, 2)) s)
            kept                     \(ProgressMeter.grouped(measure.kept)) (depth \(measure.depth), \(Figures.fixed(seconds, 2)) s)
            distinct / kept          \(Figures.fixed(ratio, 3)) (what skipping covered states saves)
            covered                  \(ProgressMeter.grouped(measure.covered)) (successors skipped for a kept state with more left)
            not simulated            \(ProgressMeter.grouped(measure.notSimulated)) (skipped states with a step the covering state cannot match)
            """ + (measure.firstNotSimulated.map(firstNotSimulated) ?? "")
    }

    /// The first skipped state the covering state did not match, in short: the event, and why.
    static func firstNotSimulated(
        _ first: (state: WorldState<ReferenceClient>, covering: WorldState<ReferenceClient>, action: Event, offered: Bool)
    ) -> String {
        "\nfirst not simulated     on \(first.action)"
            + (first.offered ? ", which leads to a state the covering one's successor does not cover" : ", which the covering state does not offer")
    }
}
