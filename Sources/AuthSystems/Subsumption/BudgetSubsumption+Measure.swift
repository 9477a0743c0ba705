extension BudgetSubsumption {
    /// What `measure` counts.
    package struct Measure<State, Action> {
        /// States the search kept and expanded: what a search with subsumption would visit.
        package var kept = 0
        /// Successors skipped because a kept state covers them with more left of some count.
        /// An exact repeat of a state still kept is not counted; a repeat of one that a later
        /// state has since covered (and replaced in the list) is.
        package var covered = 0
        /// The search's depth: levels of kept states.
        package var depth = 0
        /// Skipped states from which some event of theirs is not one of the covering state's,
        /// or leads to a state the covering state's successor does not cover. Where there is
        /// one, the world is not monotone in the counts, and skipping is not shown sound.
        package var notSimulated = 0
        /// The first such state in the search's order, the state covering it, and the event
        /// and whether the covering state offers it.
        package var firstNotSimulated: (state: State, covering: State, action: Action, offered: Bool)?
    }
}
