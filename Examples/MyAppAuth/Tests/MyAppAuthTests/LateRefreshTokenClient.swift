import AuthCheck
import MyAppClient
import MyAppConformance

/// MyApp's client with `SeededBug.refreshTokenStoredLate`: a refresh's new access token is used
/// (the waiting requests are resent) before the rotated refresh token is written.
final class LateRefreshTokenClient: AsyncApp {
    let adapter: MyAppAdapter

    init(world: HeldWorld) {
        adapter = MyAppAdapter(world: world, bugs: [.refreshTokenStoredLate])
    }

    func handle(_ event: ClientEvent) async { await adapter.handle(event) }

    func view() async -> ClientView { await adapter.view() }
}
