/// What an `Observation` shows, in the memory the observation owns: a struct, so that the judge
/// can write a whole new instant into an observation nobody else holds; `Equatable` for the
/// tests that check a reused observation shows every field of its new state.
@usableFromInline
struct ObservedInstant: Equatable {
    @usableFromInline var running: Bool
    @usableFromInline var client: ClientView
    @usableFromInline var secure: Store
    @usableFromInline var fastCache: Store
    @usableFromInline var asyncStorage: Store
    @usableFromInline var server: Server
    @usableFromInline var calls: Slots<InFlightCall>
    @usableFromInline var pending: Slots<PendingEffect>
    @usableFromInline var device: Device
    @usableFromInline var performed: PendingEffect?
    @usableFromInline var answered: Response?
    @usableFromInline var requestsMade: UInt8
    @usableFromInline var budget: Budget
    @usableFromInline var refreshCredential: StoragePlace

    /// An instant of nothing, for an observation about to be written over field by field.
    @inlinable
    init() {
        self.init(
            running: false, client: ClientView(), secure: Store(), fastCache: Store(), asyncStorage: Store(),
            server: Server(), calls: Slots(), pending: Slots(), device: Device(), performed: nil, answered: nil,
            requestsMade: 0, budget: Budget(WorldOptions()), refreshCredential: .contractRefreshToken)
    }

    @inlinable
    init(
        running: Bool, client: ClientView, secure: Store, fastCache: Store, asyncStorage: Store, server: Server,
        calls: Slots<InFlightCall>, pending: Slots<PendingEffect>, device: Device, performed: PendingEffect?,
        answered: Response?, requestsMade: UInt8, budget: Budget, refreshCredential: StoragePlace
    ) {
        self.running = running
        self.client = client
        self.secure = secure
        self.fastCache = fastCache
        self.asyncStorage = asyncStorage
        self.server = server
        self.calls = calls
        self.pending = pending
        self.device = device
        self.performed = performed
        self.answered = answered
        self.requestsMade = requestsMade
        self.budget = budget
        self.refreshCredential = refreshCredential
    }
}
