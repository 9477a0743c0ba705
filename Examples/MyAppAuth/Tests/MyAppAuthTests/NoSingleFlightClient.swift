import AuthCheck
import MyAppClient
import MyAppConformance

/// MyApp's client with `SeededBug.noSingleFlight`: every 401 starts a refresh of its own.
final class NoSingleFlightClient: AsyncApp {
    let adapter: MyAppAdapter

    init(world: HeldWorld) {
        adapter = MyAppAdapter(world: world, bugs: [.noSingleFlight])
    }

    func handle(_ event: ClientEvent) async { await adapter.handle(event) }

    func view() async -> ClientView { await adapter.view() }
}
