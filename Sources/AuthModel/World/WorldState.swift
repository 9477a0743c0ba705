/// Everything there is at one instant: the app's memory (nil when it is not running), the
/// three stores, the server, the network, the device and what is left of the bounds. The
/// ghosts of a step (what it performed, what the server answered) are not stored: they follow
/// from the state before and the event, and `AuthWorld.observe(_:after:from:)` derives them, so
/// two ways of reaching the same world are one state.
@dynamicMemberLookup
public struct WorldState<Client: Hashable & Sendable>: Hashable, Sendable {
    /// The fields live in one shared, copy-on-write box: a state is copied many times per step
    /// (into the engine's pages, into each clause's judgement), and a copy is then one pointer;
    /// and "is this the very state I just observed" is a pointer comparison (`isIdentical`).
    private var box: Box

    public init(budget: Budget) {
        box = Box(WorldFields(budget: budget))
    }

    public init(_ fields: WorldFields<Client>) {
        box = Box(fields)
    }

    /// Every field at once. Hot code reads this once per step rather than going through
    /// `dynamicMember` key paths, which a generic context resolves at run time.
    public var fields: WorldFields<Client> { box.fields }

    public subscript<Value>(dynamicMember path: KeyPath<WorldFields<Client>, Value>) -> Value {
        box.fields[keyPath: path]
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<WorldFields<Client>, Value>) -> Value {
        get { box.fields[keyPath: path] }
        set { unique().fields[keyPath: path] = newValue }
        _modify {
            let box = unique()
            yield &box.fields[keyPath: path]
        }
    }

    public subscript(store: StoreName) -> Store {
        get { box.fields[store] }
        set { unique().fields[store] = newValue }
    }

    /// Whether both are the same copy of one state: true means equal; false means nothing.
    public func isIdentical(to other: WorldState) -> Bool { box === other.box }

    public static func == (lhs: WorldState, rhs: WorldState) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    private final class Box: @unchecked Sendable {
        // Mutated only through `unique()`, that is, only while no other state shares it.
        var fields: WorldFields<Client>
        init(_ fields: WorldFields<Client>) { self.fields = fields }
    }
}
