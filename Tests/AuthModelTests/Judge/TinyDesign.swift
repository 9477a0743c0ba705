import AuthModel

/// The smallest design worth judging: launch to guest, log in, log out. Small enough that every
/// count a test states follows from reading it.
struct TinyDesign: AuthDesign {
    struct Client: Hashable, Sendable {
        var status: Status = .loading
        var token: Token?
    }

    var name: String { "tiny" }
    var features: [Feature] { [.tokens, .logout] }
    var initialClient: Client { Client() }

    func reduce(into client: inout Client, _ event: ClientEvent) -> [Effect] {
        switch event {
        case .launched:
            client.status = .guest
        case .user(.submitLogin(let account, _, _)) where client.status == .guest:
            return [.send(Call(.login(account, validCredentials: true), token: nil))]
        case .response(let call, .ok(_, let pair?)) where client.status == .guest && call.endpoint.isLogin:
            client.status = .authed
            client.token = .access(pair)
        case .user(.logout) where client.status == .authed:
            client.status = .guest
            client.token = nil
        default:
            break
        }
        return []
    }

    func view(of client: Client) -> ClientView {
        var view = ClientView()
        view.status = client.status
        view.screen = client.status == .authed ? .main : client.status == .guest ? .signIn : .splash
        view.accessToken = client.token
        view.accessTokenRef = client.token
        return view
    }

    /// The design's world: one login, one logout, nothing going wrong.
    static let world = AuthWorld(design: TinyDesign(), options: .quiet { $0.logouts = 1 })
}
