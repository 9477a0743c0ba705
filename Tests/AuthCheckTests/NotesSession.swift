import AuthCheck

/// The notes app's real code, as a team writes it with async/await: an actor holding the
/// session, the keychain and cache writes of a login started together as tasks of their own (so
/// their order is the scheduler's, which `AsyncDriver` must make the same on every run), and a
/// logout over once its deletes are done. `forgetsProfile` is `NotesDesign`'s bug.
actor NotesSession {
    let world: HeldWorld
    let forgetsProfile: Bool
    var status: Status = .loading
    var token: Token?
    var unfinished = 0
    var loggingOut = false
    var loggedOut = false

    init(world: HeldWorld, forgetsProfile: Bool) {
        self.world = world
        self.forgetsProfile = forgetsProfile
    }

    func launch() {
        status = .guest
    }

    /// Returns once the login is answered; its writes go on by themselves.
    func login(_ account: Account) async {
        guard status == .guest else { return }
        loggedOut = false
        let answer = await world.request(.send(Call(.login(account, validCredentials: true), token: nil)))
        guard status == .guest, case .response(_, .ok(let account?, let pair?)) = answer else { return }
        status = .authed
        token = .access(pair)
        store(.write(.secure, .refreshToken, .token(.refresh(pair))))
        store(.write(.fastCache, .user, .account(account)))
    }

    func logout() {
        guard status == .authed else { return }
        status = .guest
        token = nil
        loggingOut = true
        store(.delete(.secure, .refreshToken))
        if !forgetsProfile { store(.delete(.fastCache, .user)) }
    }

    /// Starts one storage call as a task of its own, counted until it is done.
    private func store(_ effect: Effect) {
        unfinished += 1
        let world = world
        Task.detached {
            _ = await world.request(effect)
            await self.stored()
        }
    }

    private func stored() {
        unfinished -= 1
        if loggingOut, unfinished == 0 {
            loggingOut = false
            loggedOut = true
        }
    }

    var view: ClientView {
        var view = ClientView()
        view.status = status
        view.screen = status == .authed ? .main : status == .guest ? .signIn : .splash
        view.accessToken = token
        view.accessTokenRef = token
        view.loggedOut = loggedOut
        return view
    }
}
