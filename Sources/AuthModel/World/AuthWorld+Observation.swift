extension AuthWorld {
    /// The observation of `state` reached by `event` from `before`, with the step's ghosts:
    /// the effect it performed (the head of `before`'s queue) and the answer it delivered.
    @inlinable
    public func observe(_ state: State, after event: Event, from before: State) -> Observation {
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
        return observe(state, performed: performed, answered: answered)
    }

    /// The observation of `state` on its own, without a step's ghosts.
    @inlinable
    public func observe(_ world: State) -> Observation {
        observe(world, performed: nil, answered: nil)
    }

    /// Reads each field from the state's box, never the whole world at once: `fields` would copy
    /// every field (the client, sixteen-slot queues) before the observation copies them again.
    @inlinable
    func observe(_ world: State, performed: PendingEffect?, answered: Response?) -> Observation {
        let box = world.box
        var view = ClientView()
        if let client = box.fields.client { view = design.view(of: client) } else { view.screen = .none }
        return Observation(
            running: box.fields.client != nil, client: view, secure: box.fields.secure, fastCache: box.fields.fastCache,
            asyncStorage: box.fields.asyncStorage, server: box.fields.server, calls: box.fields.calls,
            pending: box.fields.pending, device: box.fields.device, performed: performed, answered: answered,
            requestsMade: box.fields.requestsMade, budget: box.fields.budget, refreshCredential: design.refreshCredential)
    }
}
