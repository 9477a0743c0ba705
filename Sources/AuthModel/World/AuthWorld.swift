import ModelChecking

/// The world every design lives in, as a model the engine explores: the user, the device, the
/// OS, storage, the network and the server around one design's reducer.
///
/// Each `Event` is one step. The world delivers what a step means to the design as a
/// `ClientEvent`, queues the effects the design returns, and performs them one per step (or
/// fails them), so that a crash, a response or a user action can fall between any two, except
/// after an effect the design makes synchronously (`AuthDesign.isSynchronous`): until it ends,
/// nothing else happens. The synchronous effects that lead what a handler returns go ahead of
/// what is still awaited, as the handler makes those calls before it returns.
///
/// Generic over the design, and `@inlinable` down to the slots of a state: a team writes its
/// `AuthDesign` in its own module, and that module, which instantiates `AuthWorld<TheirDesign>`
/// and the checker over it, compiles them specialized for the design (its client state laid out
/// inline, its reducer called directly) rather than running the generic code of this module.
public struct AuthWorld<Design: AuthDesign>: Model {
    public typealias State = WorldState<Design.Client>
    public typealias Action = Event

    public let design: Design
    public let options: WorldOptions

    /// The most pending effects with which the user can still act.
    @inlinable
    public static var busyLimit: Int { Slots<PendingEffect>.capacity / 2 }

    @inlinable
    public init(design: Design, options: WorldOptions = WorldOptions()) {
        self.design = design
        self.options = options
    }

    @inlinable
    public var initialStates: [State] {
        [State(budget: Budget(options))]
    }

    @inlinable
    public func actions(in world: State, into actions: inout [Event]) {
        let state = world.fields
        guard let client = state.client else {
            actions.append(.launch)
            if state.budget.disturbances > 0, state.budget.reinstalls > 0, Self.leftSomething(state) {
                actions.append(.reinstall)
            }
            appendOutsideEvents(state, into: &actions)
            return
        }
        let disturb = state.budget.disturbances > 0
        // Inside a synchronous call the app does nothing else and nothing reaches it: only the
        // call ends, well or not.
        if let head = state.pending.first, design.isSynchronous(head.effect) {
            appendPerforming(head, disturb: disturb, state, into: &actions)
            return
        }
        let view = design.view(of: client)
        if disturb, state.budget.crashes > 0 { actions.append(.crash) }
        // The user deletes the app from the home screen: the app is idle, not mid-way through
        // a write (a reinstall between two of a login's writes would be a contrived route).
        if disturb, state.budget.reinstalls > 0, state.pending.isEmpty { actions.append(.reinstall) }
        // The OS prompt is modal: while it shows, the app's own screen takes no taps. Nor does a
        // saturated app: the user acts while at most `busyLimit` effects wait, which keeps the
        // queue within its slots however the spec's counts combine.
        if state.device.foreground, !state.device.promptShowing, state.pending.count <= Self.busyLimit {
            for action in userActions(view, state) { actions.append(.user(action)) }
        }
        if let head = state.pending.first { appendPerforming(head, disturb: disturb, state, into: &actions) }
        if state.device.promptShowing {
            actions.append(.prompt(.success))
            if options.promptFailures {
                actions.append(contentsOf: [.prompt(.failure), .prompt(.cancel), .prompt(.lockout)])
            }
        }
        if state.device.foreground {
            if disturb, state.budget.backgrounds > 0 { actions.append(.background) }
            if disturb, state.budget.inactivity > 0, view.status == .authed, !view.locked { actions.append(.inactivityElapsed) }
        } else {
            actions.append(.foreground)
            if !state.device.graceElapsed {
                actions.append(.graceElapsed)
                if state.budget.suspensions > 0, !state.device.timersHeld { actions.append(.timersSuspended) }
            }
        }
        appendOutsideEvents(state, into: &actions)
    }

