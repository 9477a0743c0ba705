import AuthSystems
import Foundation

/// What `authcheck-bench symmetry` prints.
enum SymmetryFigures {
    static func text(_ measure: RequestSymmetry.Measure, seconds: Double) -> String {
        let ratio = measure.orbits == 0 ? 1 : Double(measure.states) / Double(measure.orbits)
        return """
            reference design, requests renamed
            distinct states          \(measure.states.formatted())
            with another renaming    \(measure.renameable.formatted())
            orbits                   \(measure.orbits.formatted())
            not commuting            \(measure.noncommuting.formatted()) (states where a renaming and a step do not commute)
            states / orbits          \(String(format: "%.3f", ratio)) (at most what a symmetry reduction saves)
            wall time                \(String(format: "%.2f", seconds)) s
            """
    }
}
