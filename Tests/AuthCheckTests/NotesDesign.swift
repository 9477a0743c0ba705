import AuthCheck

/// A team's design as a team writes it, outside the checker's modules with nothing but
/// `import AuthCheck`: the access token in memory, the refresh token in the keychain, the profile
/// in the fast cache, and a logout that revokes nothing locally but the keychain. With
/// `forgetsProfile`, logout leaves the cached profile behind: the bug the team's own clause
/// `NOTES1` exists to catch.
struct NotesDesign: AuthDesign {
    struct Client: Hashable, Sendable {
        var status: Status = .loading
        var token: Token?
        /// Storage effects asked for and not yet done, the login's and the logout's alike: the
        /// world performs them in order, so logout has finished only when none is left.
        var unfinishedEffects = 0
        var loggingOut = false
        var loggedOut = false
    }

    let forgetsProfile: Bool
    /// What the design says it has; `dishonest` says it has a soft lock and no stored refresh
    /// token, the opposite of what it does.
    var dishonest = false

    var name: String { dishonest ? "notes-dishonest" : forgetsProfile ? "notes" : "notes-fixed" }
    var features: [Feature] { dishonest ? [.tokens, .logout, .softLock] : [.tokens, .storedRefreshToken, .logout] }
    var initialClient: Client { Client() }

    func reduce(into client: inout Client, _ event: ClientEvent) -> [Effect] {
        switch event {
        case .launched:
            client.status = .guest
        case .user(.submitLogin(let account, _, _)) where client.status == .guest:
            client.loggedOut = false
            return [.send(Call(.login(account, validCredentials: true), token: nil))]
        case .response(let call, .ok(let account?, let pair?)) where client.status == .guest && call.endpoint.isLogin:
            client.status = .authed
            client.token = .access(pair)
            client.unfinishedEffects += 2
            return [.write(.secure, .refreshToken, .token(.refresh(pair))), .write(.fastCache, .user, .account(account))]
        case .user(.logout) where client.status == .authed:
            client.status = .guest
            client.token = nil
            let deletes: [Effect] = forgetsProfile
                ? [.delete(.secure, .refreshToken)] : [.delete(.secure, .refreshToken), .delete(.fastCache, .user)]
            client.unfinishedEffects += deletes.count
            client.loggingOut = true
            return deletes
        case .wrote, .writeFailed:
            client.unfinishedEffects -= 1
            if client.loggingOut, client.unfinishedEffects == 0 {
                client.loggingOut = false
                client.loggedOut = true
            }
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
        view.loggedOut = client.loggedOut
        return view
    }

    static let buggy = AuthSystem(NotesDesign(forgetsProfile: true), summary: "a team's notes app; logout forgets the profile", version: 1)
    static let fixed = AuthSystem(NotesDesign(forgetsProfile: false), summary: "the same app, fixed", version: 1)
    static let dishonest = AuthSystem(
        NotesDesign(forgetsProfile: false, dishonest: true), summary: "the fixed app, declaring the wrong features", version: 1)
}