    /// The next pending effect performed, or failed as its kind can fail.
    @inlinable
    func appendPerforming(
        _ head: PendingEffect, disturb: Bool, _ state: WorldFields<Design.Client>, into actions: inout [Event]
    ) {
        actions.append(.perform)
        if disturb, state.budget.writeFailures > 0, case .write(let store, _, _) = head.effect, store != .asyncStorage {
            actions.append(.writeFails)
        }
        if disturb, state.budget.keychainLocks > 0, head.effect == .load(.secure) { actions.append(.keychainLocked) }
        if disturb, state.budget.deleteFailures > 0, case .delete(let store, _) = head.effect, store != .asyncStorage {
            actions.append(.deleteFails)
        }
    }

    /// What happens whether or not the app runs: the network, the server, the hardware.
    @inlinable
    func appendOutsideEvents(_ state: WorldFields<Design.Client>, into actions: inout [Event]) {
        let disturb = state.budget.disturbances > 0
        for (slot, inFlight) in state.calls.enumerated() {
            let slot = UInt8(slot)
            let answerable = Self.answerable(inFlight, in: state)
            if answerable { actions.append(.answer(slot: slot)) }
            if disturb, state.budget.faults > 0 {
                for fault in options.faultKinds { actions.append(.fault(slot: slot, fault)) }
            }
            if disturb, state.budget.lostAnswers > 0, answerable, !inFlight.orphaned {
                actions.append(.answerLost(slot: slot))
            }
        }
        if !state.device.connected {
            actions.append(.connectivityRestored)
        } else if disturb, state.budget.outages > 0 {
            actions.append(.connectivityLost)
        }
        if state.budget.clockTicks > 0, state.server.newestFreshAccess() != nil { actions.append(.accessTokenExpiresSoon) }
        if state.budget.serverEvents > 0 {
            if state.server.newestValid(.access) != nil { actions.append(.accessTokenExpires) }
            if disturb, state.server.newestValid(.refresh) != nil {
                actions.append(.refreshTokenExpires)
                actions.append(.serverRevokes)
            }
        }
        if disturb, state.budget.deviceChanges > 0 {
            actions.append(.biometricHardware(!state.device.biometricHardware))
            actions.append(.enrolment(!state.device.enrolled))
        }
        // Enrolling a face means leaving for Settings, which an OS prompt on screen does not allow.
        if disturb, state.budget.biometricAdditions > 0, state.device.biometricsAvailable, !state.device.biometricAdded,
           !state.device.promptShowing {
            actions.append(.biometricAdded)
        }
    }

    /// Whether a prompt asked for by `cause` turns biometrics on for a signed-in user: the opt-in
    /// after a login, or the settings switch.
    @inlinable
    static func opensBiometrics(_ cause: Cause) -> Bool {
        switch cause {
        case .user(.answerOptIn(true)), .user(.setBiometrics(true)): true
        case .response(.login, let response): response.grantsPair
        case .launch, .user, .response, .prompt, .lifecycle, .device: false
        }
    }

    /// Whether a stopped app left anything a reinstall would change: a reinstall of an app that
    /// never wrote a file is the first install again, a state already explored.
    @inlinable
    static func leftSomething(_ state: WorldFields<Design.Client>) -> Bool {
        !state.secure.isEmpty || !state.fastCache.isEmpty || !state.asyncStorage.isEmpty
    }

    /// Whether a process that stops in `state`, showing `status`, leaves the app signed out, as
    /// R1 reads it: it showed itself signed out and was not saving a session the server had just
    /// granted (`savesGrantedSession`), or it
    /// was still loading after a stop that had, and had neither changed secure storage nor passed
    /// a prompt since (a launch cut short by a crash does not bring back a session the app had let
    /// go; `resumesOrSettles` clears the flag otherwise).
    ///
    /// A save one of whose writes failed is no save under way, whatever the app still has
    /// pending and whatever it shows: the rollback's deletes (and a last write, such as a
    /// logged-in flag set false) carry the granting answer as their cause, but the app is
    /// answering the failure (`Device.failedSaves`). The world decides this, not the app's error
    /// text: a design may roll back before it shows "Failed to save login data" (S4), and may
    /// still show that text from an earlier attempt while a new login saves (0.9.9 read the
    /// text, and so exempted such a save). Nor does the kind of effect decide: a save that
    /// deletes between two writes (a keychain item removed, then added) is still a save.
    @inlinable
    static func stopsSignedOut(_ view: ClientView, _ state: WorldFields<Design.Client>) -> Bool {
        switch view.status {
        case .guest: !savesGrantedSession(state)
        case .loading: state.device.stoppedSignedOut
        case .authed: false
        }
    }

