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
            """
    }
}
