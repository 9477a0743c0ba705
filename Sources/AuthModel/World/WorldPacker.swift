import ModelChecking

/// Turns a state of the world into a `PackedWorld` and back, exactly: each component is
/// interned in a table of its own (`InternTable`) and the state keeps its number.
///
/// The world's fields are listed once, in `visitFields`, which both directions walk: a new
/// field of `WorldFields` is one line there (and a slot of `PackedWorld`, of which two are
/// free). The three stores share a table, as their contents look alike.
///
/// One packer serves one exploration, shared by its workers (`AuthWorld.makePacker()`); what
/// its tables hold counts toward the memory bound as stored states claim it.
public final class WorldPacker<Client: Hashable & Sendable>: StatePacker {
    @usableFromInline let clients: InternTable<Client?>
    @usableFromInline let stores = InternTable<Store>()
    @usableFromInline let servers = InternTable<Server>()
    @usableFromInline let calls = InternTable<Slots<InFlightCall>>(hash: ComponentHash.calls)
    @usableFromInline let pending = InternTable<Slots<PendingEffect>>(hash: ComponentHash.pending)
    @usableFromInline let devices = InternTable<Device>()
    @usableFromInline let budgets = InternTable<Budget>(hash: ComponentHash.budget)
    /// A world to unpack into and to pass as `besides` where there is no state packed before:
    /// made once, as making one (its budget from default options) allocates.
    @usableFromInline let blank = WorldFields<Client>(budget: Budget(WorldOptions()))

    /// `clientHeapBytes` estimates what a client state points to (its arrays, strings, boxes),
    /// for the memory bound; a client of plain fields points to nothing.
    @inlinable
    public init(clientHeapBytes: @escaping @Sendable (Client) -> Int = { _ in 0 }) {
        clients = InternTable(heapBytes: { $0.map(clientHeapBytes) ?? 0 })
    }

    /// Every field of the world, in slot order. Packing reads each into its slot; unpacking
    /// writes each back from its slot.
    /// `other` is a state packed before whose fields a packing may reuse (`blank` where there is
    /// none, and the visitor ignores it).
    @inlinable
    func visitFields(
        _ fields: inout WorldFields<Client>, besides other: WorldFields<Client>, _ visitor: inout some WorldFieldVisitor
    ) {
        visitor.visit(&fields.client, besides: other.client, in: clients)
        visitor.visit(&fields.secure, besides: other.secure, in: stores)
        visitor.visit(&fields.fastCache, besides: other.fastCache, in: stores)
        visitor.visit(&fields.asyncStorage, besides: other.asyncStorage, in: stores)
        visitor.visit(&fields.server, besides: other.server, in: servers)
        visitor.visit(&fields.calls, besides: other.calls, in: calls)
        visitor.visit(&fields.pending, besides: other.pending, in: pending)
        visitor.visit(&fields.device, besides: other.device, in: devices)
        visitor.visit(&fields.budget, besides: other.budget, in: budgets)
        visitor.visit(&fields.requestsMade)
        visitor.visit(&fields.overflowed)
    }

    @inlinable
    public func pack(_ state: WorldState<Client>) -> PackedWorld {
        var fields = state.fields
        var packing = Packing()
        visitFields(&fields, besides: blank, &packing)
        return packing.packed
    }

    /// `state` packed, reusing the numbers of `parent` (packed as `parentPacked`) for the
    /// components the two share: a step changes a few components, and comparing the others is
    /// far cheaper than interning them (hashing the whole component, probing, locking).
    @inlinable
    public func pack(_ state: WorldState<Client>, besides parent: WorldState<Client>, packed parentPacked: PackedWorld) -> PackedWorld {
        var fields = state.fields
        var packing = Packing(besides: parentPacked)
        // The parent's fields are only read: borrowed from its box, not copied out of it.
        visitFields(&fields, besides: parent.box.fields, &packing)
        return packing.packed
    }

    @inlinable
    public func unpack(_ packed: PackedWorld) -> WorldState<Client> {
        var fields = blank
        var unpacking = Unpacking(packed: packed)
        visitFields(&fields, besides: blank, &unpacking)
        return WorldState(fields)
    }

    /// Bytes the tables hold for the components of `packed` no stored state claimed before;
    /// claims them (`InternTable.claim(_:)`).
    @inlinable
    public func claim(_ packed: PackedWorld) -> Int {
        var claiming = Claiming(packed: packed, counts: true)
        var fields = blank
        visitFields(&fields, besides: blank, &claiming)
        return claiming.bytes
    }

    /// What `claim(packed)` would count, without claiming.
    @inlinable
    public func unclaimedBytes(_ packed: PackedWorld) -> Int {
        var claiming = Claiming(packed: packed, counts: false)
        var fields = blank
        visitFields(&fields, besides: blank, &claiming)
        return claiming.bytes
    }

    @usableFromInline
    struct Packing: WorldFieldVisitor {
        @usableFromInline var packed = PackedWorld()
        @usableFromInline var slot = 0
        /// The packing of the state whose fields come as `besides`, if there is one.
        @usableFromInline let other: PackedWorld
        @usableFromInline let reuses: Bool

        @inlinable init() {
            other = PackedWorld()
            reuses = false
        }

        @inlinable init(besides other: PackedWorld) {
            self.other = other
            reuses = true
        }

        @inlinable
        mutating func visit<Value>(_ value: inout Value, besides: Value, in table: InternTable<Value>) {
            if reuses, besides == value {
                store(other[slot])
            } else {
                store(table.number(of: value))
            }
        }

        @inlinable
        mutating func visit(_ value: inout UInt8) { store(UInt32(value)) }

        @inlinable
        mutating func visit(_ value: inout Bool) { store(value ? 1 : 0) }

        @inlinable
        mutating func store(_ number: UInt32) {
            precondition(slot < PackedWorld.slotCount, "more world fields than PackedWorld has slots")
            packed[slot] = number
            slot += 1
        }
    }

    @usableFromInline
    struct Unpacking: WorldFieldVisitor {
        @usableFromInline let packed: PackedWorld
        @usableFromInline var slot = 0

        @inlinable init(packed: PackedWorld) { self.packed = packed }

        @inlinable
        mutating func visit<Value>(_ value: inout Value, besides: Value, in table: InternTable<Value>) {
            value = table.value(numbered: next())
        }

        @inlinable
        mutating func visit(_ value: inout UInt8) { value = UInt8(truncatingIfNeeded: next()) }

        @inlinable
        mutating func visit(_ value: inout Bool) { value = next() != 0 }

        @inlinable
        mutating func next() -> UInt32 {
            defer { slot += 1 }
            return packed[slot]
        }
    }

    @usableFromInline
    struct Claiming: WorldFieldVisitor {
        @usableFromInline let packed: PackedWorld
        @usableFromInline let counts: Bool
        @usableFromInline var slot = 0
        @usableFromInline var bytes = 0

        @inlinable init(packed: PackedWorld, counts: Bool) {
            self.packed = packed
            self.counts = counts
        }

        @inlinable
        mutating func visit<Value>(_ value: inout Value, besides: Value, in table: InternTable<Value>) {
            bytes += counts ? table.claim(packed[slot]) : table.unclaimedBytes(packed[slot])
            slot += 1
        }

        @inlinable
        mutating func visit(_ value: inout UInt8) { slot += 1 }

        @inlinable
        mutating func visit(_ value: inout Bool) { slot += 1 }
    }
}
