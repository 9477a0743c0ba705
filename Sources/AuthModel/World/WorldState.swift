/// Everything there is at one instant: the app's memory (nil when it is not running), the
/// three stores, the server, the network, the device and what is left of the bounds. The
/// ghosts of a step (what it performed, what the server answered) are not stored: they follow
/// from the state before and the event, and `AuthWorld.observe(_:after:from:)` derives them, so
/// two ways of reaching the same world are one state.
@dynamicMemberLookup
public struct WorldState<Client: Hashable & Sendable>: Hashable, Sendable {
    /// The fields live in one shared, immutable box: a state is copied many times per step
    /// (into the engine's pages, into each clause's judgement), and a copy is then one pointer;
    /// and "is this the very state I just observed" is a pointer comparison (`isIdentical`).
    /// Changing a field puts the changed fields in a new box.
    @usableFromInline var box: Box

    @inlinable
    public init(budget: Budget) {
        box = Box(WorldFields(budget: budget))
    }

    @inlinable
    public init(_ fields: WorldFields<Client>) {
        box = Box(fields)
    }

    /// Every field at once. Hot code reads this once per step rather than going through
    /// `dynamicMember` key paths, which a generic context resolves at run time.
    @inlinable
    public var fields: WorldFields<Client> { box.fields }

    public subscript<Value>(dynamicMember path: KeyPath<WorldFields<Client>, Value>) -> Value {
        box.fields[keyPath: path]
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<WorldFields<Client>, Value>) -> Value {
        get { box.fields[keyPath: path] }
        set {
            var fields = box.fields
            fields[keyPath: path] = newValue
            box = Box(fields)
        }
    }

    public subscript(store: StoreName) -> Store {
        get { box.fields[store] }
        set {
            var fields = box.fields
            fields[store] = newValue
            box = Box(fields)
        }
    }

    /// Whether both are the same copy of one state: true means equal; false means nothing.
    @inlinable
    public func isIdentical(to other: WorldState) -> Bool { box === other.box }

    @inlinable
    public static func == (lhs: WorldState, rhs: WorldState) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    @inlinable
    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    @usableFromInline typealias Box = FieldsBox<WorldFields<Client>>
}