    /// Whether the app is saving a session the server has just granted: effects that an answer
    /// granting a pair started are still pending (a login's, or a refresh's that a biometric
    /// unlock on the sign-in screen sent). The app may still show the sign-in screen while part of
    /// that session already sits in secure storage: a kill there takes the session away mid-save,
    /// not one the app had let go. A login call still queued or in flight has saved nothing (what
    /// the server grants a killed process is not the device's), and a refused login saves no
    /// session: the keychain then holds only what the app held before. Nor does a save one of
    /// whose writes failed (`Device.failedSaves`): what the app still does for it answers the
    /// failure.
    @inlinable
    static func savesGrantedSession(_ state: WorldFields<Design.Client>) -> Bool {
        state.pending.contains { effect in
            guard case .response(_, let response) = effect.cause, response.grantsPair else { return false }
            return !state.device.failedSaves.hasFailed(effect.cause)
        }
    }

    /// Whether this step of a running app ends what its last stop being signed out means for
    /// R1: the app left `loading` (the next stop is judged by what it shows then; forgetting the
    /// flag also keeps states differing in nothing else one), or, still loading, it changed what
    /// secure storage holds (a session saved anew is not the one it let go) or a prompt passed
    /// (the user resumed the stored session).
    @inlinable
    func resumesOrSettles(_ next: WorldFields<Design.Client>, after state: WorldFields<Design.Client>, on event: Event) -> Bool {
        guard let client = next.client, design.view(of: client).status == .loading else { return true }
        return next.secure != state.secure || event == .prompt(.success)
    }

    /// The process ends (a crash, or a reinstall removing the app): memory and pending effects
    /// go, calls in flight lose the process that would hear their answers.
    @inlinable
    static func endProcess(_ state: inout WorldFields<Design.Client>) {
        state.requestsMade = 0  // requests are numbered per process, as the app numbers them
        state.client = nil
        state.pending.removeAll()
        state.device.running = false
        state.device.promptShowing = false
        state.device.promptCause = nil
        state.device.passedByAddedBiometric = false
        state.device.timersHeld = false
        for index in state.calls.indices { state.calls[index].orphaned = true }
    }

    /// Whether the server can answer `inFlight` now: the network is up, and the server has a
    /// pair left to issue if answering truthfully needs one.
    @inlinable
    static func answerable(_ inFlight: InFlightCall, in state: WorldFields<Design.Client>) -> Bool {
        state.device.connected && (state.budget.pairs > 0 || !state.server.issues(for: inFlight.call))
    }

    /// The user can do only what the screen in front of them offers.
    @inlinable
    func userActions(_ view: ClientView, _ state: WorldFields<Design.Client>) -> [UserAction] {
        var actions: [UserAction] = []
        let accounts: [Account] = options.secondAccount ? [.alice, .bob] : [.alice]
        if view.optInOffered { return [.answerOptIn(true), .answerOptIn(false)] }
        switch view.screen {
        case .signIn:
            if state.budget.logins > 0 {
                for account in accounts {
                    actions.append(.submitLogin(account, validForm: true, rightPassword: true))
                    if options.loginMistakes {
                        actions.append(.submitLogin(account, validForm: true, rightPassword: false))
                        actions.append(.submitLogin(account, validForm: false, rightPassword: false))
                    }
                }
            }
            if view.biometricButton { actions.append(.biometricLogin) }
            // Doors no document draws, open only where a spec asks (C2.1 and C5.1's worlds).
            if options.signedOutRequests, state.budget.requests > 0 { actions.append(.request) }
            if options.signedOutLogouts, state.budget.logouts > 0 { actions.append(.logout) }
        case .main:
            if state.budget.requests > 0 { actions.append(.request) }
            if state.budget.logouts > 0 { actions.append(.logout) }
            if state.budget.settings > 0 {
                actions.append(.setBiometrics(!view.biometricsEnabled))
                actions.append(.setSoftLock(!view.softLockEnabled))
            }
        case .lock:
            actions.append(.unlock(biometric: true))
            actions.append(.unlock(biometric: false))
            if state.budget.logouts > 0 { actions.append(.logout) }
        case .splash, .none:
            break
        }
        return actions
    }

