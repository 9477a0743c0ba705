import AuthCheckKit
import AuthModel
import AuthSystems

/// A tiny design that keeps the access token in secure storage: it breaks C1.3 two steps after
/// its login is answered, so `check` has a violation to report and a trace to write.
struct LeakyDesign: AuthDesign {
    struct Client: Hashable, Sendable {
        var status: Status = .loading
        var token: Token?
    }

    var name: String { "leaky" }
    var features: [Feature] { [.tokens, .storedRefreshToken] }
    var initialClient: Client { Client() }

    func reduce(into client: inout Client, _ event: ClientEvent) -> [Effect] {
        switch event {
        case .launched:
            client.status = .guest
        case .user(.submitLogin(let account, _, _)) where client.status == .guest:
            return [.send(Call(.login(account, validCredentials: true), token: nil))]
        case .response(_, .ok(_, let pair?)):
            client.status = .authed
            client.token = .access(pair)
            return [.write(.secure, .refreshToken, .token(.refresh(pair))), .write(.secure, .accessToken, .token(.access(pair)))]
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

    static let system = AuthSystem(
        LeakyDesign(), summary: "keeps the access token in secure storage", version: 1,
        absences: Feature.allCases.filter { !LeakyDesign().features.contains($0) }.map {
            FeatureAbsence($0, "a test design: only tokens and a stored refresh token")
        })
}

extension Registry {
    /// The bundled systems and the catalogue, with `LeakyDesign` beside them: what the command
    /// tests run against, the way a team's executable adds its own design.
    static let withLeaky = Registry(systems: AuthSystems.bundled + [LeakyDesign.system], clauses: ClauseCatalogue.all)
}
