/// A named claim about a model, judged by exhaustive exploration or by simulation.
///
/// The ID is stable: reports, traces and specs name a property by it, never by its position.
public struct Property<M: Model>: Sendable {
    public let id: String
    public let title: String
    public let kind: PropertyKind<M>
    /// The panel that judges this property with others, and its member number there; the
    /// exhaustive checker then asks the panel instead of calling `kind`'s closure. For a
    /// `recover` property, the member answers `from`, and `recoveredMember` answers `to`.
    public let panel: (panel: PropertyPanel<M>, member: Int)?
    /// For a `recover` property judged by a panel: the member whose bit answers `to`.
    public let recoveredMember: Int?

    @inlinable
    public init(id: String, title: String, kind: PropertyKind<M>) {
        self.id = id
        self.title = title
        self.kind = kind
        self.panel = nil
        self.recoveredMember = nil
    }

    @inlinable
    init(
        id: String, title: String, kind: PropertyKind<M>, panel: (panel: PropertyPanel<M>, member: Int)?,
        recoveredMember: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.panel = panel
        self.recoveredMember = recoveredMember
    }

    /// This property, judged by `panel` as its member `member` during exhaustive exploration.
    /// Only `always`, `reach` and `step` properties join this way; a `recover` property joins
    /// with `judged(by:from:to:)`.
    @inlinable
    public func judged(by panel: PropertyPanel<M>, as member: Int) -> Property {
        switch kind {
        case .always, .reach, .step: break
        case .recover, .deadlockFree:
            preconditionFailure("only always, reach and step properties join a panel as one member")
        }
        precondition((0..<panel.memberCount).contains(member), "member \(member) is outside the panel")
        return Property(id: id, title: title, kind: kind, panel: (panel, member))
    }

    /// This `recover` property, its `from` and `to` answered by `panel`'s members `from` and `to`
    /// on every new state during exhaustive exploration (its `without` is still called on each
    /// action). A panel that observes each state once then answers every condition from that
    /// one observation, where each closure would be called on its own.
    @inlinable
    public func judged(by panel: PropertyPanel<M>, from: Int, to: Int) -> Property {
        guard case .recover = kind else { preconditionFailure("only a recover property joins a panel with two members") }
        precondition((0..<panel.memberCount).contains(from), "member \(from) is outside the panel")
        precondition((0..<panel.memberCount).contains(to), "member \(to) is outside the panel")
        precondition(from != to, "a recover property's from and to are two members")
        return Property(id: id, title: title, kind: kind, panel: (panel, from), recoveredMember: to)
    }

    /// Holds in every reachable state.
    @inlinable
    public static func always(
        _ id: String, _ title: String, _ holds: @escaping @Sendable (M.State) -> Bool
    ) -> Property {
        Property(id: id, title: title, kind: .always(holds))
    }

    /// Holds for every transition: the state before, the action, the state after.
    @inlinable
    public static func step(
        _ id: String, _ title: String,
        _ holds: @escaping @Sendable (M.State, M.Action, M.State) -> Bool
    ) -> Property {
        Property(id: id, title: title, kind: .step(holds))
    }

    /// Some reachable state satisfies `isWitness`: the situation the property names arises.
    @inlinable
    public static func reach(
        _ id: String, _ title: String, _ isWitness: @escaping @Sendable (M.State) -> Bool
    ) -> Property {
        Property(id: id, title: title, kind: .reach(isWitness))
    }

    /// From every reachable state matching `from`, some state matching `to` is reachable
    /// using only actions for which `isExcluded` is false ("AG(P -> EF Q)" without E).
    @inlinable
    public static func recover(
        _ id: String, _ title: String,
        from: @escaping @Sendable (M.State) -> Bool,
        to: @escaping @Sendable (M.State) -> Bool,
        without isExcluded: @escaping @Sendable (M.Action) -> Bool = { _ in false }
    ) -> Property {
        Property(id: id, title: title, kind: .recover(from: from, to: to, without: isExcluded))
    }

    /// No reachable state without an enabled action, except those `isEndState` accepts.
    @inlinable
    public static func deadlockFree(
        _ id: String, _ title: String,
        endStates isEndState: @escaping @Sendable (M.State) -> Bool = { _ in false }
    ) -> Property {
        Property(id: id, title: title, kind: .deadlockFree(endStates: isEndState))
    }
}
