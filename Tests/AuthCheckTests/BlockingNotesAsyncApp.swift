import AuthCheck

/// The notes app's code behind an adapter that waits for the login's answer inside `handle`,
/// which only the next event of the trace can bring: the driver must say so, not wait.
final class BlockingNotesAsyncApp: NotesAsyncApp, @unchecked Sendable {
    override func handle(_ event: ClientEvent) async {
        if case .user(.submitLogin(let account, _, _)) = event {
            await session.login(account)
        } else {
            await super.handle(event)
        }
    }
}
