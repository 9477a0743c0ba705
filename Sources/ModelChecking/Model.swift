/// A system under check: its initial states and, for any state, its actions and their outcomes.
///
/// This protocol, `Property` and `Verdict` are the whole contract between a model and the engine.
///
/// Determinism rules, which the engine relies on and checks where it can:
/// - `actions(in:into:)` appends the same actions in the same order every time it is given the
///   same state. The engine records only *the index* of the action that reached a state and
///   rebuilds every trace by replaying those indices; a model that breaks this rule is reported
///   as nondeterministic, naming the step where the replay disagreed (or, where the store kept
///   no key to compare with, the trace's last step, which no longer shows what was found).
/// - `next(after:on:)` is a pure function of its arguments.
/// - Nothing a model returns may depend on `Hasher`'s per-process seed or on the iteration order
///   of a `Set` or `Dictionary`. The engine itself hashes states only to find duplicates: the
///   order of exploration is the order in which actions are listed, never the order of a hash
///   table, so results are byte-identical from run to run and machine to machine.
///
/// Threads: a checker with more than one worker calls `actions(in:into:)`, `next(after:on:)`
/// and `heapBytes(of:)` from several threads at once, so they must not share mutable state
/// without a lock (pure functions of their arguments, as the rules above ask, are safe). Property
/// closures follow `Checker`'s contract: shared ones must be thread-safe; ones made per worker
/// by `Checker(model:workers:…makeProperties:)` are only ever called by their own worker.
///
/// States should be small values that are cheap to hash and compare (enums, Bools, small
/// integers, fixed slots): the engine stores every distinct state it visits. A state that adopts
/// `CompactState` is stored as its packed words alone.
public protocol Model: Sendable {
    associatedtype State: Hashable & Sendable
    associatedtype Action: Hashable & Sendable

    var initialStates: [State] { get }

    /// Appends the actions enabled in `state`, always in the same order for the same state.
    ///
    /// It may also append actions that `next(after:on:)` then finds disabled; such an action
    /// yields no successor and is not counted as generated.
    func actions(in state: State, into actions: inout [Action])

    /// The state after `action`, or nil where the action turns out to be disabled.
    func next(after state: State, on action: Action) -> State?

    /// Bytes `state` holds outside its own inline size (boxes, arrays, strings it points to),
    /// so that `Bounds.maxMemoryBytes` counts what the engine really holds. Called once per
    /// distinct state stored; must be deterministic (the same for the same state on every
    /// machine), or the memory bound would stop at different states. An estimate is fine; the
    /// default, 0, suits states that are plain values. Not called for a `CompactState`, which
    /// the engine stores packed.
    func heapBytes(of state: State) -> Int
}

extension Model {
    @inlinable
    public func heapBytes(of state: State) -> Int { 0 }

    /// The enabled actions of `state` with their successors, in the model's order.
    @inlinable
    public func successors(of state: State) -> [(action: Action, state: State)] {
        var actions: [Action] = []
        self.actions(in: state, into: &actions)
        return actions.compactMap { action in next(after: state, on: action).map { (action, $0) } }
    }
}
