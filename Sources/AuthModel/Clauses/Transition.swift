/// One step as a `step` clause sees it: the observation before, the event, the observation
/// after, and what can be told from the three together.
///
/// Many clauses are about why something happened ("cleared only on logout"). The world records
/// the cause of each effect, but what the design was *told* in a step is decided by the event:
/// a user action, an answer, the outcome of a performed effect. `cause` reconstructs it from the
/// event and the two observations, the same way the world delivered it, so a clause never needs
/// a design's own state.
public struct Transition {
    public let before: Observation
    public let event: Event
    public let after: Observation

    public init(before: Observation, event: Event, after: Observation) {
        self.before = before
        self.event = event
        self.after = after
        queuedSlots = Self.queuedSlots(before: before, after: after)
        delivered = Self.delivered(before: before, event: event, after: after)
        cause = Self.cause(before: before, event: event, after: after, delivered: delivered)
    }

    /// One bit per slot of `after.pending` (bit i: slot i) that this step queued.
    static func queuedSlots(before: Observation, after: Observation) -> UInt16 {
        guard after.running else { return 0 }
        // What was kept, `before.pending` less a performed head, is still there in its order (the
        // world only drops the head, inserts and appends); whatever the walk does not match to it
        // is new. Matching greedily can take a new effect for a kept one equal to it, which
        // changes nothing: equal effects with equal causes are interchangeable.
        let kept = after.performed == nil ? 0 : 1
        // As nothing else leaves the queue, its length tells how many effects are new; most
        // steps queue none, and then there is nothing to walk.
        guard after.pendingInPlace.count > before.pendingInPlace.count - kept else {
            assert(walkedQueue(before: before, after: after, kept: kept) == 0, "an effect left the queue other than by being performed")
            return 0
        }
        return walkedQueue(before: before, after: after, kept: kept)
    }

    /// The walk `queuedSlots` makes: each slot of `after`'s queue whose effect is not matched, in
    /// order, to one kept from `before`'s (its first `kept` were performed).
    static func walkedQueue(before: Observation, after: Observation, kept performed: Int) -> UInt16 {
        // One bit per slot: a queue with more slots than the mask has bits would lose effects.
        precondition(Slots<PendingEffect>.capacity <= UInt16.bitWidth, "Slots.capacity outgrew Transition.queuedSlots")
        var new: UInt16 = 0
        var kept = performed
        for index in 0..<after.pendingInPlace.count {
            if kept < before.pendingInPlace.count, after.pendingInPlace[index] == before.pendingInPlace[kept] {
                kept += 1
            } else {
                new |= 1 << UInt16(index)
            }
        }
        return new
    }

    /// The cause the world attached to what the design was told in this step, or nil when the
    /// design was told nothing (a crash, time passing, the server acting on its own, an answer
    /// to a killed process). Stored, as `delivered` is: most step clauses ask, and the judge
    /// builds one transition per step for all of them (the simulator's per-clause properties
    /// build one per clause, and pay it each time).
    public let cause: Cause?

    static func cause(
        before: Observation, event: Event, after: Observation, delivered: (call: Call, response: Response)?
    ) -> Cause? {
        switch event {
        case .launch: return .launch
        case .user(let action): return .user(action)
        case .perform, .writeFails, .keychainLocked, .deleteFails:
            guard let performed = after.performed else { return nil }
            if case .send(let call) = performed.effect, !before.device.connected {
                return .response(call.endpoint, .networkError)
            }
            if performed.effect == .promptBiometrics, !before.device.biometricsAvailable { return .prompt(.failure) }
            return performed.cause
        case .answer, .fault, .answerLost:
            return delivered.map { .response($0.call.endpoint, $0.response) }
        case .prompt(let outcome): return .prompt(outcome)
        case .background, .foreground, .inactivityElapsed: return .lifecycle
        case .biometricHardware, .enrolment:
            let changed = before.device.biometricsAvailable != after.device.biometricsAvailable
            return before.running && changed ? .device : nil
        case .accessTokenExpires, .accessTokenExpiresSoon:
            return before.running && after.budget.hasClock ? .device : nil  // the clock's new reading
        case .crash, .reinstall, .graceElapsed, .timersSuspended, .biometricAdded, .refreshTokenExpires, .connectivityLost,
             .connectivityRestored, .serverRevokes:
            return nil
        }
    }

    /// The call whose answer reached the running app in this step, and the answer: a server's
    /// answer, a fault, or the network error of a send performed offline.
    public let delivered: (call: Call, response: Response)?

