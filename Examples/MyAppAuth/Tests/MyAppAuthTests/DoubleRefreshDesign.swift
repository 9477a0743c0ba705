import AuthCheck
@testable import MyAppAuth

/// MyApp without single flight: a request that gets a 401 while a refresh is under way starts
/// one of its own as well as waiting. Everything else is MyApp's own reduction.
struct DoubleRefreshDesign: AuthDesign {
    let design = MyAppAuthDesign()

    var name: String { "myapp-double-refresh" }
    var features: [Feature] { design.features }
    var initialClient: MyAppClient { design.initialClient }
    func view(of client: MyAppClient) -> ClientView { design.view(of: client) }

    func reduce(into client: inout MyAppClient, _ event: ClientEvent) -> [Effect] {
        let before = client
        var effects = design.reduce(into: &client, event)
        if case .response(let call, .unauthorized(.accessTokenExpired, false)) = event, case .protected = call.endpoint,
           call.retries == 0, before.refresh == .calling, let token = client.refreshToken {
            effects.append(.send(Call(.refresh, token: token)))
        }
        return effects
    }
}
