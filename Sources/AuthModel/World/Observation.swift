/// One instant as the contract sees it: what the app shows and holds (`client`), what each
/// store holds, the server's view of each token, the calls in flight, the device, and the ghost
/// of the last step (the effect it performed and why, the answer it delivered).
///
/// Clauses are judged on observations (and events) only, never on a design's own state, so one
/// clause means the same on every design.
public struct Observation: Hashable, Sendable {
    public var running: Bool
    /// The app's view; when it is not running, an empty view with `screen == .none`.
    public var client: ClientView
    public var secure: Store
    public var fastCache: Store
    public var asyncStorage: Store
    public var server: Server
    public var calls: Slots<InFlightCall>
    public var pending: Slots<PendingEffect>
    public var device: Device
    /// Ghost: the effect the step performed, and its cause.
    public var performed: PendingEffect?
    /// Ghost: the answer the step delivered (or lost, for an orphaned call).
    public var answered: Response?
    public var requestsMade: UInt8

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
        calls.filter { !$0.orphaned && $0.call.endpoint == .refresh }.count
    }
}

extension AuthWorld {
    /// The observation of `state` reached by `event` from `before`, with the step's ghosts:
    /// the effect it performed (the head of `before`'s queue) and the answer it delivered.
    public func observe(_ state: State, after event: Event, from before: State) -> Observation {
        var observation = observe(state)
        switch event {
        case .perform, .writeFails, .keychainLocked:
            observation.performed = before.pending.first
        case .answer(let slot) where Int(slot) < before.calls.count:
            var server = before.server
            observation.answered = server.answer(before.calls[Int(slot)].call)
        case .fault(_, let fault):
            observation.answered = .failed(fault)
        default:
            break
        }
        return observation
    }

    /// The observation of `state` on its own, without a step's ghosts.
    public func observe(_ state: State) -> Observation {
        var view = ClientView()
        if let client = state.client { view = design.view(of: client) } else { view.screen = .none }
        return Observation(
            running: state.client != nil, client: view, secure: state.secure, fastCache: state.fastCache,
            asyncStorage: state.asyncStorage, server: state.server, calls: state.calls, pending: state.pending,
            device: state.device, performed: nil, answered: nil,
            requestsMade: state.requestsMade)
    }
}
