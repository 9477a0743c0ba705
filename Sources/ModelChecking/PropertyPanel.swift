/// Properties judged together: one call per state and one per step gives the verdict of every
/// member, where calling each member's own closure would repeat what they share (observing the
/// state, deriving the step's facts) once per member, and pay a call and a "have I seen this
/// state" check per member.
///
/// The exhaustive checker asks the panel, once per state and step, for its members that are
/// still undecided; the simulator, the shrinker and trace replay call the members' own closures.
/// The two must agree: bit `member` of what `judgeState` writes is what that member's `always`
/// or `reach` closure answers on the state (for a `recover` property's two members, what its
/// `from` and its `to` answer), and of what `judgeStep` writes, what its `step` closure answers
/// on the step. The checker asks about every new state while a `recover` member is in the list:
/// recovery is decided after exploring, from each state's two bits. A panel may skip members the
/// checker has stopped asking about (their bits are then not read). With `Checker(makeProperties:)` each worker's list has its own
/// panel, called from one thread at a time, so a panel may keep caches that are not thread-safe;
/// with `Checker(properties:)` every worker calls the one panel at once, so it must be
/// thread-safe. A list of properties has at most one panel.
public final class PropertyPanel<M: Model>: Sendable {
    /// Members are numbered `0..<memberCount`.
    public let memberCount: Int
    @usableFromInline let judgeState: @Sendable (M.State, inout PanelVerdicts) -> Void
    @usableFromInline let judgeStep: @Sendable (M.State, M.Action, M.State, inout PanelVerdicts) -> Void

    @inlinable
    public init(
        memberCount: Int,
        judgeState: @escaping @Sendable (M.State, inout PanelVerdicts) -> Void,
        judgeStep: @escaping @Sendable (M.State, M.Action, M.State, inout PanelVerdicts) -> Void
    ) {
        self.memberCount = memberCount
        self.judgeState = judgeState
        self.judgeStep = judgeStep
    }
}
