import AuthCheck
@testable import MyAppAuth

/// MyApp without the revocation of a late grant: a refresh sent before logout that comes back
/// with a new pair is ignored, and the pair stays valid on the server.
struct LateGrantKeptDesign: AuthDesign {
    let design = MyAppAuthDesign()

    var name: String { "myapp-late-grant-kept" }
    var features: [Feature] { design.features }
    var initialClient: MyAppClient { design.initialClient }
    func view(of client: MyAppClient) -> ClientView { design.view(of: client) }

    func reduce(into client: inout MyAppClient, _ event: ClientEvent) -> [Effect] {
        let before = client
        let effects = design.reduce(into: &client, event)
        guard case .response(let call, .ok(_, _?)) = event, call.endpoint == .refresh, call.token != before.refreshToken
        else { return effects }
        return effects.filter { !$0.isLogoutCall }
    }
}

extension Effect {
    fileprivate var isLogoutCall: Bool {
        if case .send(let call) = self { call.endpoint == .logout } else { false }
    }
}
