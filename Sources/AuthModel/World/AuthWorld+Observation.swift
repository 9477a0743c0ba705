extension AuthWorld {
    /// The observation of `state` reached by `event` from `before`, with the step's ghosts:
    /// the effect it performed (the head of `before`'s queue) and the answer it delivered.
    @inlinable
    public func observe(_ state: State, after event: Event, from before: State) -> Observation {
        var performed: PendingEffect?
        var answered: Response?
        switch event {
        case .perform, .writeFails, .keychainLocked, .deleteFails:
            performed = before.fields.pending.first
        case .answer(let slot) where Int(slot) < before.fields.calls.count:
            var server = before.fields.server
            answered = server.answer(before.fields.calls[Int(slot)].call)
        case .answerLost(let slot) where Int(slot) < before.fields.calls.count:
            var server = before.fields.server
            answered = server.answer(before.fields.calls[Int(slot)].call)
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

    @inlinable
    func observe(_ world: State, performed: PendingEffect?, answered: Response?) -> Observation {
        let state = world.fields
        var view = ClientView()
        if let client = state.client { view = design.view(of: client) } else { view.screen = .none }
        return Observation(
            running: state.client != nil, client: view, secure: state.secure, fastCache: state.fastCache,
            asyncStorage: state.asyncStorage, server: state.server, calls: state.calls, pending: state.pending,
            device: state.device, performed: performed, answered: answered,
            requestsMade: state.requestsMade, budget: state.budget, refreshCredential: design.refreshCredential)
    }
}