    static func delivered(before: Observation, event: Event, after: Observation) -> (call: Call, response: Response)? {
        switch event {
        case .answer(let slot), .fault(let slot, _):
            guard Int(slot) < before.callsInPlace.count, let response = after.answered else { return nil }
            let inFlight = before.callsInPlace[Int(slot)]
            return inFlight.orphaned ? nil : (inFlight.call, response)
        case .answerLost(let slot):
            // The server acted (`answeredCall`); what reached the app is a network error.
            guard Int(slot) < before.callsInPlace.count, !before.callsInPlace[Int(slot)].orphaned else { return nil }
            return (before.callsInPlace[Int(slot)].call, .networkError)
        case .perform:
            guard let call = after.performed?.effect.sentCall, !before.device.connected else { return nil }
            return (call, .networkError)
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed, .accessTokenExpires, .accessTokenExpiresSoon,
             .refreshTokenExpires, .user, .biometricHardware, .enrolment, .biometricAdded, .prompt, .writeFails, .keychainLocked,
             .deleteFails, .connectivityLost, .connectivityRestored, .serverRevokes:
            return nil
        }
    }

    /// Whether the answer delivered in this step belongs to the session the app holds: a login
    /// (which carries no token), or a call with the token the app holds now. Any other call sent
    /// without a token belongs to no session: the server cannot tell whose it is, so its answer
    /// says nothing about the session the app holds when it lands. An answer for a session the
    /// app already ended (the user logged out while the call was in flight) is the business of
    /// R3 and R4, not of the rules about how a live session handles its answers.
    public var deliveredToCurrentSession: Bool {
        guard let (call, _) = delivered else { return false }
        guard let token = call.token else { return call.endpoint.isLogin }
        switch token.kind {
        case .access: return before.client.accessToken == token || before.client.accessTokenRef == token
        case .refresh:
            // A stored token whose delete is queued belongs to a session already ending.
            return before.client.refreshToken == token
                || (before.storedRefreshToken == token && !before.deletesAStoredToken)
        }
    }

    /// Whether `call` was sent by a biometric login: its own endpoint, or a refresh that a
    /// successful prompt started while the app was signed out.
    public func biometricLoginCall(_ call: Call) -> Bool {
        if case .biometricLogin = call.endpoint { return true }
        guard call.endpoint == .refresh, let slot = serverAnsweredSlot, Int(slot) < before.callsInPlace.count else { return false }
        return before.callsInPlace[Int(slot)].cause == .prompt(.success)
    }

    /// The call the server answered in this step, whoever sent it (a killed process's call is
    /// still answered, and still rotates), with the server's answer, whether or not the answer
    /// got back (`answerLost`).
    public var answeredCall: (call: Call, response: Response)? {
        guard let slot = serverAnsweredSlot, Int(slot) < before.callsInPlace.count, let response = after.answered else {
            return nil
        }
        return (before.callsInPlace[Int(slot)].call, response)
    }

    /// The slot of the call the server acted on in this step.
    private var serverAnsweredSlot: UInt8? {
        switch event {
        case .answer(let slot), .answerLost(let slot): slot
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed, .accessTokenExpires, .accessTokenExpiresSoon,
             .refreshTokenExpires, .user, .biometricHardware, .enrolment, .biometricAdded, .prompt, .perform, .writeFails,
             .keychainLocked, .deleteFails, .fault, .connectivityLost, .connectivityRestored, .serverRevokes:
            nil
        }
    }

    /// The call this step sent: a send performed, online or not. "A refresh starts" is this.
    public var sent: Call? { after.performed?.effect.sentCall }

    /// The effects the design asked for in this step, in order. The world drops the queue's head
    /// when it performs it, puts the synchronous calls that lead what the design returns ahead of
    /// what they overtake (`AuthWorld.deliver`), and appends the rest: what was already there
    /// keeps its order, and this is everything else. Built from `queuedSlots` each time it is
    /// read: a clause asking on every step is cheaper with `anyQueued(_:)`, `queuesNothing` or
    /// `everyQueuedCall(_:)`, which read the slots in place.
    public var queued: Slots<PendingEffect> {
        var effects = Slots<PendingEffect>()
        _ = forEachQueued { effects.append($0); return true }
        return effects
    }

    /// `queued` as slots of `after.pending`, one bit each: a step that queues nothing (most)
    /// then stores two bytes, where sixteen slots were built and copied on every step.
    @usableFromInline let queuedSlots: UInt16

    /// Hands `visit` each effect of `queued`, in order, read in place from `after.pending`,
    /// until it returns false; returns whether it never did.
    @inline(__always)
    private func forEachQueued(_ visit: (PendingEffect) -> Bool) -> Bool {
        var slots = queuedSlots
        while slots != 0 {
            let index = slots.trailingZeroBitCount
            if !visit(after.pendingInPlace[index]) { return false }
            slots &= slots - 1
        }
        return true
    }

    /// Whether this step queued no effect: `queued.isEmpty` without building it.
    public var queuesNothing: Bool { queuedSlots == 0 }

    /// Whether some effect this step queued passes `check`: `queued.contains(where:)` without
    /// building it.
    public func anyQueued(_ check: (PendingEffect) -> Bool) -> Bool { !forEachQueued { !check($0) } }

    /// Whether this step asked for a refresh call.
    public var queuesRefresh: Bool { anyQueuedCall { $0.endpoint == .refresh } }

    /// The calls this step asked to send.
    public var queuedSends: [Call] {
        var sends: [Call] = []
        _ = forEachQueued { effect in
            if let call = effect.effect.sentCall { sends.append(call) }
            return true
        }
        return sends
    }

