import AuthCheck
@testable import MyAppAuth

/// MyApp with a bug APP1 is about: logout deletes the keychain token but forgets the cached
/// profile. Everything else is MyApp's own reduction.
struct ForgetfulLogoutDesign: AuthDesign {
    let design = MyAppAuthDesign()

    var name: String { "myapp-forgetful-logout" }
    var features: [Feature] { design.features }
    var initialClient: MyAppClient { design.initialClient }
    func view(of client: MyAppClient) -> ClientView { design.view(of: client) }

    func reduce(into client: inout MyAppClient, _ event: ClientEvent) -> [Effect] {
        var effects = design.reduce(into: &client, event)
        if event == .user(.logout), let index = effects.firstIndex(of: .delete(.fastCache, .user)) {
            effects.remove(at: index)
            client.outstanding -= 1  // the design counts only what it asked for
        }
        return effects
    }
}