    /// What a stored state points to: its box of fields, one per distinct state (a state equal
    /// to its parent is not stored), with the allocation's header. A client that holds arrays or
    /// strings holds more; the estimate leaves that out, and is the same on every machine.
    @inlinable
    public func heapBytes(of state: State) -> Int {
        MemoryLayout<WorldFields<Design.Client>>.size + 2 * MemoryLayout<Int>.size
    }

    @inlinable
    public func next(after world: State, on event: Event) -> State? {
        let state = world.fields
        // Inside a synchronous call nothing else happens.
        if state.client != nil, let head = state.pending.first, design.isSynchronous(head.effect),
           !event.endsThePendingEffect { return nil }
        var next = state
        if event.isDisturbance {
            guard state.budget.disturbances > 0 else { return nil }
            next.budget.disturbances -= 1
        }
        switch event {
        case .launch:
            guard state.client == nil else { return nil }
            next.client = design.initialClient
            // A new process in the foreground; what the device and the world's ghosts remember stays.
            next.device.running = true
            next.device.foreground = true
            next.device.graceElapsed = false
            next.device.timersHeld = false
            next.device.promptShowing = false
            next.device.promptCause = nil
            deliver(.launched(biometrics: next.device.biometricsAvailable), cause: .launch, to: &next)
            if next.budget.hasClock { deliver(.clockAdvanced(next.server.clock), cause: .launch, to: &next) }
        case .crash:
            guard let client = state.client, state.budget.crashes > 0 else { return nil }
            next.budget.crashes -= 1
            next.device.stoppedSignedOut = Self.stopsSignedOut(design.view(of: client), state)
            Self.endProcess(&next)
        case .reinstall:
            guard state.budget.reinstalls > 0, state.pending.isEmpty,
                  state.client != nil || Self.leftSomething(state) else { return nil }
            next.budget.reinstalls -= 1
            if let client = state.client {
                next.device.stoppedSignedOut = Self.stopsSignedOut(design.view(of: client), state)
            }
            Self.endProcess(&next)
            next.fastCache = Store()
            next.asyncStorage = Store()
            next.device.reinstalled = true
        case .user(let action):
            guard state.client != nil else { return nil }
            switch action {
            case .submitLogin:
                guard state.budget.logins > 0 else { return nil }
                next.budget.logins -= 1
            case .request:
                guard state.budget.requests > 0 else { return nil }
                next.budget.requests -= 1
                next.requestsMade += 1
            case .logout:
                guard state.budget.logouts > 0 else { return nil }
                next.budget.logouts -= 1
            case .setBiometrics, .setSoftLock:
                guard state.budget.settings > 0 else { return nil }
                next.budget.settings -= 1
            case .biometricLogin, .answerOptIn, .unlock: break
            }
            if let client = state.client, design.view(of: client).screen == .signIn {
                if action == .request { next.device.signInScreenRequest = true }
                if action == .logout { next.device.signInScreenLogout = true }
            }
            deliver(.user(action), cause: .user(action), to: &next)
        case .perform:
            guard !state.pending.isEmpty else { return nil }
            perform(event, on: &next)
        case .writeFails:
            guard let head = state.pending.first, case .write(let store, _, _) = head.effect, store != .asyncStorage,
                  state.budget.writeFailures > 0 else { return nil }
            next.budget.writeFailures -= 1
            perform(event, on: &next)
        case .keychainLocked:
            guard state.pending.first?.effect == .load(.secure), state.budget.keychainLocks > 0 else { return nil }
            next.budget.keychainLocks -= 1
            perform(event, on: &next)
        case .deleteFails:
            guard let head = state.pending.first, case .delete(let store, _) = head.effect, store != .asyncStorage,
                  state.budget.deleteFailures > 0 else { return nil }
            next.budget.deleteFailures -= 1
            perform(event, on: &next)
        case .answer(let slot):
            guard Int(slot) < state.calls.count, Self.answerable(state.calls[Int(slot)], in: state) else { return nil }
            let inFlight = next.calls.remove(at: Int(slot))
            let response = next.server.answer(inFlight.call)
            if response.grantsPair { next.budget.pairs -= 1 }
            // A sign-in the user made (a password, or biometrics at the prompt) starts this install's own session.
            if !inFlight.orphaned, inFlight.call.endpoint.isLogin, response.grantsPair {
                next.device.reinstalled = false
                next.device.authFailed = false
            }
            // Only a call of the newest session: a late answer to a call of one already ended is
            // no failure of the session the app may hold now.
            if !inFlight.orphaned, !inFlight.call.endpoint.isLogin, response.isAuthFailure,
               let token = inFlight.call.token, Int(token.pair) == next.server.pairs.count {
                next.device.authFailed = true
            }
            // A password proves the owner again: biometrics added before are theirs to trust.
            if !inFlight.orphaned, case .login = inFlight.call.endpoint, case .user(.submitLogin) = inFlight.cause,
               response.grantsPair {
                next.device.biometricAdded = false
                next.device.passedByAddedBiometric = false
            }
            if !inFlight.orphaned {
                deliver(.response(inFlight.call, response), cause: .response(inFlight.call.endpoint, response), to: &next)
            }
        case .answerLost(let slot):
            guard Int(slot) < state.calls.count, !state.calls[Int(slot)].orphaned, state.budget.lostAnswers > 0,
                  Self.answerable(state.calls[Int(slot)], in: state) else { return nil }
            next.budget.lostAnswers -= 1
            let inFlight = next.calls.remove(at: Int(slot))
            if next.server.answer(inFlight.call).grantsPair { next.budget.pairs -= 1 }
            let response = Response.networkError
            deliver(.response(inFlight.call, response), cause: .response(inFlight.call.endpoint, response), to: &next)
        case .fault(let slot, let fault):
            guard Int(slot) < state.calls.count, state.budget.faults > 0, options.faultKinds.contains(fault) else {
                return nil
            }
            let inFlight = next.calls.remove(at: Int(slot))
            next.budget.faults -= 1
            if !inFlight.orphaned {
                let response = Response.failed(fault)
                deliver(.response(inFlight.call, response), cause: .response(inFlight.call.endpoint, response), to: &next)
            }
        case .prompt(let outcome):
            guard state.device.promptShowing else { return nil }
            next.device.promptShowing = false
            next.device.promptCause = nil
            // The device's owner proved who they are: what a biometric login resumes is theirs.
            // Not so when a biometric was added since: the face that passed may be anyone's.
            if outcome == .success, !state.device.biometricAdded { next.device.reinstalled = false }
            if outcome == .success, state.device.biometricAdded, let client = state.client {
                // An opt-in after a password login binds biometrics to the set as it is now; any
                // other prompt passed for an app not signed in may be a stranger's sign-in.
                if let cause = state.device.promptCause, Self.opensBiometrics(cause) {
                    next.device.biometricAdded = false
                } else if design.view(of: client).status != .authed {
                    next.device.passedByAddedBiometric = true
                }
                deliver(.promptPassedWithNewBiometric, cause: .prompt(outcome), to: &next)
            } else {
                deliver(.promptAnswered(outcome), cause: .prompt(outcome), to: &next)
            }
        case .background:
            guard state.device.foreground, state.budget.backgrounds > 0 else { return nil }
            next.budget.backgrounds -= 1
            next.device.foreground = false
            next.device.graceElapsed = false
            next.device.timersHeld = false
            deliver(.backgrounded, cause: .lifecycle, to: &next)
        case .foreground:
            guard !state.device.foreground else { return nil }
            next.device.foreground = true
            next.device.timersHeld = false
            deliver(
                .foregrounded(
                    afterGrace: state.device.graceElapsed, timersHeld: state.device.timersHeld && state.device.graceElapsed),
                cause: .lifecycle, to: &next)
        case .graceElapsed:
            guard !state.device.foreground, !state.device.graceElapsed else { return nil }
            next.device.graceElapsed = true
        case .timersSuspended:
            // The app is frozen, so it is told nothing: it learns of the suspension by its return.
            guard state.client != nil, !state.device.foreground, !state.device.graceElapsed, !state.device.timersHeld,
                  state.budget.suspensions > 0 else { return nil }
            next.budget.suspensions -= 1
            next.device.timersHeld = true
        case .inactivityElapsed:
            guard state.device.foreground, state.budget.inactivity > 0 else { return nil }
            next.budget.inactivity -= 1
            deliver(.inactivityElapsed, cause: .lifecycle, to: &next)
        case .accessTokenExpires:
            guard let pair = state.server.newestValid(.access), state.budget.serverEvents > 0 else { return nil }
            next.budget.serverEvents -= 1
            next.server.expire(.access, ofPair: pair)
            tellClock(to: &next)
        case .accessTokenExpiresSoon:
            guard let pair = state.server.newestFreshAccess(), state.budget.clockTicks > 0 else { return nil }
            next.budget.clockTicks -= 1
            next.server.markExpiresSoon(pair: pair)
            tellClock(to: &next)
        case .refreshTokenExpires:
            guard let pair = state.server.newestValid(.refresh), state.budget.serverEvents > 0 else { return nil }
            next.budget.serverEvents -= 1
            next.server.expire(.refresh, ofPair: pair)
        case .serverRevokes:
            guard state.budget.serverEvents > 0 else { return nil }
            next.budget.serverEvents -= 1
            next.server.revokeAll()
        case .connectivityLost:
            guard state.device.connected, state.budget.outages > 0 else { return nil }
            next.budget.outages -= 1
            next.device.connected = false
        case .connectivityRestored:
            guard !state.device.connected else { return nil }
            next.device.connected = true
        case .biometricHardware(let present):
            guard state.budget.deviceChanges > 0 else { return nil }
            next.budget.deviceChanges -= 1
            next.device.biometricHardware = present
            if state.client != nil, next.device.biometricsAvailable != state.device.biometricsAvailable {
                deliver(.biometricsChanged(available: next.device.biometricsAvailable), cause: .device, to: &next)
            }
        case .biometricAdded:
            guard state.budget.biometricAdditions > 0, state.device.biometricsAvailable, !state.device.biometricAdded,
                  !state.device.promptShowing else { return nil }
            next.budget.biometricAdditions -= 1
            next.device.biometricAdded = true
        case .enrolment(let enrolled):
            guard state.budget.deviceChanges > 0 else { return nil }
            next.budget.deviceChanges -= 1
            next.device.enrolled = enrolled
            if state.client != nil, next.device.biometricsAvailable != state.device.biometricsAvailable {
                deliver(.biometricsChanged(available: next.device.biometricsAvailable), cause: .device, to: &next)
            }
        }
        guard !next.overflowed else { return nil }
        if next.device.stoppedSignedOut, next.client != nil, resumesOrSettles(next, after: state, on: event) {
            next.device.stoppedSignedOut = false
        }
        // Forgotten once nothing of that save is pending (a kill ends it too): states that
        // differ in nothing else are then one.
        if !next.device.failedSaves.isEmpty {
            let pending = next.pending
            next.device.failedSaves.removeAll { failed in !pending.contains { $0.cause == failed.cause } }
        }
        return State(next)
    }

