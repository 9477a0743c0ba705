/// One instant as the contract sees it: what the app shows and holds (`client`), what each
/// store holds, the server's view of each token, the calls in flight, the device, and the ghost
/// of the last step (the effect it performed and why, the answer it delivered).
///
/// Clauses are judged on observations (and events) only, never on a design's own state, so one
/// clause means the same on every design.
///
/// A class: a hundred clauses read each observation, and handing each a reference costs nothing
/// where a copy of the whole world would. Never changed while anyone else holds it: the judge
/// and the observation cache write a new instant into an observation only when they hold the
/// sole strong reference (`AuthWorld.observe(_:performed:answered:into:)`), which spares an
/// allocation and a free for each state and step judged. Hence `@unchecked Sendable`: no other
/// thread can hold one that changes. So an observation's identity does not name one state:
/// remember what it shows, not the object. The instant sits in memory the observation owns,
/// reached through a `let` pointer: stored `var`s of a class would cost a dynamic exclusivity
/// check on every read a clause makes (measured: judging the reference's `fidelity` world took
/// 58 % more instructions).
public final class Observation: @unchecked Sendable {
    @usableFromInline let instant: UnsafeMutablePointer<ObservedInstant>

    @inlinable
    public var running: Bool { instant.pointee.running }
    /// The app's view; when it is not running, an empty view with `screen == .none`.
    @inlinable
    public var client: ClientView { instant.pointee.client }
    @inlinable
    public var secure: Store { instant.pointee.secure }
    @inlinable
    public var fastCache: Store { instant.pointee.fastCache }
    @inlinable
    public var asyncStorage: Store { instant.pointee.asyncStorage }
    @inlinable
    public var server: Server { instant.pointee.server }
    @inlinable
    public var calls: Slots<InFlightCall> { instant.pointee.calls }
    @inlinable
    public var pending: Slots<PendingEffect> { instant.pointee.pending }
    @inlinable
    public var device: Device { instant.pointee.device }
    /// Ghost: the effect the step performed, and its cause.
    @inlinable
    public var performed: PendingEffect? { instant.pointee.performed }
    /// Ghost: the answer the step delivered (or lost, for an orphaned call).
    @inlinable
    public var answered: Response? { instant.pointee.answered }
    @inlinable
    public var requestsMade: UInt8 { instant.pointee.requestsMade }
    /// What is left of the spec's bounds. Recovery clauses read it: a state from which the
    /// bounded world cannot go on (the server may issue no more pairs) is where the world ends,
    /// not where a design is stuck.
    @inlinable
    public var budget: Budget { instant.pointee.budget }
    /// Where the design keeps its refresh credential (`AuthDesign.refreshCredential`): the
    /// clauses about a stored refresh token read it there.
    @inlinable
    public var refreshCredential: StoragePlace { instant.pointee.refreshCredential }

    @inlinable
    public convenience init(
        running: Bool, client: ClientView, secure: Store, fastCache: Store, asyncStorage: Store, server: Server,
        calls: Slots<InFlightCall>, pending: Slots<PendingEffect>, device: Device, performed: PendingEffect?,
        answered: Response?, requestsMade: UInt8, budget: Budget = Budget(WorldOptions()),
        refreshCredential: StoragePlace = .contractRefreshToken
    ) {
        self.init(
            ObservedInstant(
                running: running, client: client, secure: secure, fastCache: fastCache, asyncStorage: asyncStorage,
                server: server, calls: calls, pending: pending, device: device, performed: performed,
                answered: answered, requestsMade: requestsMade, budget: budget, refreshCredential: refreshCredential))
    }

    @inlinable
    init(_ instant: ObservedInstant) {
        self.instant = .allocate(capacity: 1)
        self.instant.initialize(to: instant)
    }

    /// A copy of the whole instant. Read through this, not `instant.pointee`, on an observation
    /// nothing else holds (`world.observe(state).instant.pointee` may read the memory after the
    /// observation has freed it): a property keeps its observation alive while it runs.
    var snapshot: ObservedInstant { instant.pointee }

    @inlinable
    deinit {
        instant.deinitialize(count: 1)
        instant.deallocate()
    }

    public subscript(store: StoreName) -> Store {
        switch store {
        case .secure: secure
        case .fastCache: fastCache
        case .asyncStorage: asyncStorage
        }
    }

    /// Whether some operation is mid-way: an effect waits, or a call is in flight for the app.
    public var isQuiescent: Bool { pendingInPlace.isEmpty && !callsInPlace.contains { !$0.orphaned } }

    /// The refresh calls in flight that the running app sent.
    public var refreshesInFlight: Int {
        callsInPlace.count { !$0.orphaned && $0.call.endpoint == .refresh }
    }

    /// `pending`, `calls` and the client's `requests` read where they lie, without copying their
    /// sixteen slots out of the observation first (`SlotsInPlace` says why): what a clause that
    /// walks them on every state and step should read. Each view holds this observation.
    @inlinable
    public var pendingInPlace: SlotsInPlace<PendingEffect> {
        SlotsInPlace(self, UnsafePointer(instant.pointer(to: \.pending)!))
    }
    @inlinable
    public var callsInPlace: SlotsInPlace<InFlightCall> { SlotsInPlace(self, UnsafePointer(instant.pointer(to: \.calls)!)) }
    @inlinable
    public var requestsInPlace: SlotsInPlace<RequestStage> {
        SlotsInPlace(self, UnsafePointer(instant.pointer(to: \.client.requests)!))
    }
}