    /// Whether every call this step asked to send passes `check` (true when it asked for none).
    /// `queuedSends` without building it, read in place: the catalogue's clauses ask on every
    /// step, where an array, or a lazy view holding a copy of `queued`, would cost each time.
    public func everyQueuedCall(_ check: (Call) -> Bool) -> Bool {
        forEachQueued { effect in effect.effect.sentCall.map(check) ?? true }
    }

    /// Whether some call this step asked to send passes `check`.
    public func anyQueuedCall(_ check: (Call) -> Bool) -> Bool { !everyQueuedCall { !check($0) } }

    /// Whether this step asked to send no call.
    public var queuesNoCall: Bool { everyQueuedCall { _ in false } }

    /// The app runs on both sides of the step: a step that starts or ends the process is no
    /// change of a running app's memory.
    public var keepsRunning: Bool { before.running && after.running }

    /// The status became `authed` in this step (from another status, or from not running).
    public var becameAuthed: Bool {
        after.running && after.client.status == .authed && !(before.running && before.client.status == .authed)
    }

    /// Whether some request's stage became `stage` in this step: `requests(becoming:)` without
    /// building it, for a clause that asks on every step.
    public func anyRequest(becoming stage: RequestStage) -> Bool {
        after.requestsInPlace.indices.contains { request(at: $0, became: stage) }
    }

    /// The requests whose stage became `stage` in this step.
    public func requests(becoming stage: RequestStage) -> [UInt8] {
        after.requestsInPlace.indices.compactMap { request(at: $0, became: stage) ? UInt8($0 + 1) : nil }
    }

    /// Whether the request in slot `index` of `after` is at `stage` and was not before (or did
    /// not exist).
    private func request(at index: Int, became stage: RequestStage) -> Bool {
        after.requestsInPlace[index] == stage && (index >= before.requestsInPlace.count || before.requestsInPlace[index] != stage)
    }

    /// Why the prompt whose outcome this step told the app was asked for: the cause of its
    /// effect, when the OS prompt is answered, or when the prompt's effect is performed without
    /// biometrics and fails at once (nil for any other step).
    public var promptCause: Cause? {
        switch event {
        case .prompt: before.device.promptCause
        case .perform: after.performed?.effect == .promptBiometrics ? after.performed?.cause : nil
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed, .accessTokenExpires, .accessTokenExpiresSoon,
             .refreshTokenExpires, .user, .biometricHardware, .enrolment, .biometricAdded, .writeFails, .keychainLocked, .deleteFails,
             .answer, .answerLost, .fault, .connectivityLost, .connectivityRestored, .serverRevokes:
            nil
        }
    }

    /// The operations whose work ends in this step in the running app, by cause: the answer
    /// this step delivered when it started no work, and every cause whose last pending effect or
    /// call this step took away. "Once the work a refresh's answer started is over" is this.
    public func causesFinished(where belongs: (Cause) -> Bool) -> [Cause] {
        var finished: [Cause] = []
        _ = visitCausesFinished(where: belongs) { cause in
            if !finished.contains(cause) { finished.append(cause) }
            return true
        }
        return finished
    }

    /// Whether every cause of `causesFinished(where: belongs)` satisfies `check`, without
    /// building the list: a clause asks this on every step, where an array each time would cost
    /// two allocations. Inlined, with the walk, into the catalogue's clause that asks (in this
    /// module; `Transition` is not `@inlinable`, so a clause of another module still calls it):
    /// its two tests become plain pattern matches there, where a call through each closure for
    /// every effect and call in flight was a fifth of that clause's cost.
    @inline(__always)
    public func everyCauseFinished(where belongs: (Cause) -> Bool, satisfies check: (Cause) -> Bool) -> Bool {
        visitCausesFinished(where: belongs, check)
    }

    /// Hands `visit` each cause whose work ends in this step (a cause may come more than once),
    /// until it returns false; returns whether it never did.
    @inline(__always)
    private func visitCausesFinished(where belongs: (Cause) -> Bool, _ visit: (Cause) -> Bool) -> Bool {
        guard after.running else { return true }
        func finishes(_ cause: Cause) -> Bool { belongs(cause) && !after.hasWork(where: { $0 == cause }) }
        if delivered != nil, let cause, finishes(cause), !visit(cause) { return false }
        // By index: a `for … in` over `Slots` would copy all sixteen slots into its iterator.
        for index in 0..<before.pendingInPlace.count {
            let cause = before.pendingInPlace[index].cause
            if finishes(cause), !visit(cause) { return false }
        }
        for index in 0..<before.callsInPlace.count where !before.callsInPlace[index].orphaned {
            let cause = before.callsInPlace[index].cause
            if finishes(cause), !visit(cause) { return false }
        }
        return true
    }
}

extension RequestStage {
    public var isFailed: Bool {
        if case .failed = self { true } else { false }
    }

    public var isInFlight: Bool {
        if case .inFlight = self { true } else { false }
    }
}