    /// Tells a running app the clock's new reading, in a world that has a clock.
    @inlinable
    func tellClock(to state: inout WorldFields<Design.Client>) {
        guard state.budget.hasClock else { return }
        deliver(.clockAdvanced(state.server.clock), cause: .device, to: &state)
    }

    /// Performs (or fails) the next pending effect and tells the design how it went.
    @inlinable
    func perform(_ event: Event, on state: inout WorldFields<Design.Client>) {
        let pending = state.pending.remove(at: 0)
        switch pending.effect {
        case .load(let store):
            if event == .keychainLocked {
                deliver(.loadFailed(store), cause: pending.cause, to: &state)
            } else {
                deliver(.loaded(store, state[store]), cause: pending.cause, to: &state)
            }
        case .write(let store, let key, let value):
            if event == .writeFails {
                if let failed = FailedSave(failing: pending.cause, at: store, key) { state.device.failedSaves.record(failed) }
                deliver(.writeFailed(store, key), cause: pending.cause, to: &state)
            } else {
                if store == .secure, key == .refreshToken { state.device.failedTokenDelete = nil }
                if !state.device.failedSaves.isEmpty {
                    state.device.failedSaves.removeAll { $0.resumes(pending.cause, writing: value, to: store, key) }
                }
                state[store][key] = value
                deliver(.wrote(store, key), cause: pending.cause, to: &state)
            }
        case .delete(let store, let key):
            let storedToken = store == .secure && key == .refreshToken
            if event == .deleteFails {
                // The first failure's cause stands: a later failed delete of the same token (a
                // launch's own, finishing a logout) does not replace it.
                if storedToken, state.device.failedTokenDelete == nil { state.device.failedTokenDelete = pending.cause }
                if let failed = FailedSave(failing: pending.cause, at: store, key) { state.device.failedSaves.record(failed) }
                deliver(.writeFailed(store, key), cause: pending.cause, to: &state)
            } else {
                if storedToken { state.device.failedTokenDelete = nil }
                state[store][key] = nil
                deliver(.wrote(store, key), cause: pending.cause, to: &state)
            }
        case .send(let call):
            if state.device.connected {
                state.calls.append(InFlightCall(call: call, cause: pending.cause, orphaned: false))
            } else {
                let response = Response.networkError
                deliver(.response(call, response), cause: .response(call.endpoint, response), to: &state)
            }
        case .promptBiometrics:
            if state.device.biometricsAvailable {
                state.device.promptShowing = true
                state.device.promptCause = pending.cause
            } else {
                deliver(.promptAnswered(.failure), cause: .prompt(.failure), to: &state)
            }
        }
    }

    /// Runs the design's reducer and queues the effects it returns, each with `cause`. An event
    /// whose effects would not fit in the queue's slots marks the state `overflowed`, and `next`
    /// does not explore it: the bounded world ends there (the README says so).
    @inlinable
    func deliver(_ event: ClientEvent, cause: Cause, to state: inout WorldFields<Design.Client>) {
        guard var client = state.client else { return }
        let effects = design.reduce(into: &client, event)
        state.client = client
        guard state.pending.count + effects.count <= Slots<PendingEffect>.capacity else {
            state.overflowed = true
            return
        }
        // A handler makes the synchronous calls that lead what it returns before it returns: they
        // go ahead of everything that still waits on an `await`, behind only a synchronous run
        // already under way. The rest wait their turn.
        var place = 0
        while place < state.pending.count, design.isSynchronous(state.pending[place].effect) { place += 1 }
        var leading = true
        for effect in effects {
            let pending = PendingEffect(effect: effect, cause: cause)
            leading = leading && design.isSynchronous(effect)
            if leading {
                state.pending.insert(pending, at: place)
                place += 1
            } else {
                state.pending.append(pending)
            }
        }
    }
}
