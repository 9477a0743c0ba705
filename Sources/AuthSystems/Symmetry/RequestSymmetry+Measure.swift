import AuthModel

extension RequestSymmetry {
    /// What `measure` counts.
    package struct Measure: Sendable {
        /// Distinct states the world reaches.
        package var states = 0
        /// Classes of states equal up to renaming requests.
        package var orbits = 0
        /// States with a renaming different from themselves (two or more requests that differ).
        package var renameable = 0
        /// States from which a renaming and a step lead out of the step's orbit: the renamed
        /// state's successor is no renaming of the state's. Where there is one, identifying
        /// renamed states would explore something other than the world.
        package var leavingOrbit = 0
        /// The first such state in breadth-first order, and the step (nil when the renamed state
        /// offers other events).
        package var firstLeavingOrbit: (state: WorldState<ReferenceClient>, event: Event?)?
    }
}
