/// The contents of a `WorldState`: the app's memory (nil when it is not running), the three
/// stores, the server, the network, the device and what is left of the bounds.
public struct WorldFields<Client: Hashable & Sendable>: Hashable, Sendable {
    public var client: Client?
    public var secure = Store()
    public var fastCache = Store()
    public var asyncStorage = Store()
    public var server = Server()
    public var calls = Slots<InFlightCall>()
    public var pending = Slots<PendingEffect>()
    public var device = Device()
    public var budget: Budget
    /// Requests this process made so far; the next is number `requestsMade + 1`.
    public var requestsMade: UInt8 = 0
    /// Set while a step's effects do not fit the queue; such a step is not explored, so no
    /// stored state has it set.
    @usableFromInline var overflowed = false

    @inlinable
    init(budget: Budget) {
        self.budget = budget
    }

    // `==` and `hash(into:)` are written out, field by field in declaration order as the
    // synthesized ones would be, because a synthesized conformance is not `@inlinable`: the
    // engine hashes and compares states at every step, and for a design in another module it
    // would otherwise run this generic type's unspecialized code. A new field goes in both.

    @inlinable
    public static func == (lhs: WorldFields, rhs: WorldFields) -> Bool {
        lhs.client == rhs.client && lhs.secure == rhs.secure && lhs.fastCache == rhs.fastCache
            && lhs.asyncStorage == rhs.asyncStorage && lhs.server == rhs.server && lhs.calls == rhs.calls
            && lhs.pending == rhs.pending && lhs.device == rhs.device && lhs.budget == rhs.budget
            && lhs.requestsMade == rhs.requestsMade && lhs.overflowed == rhs.overflowed
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(client)
        hasher.combine(secure)
        hasher.combine(fastCache)
        hasher.combine(asyncStorage)
        hasher.combine(server)
        hasher.combine(calls)
        hasher.combine(pending)
        hasher.combine(device)
        hasher.combine(budget)
        hasher.combine(requestsMade)
        hasher.combine(overflowed)
    }

    @inlinable
    public subscript(store: StoreName) -> Store {
        get {
            switch store {
            case .secure: secure
            case .fastCache: fastCache
            case .asyncStorage: asyncStorage
            }
        }
        set {
            switch store {
            case .secure: secure = newValue
            case .fastCache: fastCache = newValue
            case .asyncStorage: asyncStorage = newValue
            }
        }
    }
}
