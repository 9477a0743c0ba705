import AuthCheck
import MyAppClient

/// MyApp's real client as the conformance harness drives it: a fresh `AuthClient` per process
/// over fakes that ask the world for every keychain, cache and network call, told the launch and
/// the user's taps, and read back as the contract's `ClientView`.
///
/// `AsyncDriver<MyAppAdapter>()` drives it: `myapp-authcheck conform specs/myapp.json --driver
/// myapp`, or `Conformance.check` in a test.
public final class MyAppAdapter: AsyncApp {
    public let client: AuthClient

    public convenience init(world: HeldWorld) {
        self.init(world: world, bugs: [])
    }

    /// The client with `bugs` seeded in, for the tests that show the harness catching them.
    public init(world: HeldWorld, bugs: Set<SeededBug>) {
        client = AuthClient(
            keychain: WorldKeychain(world: world), profileCache: WorldProfileCache(world: world),
            transport: WorldTransport(world: world), bugs: bugs)
    }

    /// What the app's own code starts: the launch (`.task` on the root view) and the buttons. Each
    /// starts a task and returns, as a SwiftUI action does; the task's calls wait on the world.
    public func handle(_ event: ClientEvent) async {
        let client = client
        switch event {
        case .launched:
            Task { await client.launch() }
        case .user(.submitLogin(let account, let validForm, let rightPassword)):
            // An invalid form is what a person leaves: an email without its domain, no password.
            let email = validForm ? WorldAccounts.email(account) : "\(account)"
            let password = validForm ? (rightPassword ? WorldAccounts.password(account) : "wrong-password") : ""
            Task { await client.login(email: email, password: password) }
        case .user(.request):
            Task { _ = try? await client.send(.feed) }
        case .user(.logout):
            Task { await client.logout() }
        case .user(.biometricLogin), .user(.answerOptIn), .user(.unlock), .user(.setBiometrics), .user(.setSoftLock):
            break  // MyApp has no biometrics and no soft lock: no screen offers these
        case .backgrounded, .foregrounded, .inactivityElapsed, .biometricsChanged, .clockAdvanced, .promptAnswered,
             .promptPassedWithNewBiometric:
            break  // the session does not care
        case .loaded, .loadFailed, .wrote, .writeFailed, .response:
            break  // outcomes reach the fakes, never this
        }
    }

    public func view() async -> ClientView {
        WorldView.view(of: await client.state)
    }
}
