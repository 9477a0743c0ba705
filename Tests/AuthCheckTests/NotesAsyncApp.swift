import AuthCheck

/// `NotesSession` behind `AsyncApp`: the launch and the buttons start tasks and return. With
/// `forgetsProfile` (`ForgetfulNotesAsyncApp`) it is the buggy notes app's code.
class NotesAsyncApp: AsyncApp, @unchecked Sendable {
    // `@unchecked`: `session` is a `let` of an actor.
    let session: NotesSession

    class var forgetsProfile: Bool { false }

    required init(world: HeldWorld) {
        session = NotesSession(world: world, forgetsProfile: Self.forgetsProfile)
    }

    func handle(_ event: ClientEvent) async {
        let session = session
        switch event {
        case .launched: await session.launch()
        case .user(.submitLogin(let account, _, _)): Task { await session.login(account) }
        case .user(.logout): await session.logout()
        default: break
        }
    }

    func view() async -> ClientView { await session.view }
}
