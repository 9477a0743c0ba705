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
    var overflowed = false

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
