import ModelChecking

/// Measures what a budget subsumption would save, before anyone builds one (the speed issue's
/// widest world holds 188 million states, where its target is a few million): how many states a
/// breadth-first search would still visit if it skipped every state that a state already
/// visited, at the same or a lower depth, covers.
///
/// A state covers another when the two differ only in what is left of the world's counts
/// (`counts`), and it has at least as much of each left. If the world is monotone in those
/// counts (with more left, every event still possible is possible, and leads to a state the
/// same but for having at least as much left), then from the covering state every path of the
/// covered one can be walked, event for event, through states that each differ only in having
/// more left. A clause that reads none of those counts then judges the two paths alike, and the
/// covering state is reached no later: the first violation breadth-first keeps its depth.
/// (`recover` clauses are not covered by this: with more left, a state can recover by a path
/// the covered one lacks; nor `deadlockFree` properties: a state with nothing left to do can be
/// covered by one that still has something.)
///
/// The measure also checks the first step of that walk on every state it skips
/// (`Measure.notSimulated`): each event of the skipped state must be one of the covering
/// state's, and lead to two states of which the covering one's covers the other. States
/// reached only through skipped ones are never checked: the check can find a world that is not
/// monotone, not show that one is.
///
/// Generic over the model, so that a small model can show it count, and break the check, in
/// tests. Package-only: a benchmark's (`authcheck-bench subsumption`). Its dictionary of kept
/// states is only looked up, never walked: the counts are the same on every run.
package enum BudgetSubsumption {
    /// The most states a measure keeps by default: each one's rest whole, as the dictionary's
    /// key, with its counts (the process held 8.1 GB when a search of the reference's widest
    /// world stopped at this bound).
    package static let maximumStates = 12_000_000

    /// Searches `model` breadth-first, skipping each covered state. `split` gives a state's
    /// part that must be equal (its `rest`) and its `counts`, each of the same length; `join`
    /// is its inverse. Nil when the search would keep more than `maximumStates` states: it stops
    /// there.
    package static func measure<M: Model, Rest: Hashable>(
        _ model: M, maximumStates: Int = maximumStates, split: @escaping (M.State) -> (rest: Rest, counts: [UInt8]),
        join: @escaping (Rest, [UInt8]) -> M.State
    ) -> Measure<M.State, M.Action>? {
        var search = Search(model: model, split: split, join: join)
        return search.run(maximumStates: maximumStates) ? search.measure : nil
    }
}
