extension AuthWorld {
    /// The observation of `state` reached by `event` from `before`, with the step's ghosts:
    /// the effect it performed (the head of `before`'s queue) and the answer it delivered.
    @inlinable
    public func observe(_ state: State, after event: Event, from before: State) -> Observation {
        var fresh: Observation?
        return observe(state, after: event, from: before, into: &fresh)
    }

    /// `observe(_:after:from:)`, written into `spare` as `observe(_:performed:answered:into:)` does.
    @inlinable
    func observe(_ state: State, after event: Event, from before: State, into spare: inout Observation?) -> Observation {
        var performed: PendingEffect?
        var answered: Response?
        switch event {
        case .perform, .writeFails, .keychainLocked, .deleteFails:
            performed = before.box.fields.pending.first
        case .answer(let slot) where Int(slot) < before.box.fields.calls.count:
            var server = before.box.fields.server
            answered = server.answer(before.box.fields.calls[Int(slot)].call)
        case .answerLost(let slot) where Int(slot) < before.box.fields.calls.count:
            var server = before.box.fields.server
            answered = server.answer(before.box.fields.calls[Int(slot)].call)
        case .fault(_, let fault):
            answered = .failed(fault)
        case .answer, .answerLost, .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed,
             .accessTokenExpires, .accessTokenExpiresSoon, .refreshTokenExpires, .user, .biometricHardware, .enrolment, .biometricAdded, .prompt,
             .connectivityLost, .connectivityRestored, .serverRevokes:
            break
        }
        return observe(state, performed: performed, answered: answered, into: &spare)
    }

    /// The observation of `state` on its own, without a step's ghosts.
    @inlinable
    public func observe(_ world: State) -> Observation {
        var fresh: Observation?
        return observe(world, performed: nil, answered: nil, into: &fresh)
    }

    /// The observation of `world`, written into `spare` when `spare` holds the only strong
    /// reference to one (nobody else can see it change), else a new one left in `spare`. The
    /// judge keeps one spare for each role (the parent, a step's after-state, a new state), and
    /// the observation cache one for each entry: each state and step then costs no allocation
    /// and no free. Reads each field from the state's box, never the whole world at once:
    /// `fields` would copy every field (the client, sixteen-slot queues) before the observation
    /// copies them again.
    @inlinable
    func observe(_ world: State, performed: PendingEffect?, answered: Response?, into spare: inout Observation?) -> Observation {
        let observation: Observation
        if isKnownUniquelyReferenced(&spare), let reused = spare {
            observation = reused
        } else {
            observation = Observation(ObservedInstant())
        }
        // Field by field into the observation's memory: a whole instant built first and then
        // stored would copy its 680 bytes twice more.
        let box = world.box
        let instant = observation.instant
        if let client = box.fields.client {
            instant.pointee.running = true
            instant.pointee.client = design.view(of: client)
        } else {
            instant.pointee.running = false
            instant.pointee.client = ClientView()
            instant.pointee.client.screen = .none
        }
        instant.pointee.secure = box.fields.secure
        instant.pointee.fastCache = box.fields.fastCache
        instant.pointee.asyncStorage = box.fields.asyncStorage
        instant.pointee.server = box.fields.server
        instant.pointee.calls = box.fields.calls
        instant.pointee.pending = box.fields.pending
        instant.pointee.device = box.fields.device
        instant.pointee.performed = performed
        instant.pointee.answered = answered
        instant.pointee.requestsMade = box.fields.requestsMade
        instant.pointee.budget = box.fields.budget
        instant.pointee.refreshCredential = design.refreshCredential
        spare = observation
        return observation
    }
}
