/// One instant as the contract sees it: what the app shows and holds (`client`), what each
/// store holds, the server's view of each token, the calls in flight, the device, and the ghost
/// of the last step (the effect it performed and why, the answer it delivered).
///
/// Clauses are judged on observations (and events) only, never on a design's own state, so one
/// clause means the same on every design.
///
/// A class, built once per state and never changed after: a hundred clauses read each
/// observation, and handing each a reference costs nothing where a copy of the whole world would.
public final class Observation: Sendable {
    public let running: Bool
    /// The app's view; when it is not running, an empty view with `screen == .none`.
    public let client: ClientView
    public let secure: Store
    public let fastCache: Store
    public let asyncStorage: Store
    public let server: Server
    public let calls: Slots<InFlightCall>
    public let pending: Slots<PendingEffect>
    public let device: Device
    /// Ghost: the effect the step performed, and its cause.
    public let performed: PendingEffect?
    /// Ghost: the answer the step delivered (or lost, for an orphaned call).
    public let answered: Response?
    public let requestsMade: UInt8
    /// What is left of the spec's bounds. Recovery clauses read it: a state from which the
    /// bounded world cannot go on (the server may issue no more pairs) is where the world ends,
    /// not where a design is stuck.
    public let budget: Budget
    /// Where the design keeps its refresh credential (`AuthDesign.refreshCredential`): the
    /// clauses about a stored refresh token read it there.
    public let refreshCredential: StoragePlace

    public init(
        running: Bool, client: ClientView, secure: Store, fastCache: Store, asyncStorage: Store, server: Server,
        calls: Slots<InFlightCall>, pending: Slots<PendingEffect>, device: Device, performed: PendingEffect?,
        answered: Response?, requestsMade: UInt8, budget: Budget = Budget(WorldOptions()),
        refreshCredential: StoragePlace = .contractRefreshToken
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

    public subscript(store: StoreName) -> Store {
        switch store {
        case .secure: secure
        case .fastCache: fastCache
        case .asyncStorage: asyncStorage
        }
    }

    /// Whether some operation is mid-way: an effect waits, or a call is in flight for the app.
    public var isQuiescent: Bool { pending.isEmpty && !calls.contains { !$0.orphaned } }

    /// The refresh calls in flight that the running app sent.
    public var refreshesInFlight: Int {
        calls.reduce(0) { count, inFlight in !inFlight.orphaned && inFlight.call.endpoint == .refresh ? count + 1 : count }
    }
}
