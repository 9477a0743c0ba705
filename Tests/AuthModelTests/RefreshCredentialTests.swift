@testable import AuthModel
import Testing

/// The stored refresh credential is read where the design keeps it (`AuthDesign.refreshCredential`):
/// the contract's `user_refresh_token` by default, or a token a design persists under another
/// key and presents to refresh, read there in its refresh role.
@Suite struct RefreshCredentialTests {
    typealias Make = ClausePredicateTests

    static let oneToken = StoragePlace(.secure, .accessToken)

    func observation(
        secure: [StorageKey: StoredValue], place: StoragePlace = .contractRefreshToken, client: ClientView = ClientView(),
        pending: [PendingEffect] = [], performed: PendingEffect? = nil
    ) -> Observation {
        Observation(
            running: true, client: client, secure: Make.store(secure), fastCache: Store(), asyncStorage: Store(),
            server: Server(), calls: Slots(), pending: Make.slots(pending), device: Device(), performed: performed,
            answered: nil, requestsMade: 0, refreshCredential: place)
    }

    @Test func theContractsPlaceHoldsOnlyARefreshToken() {
        #expect(observation(secure: [.refreshToken: .token(.refresh(1))]).storedRefreshToken == .refresh(1))
        #expect(observation(secure: [.accessToken: .token(.access(1))]).storedRefreshToken == nil)
        #expect(observation(secure: [.refreshToken: .token(.access(1))]).storedRefreshToken == nil)
    }

    @Test func aTokenUnderAnotherNameIsReadInItsRefreshRole() {
        let stored = observation(secure: [.accessToken: .token(.access(2))], place: Self.oneToken)
        #expect(stored.storedRefreshToken == .refresh(2))
        #expect(stored.refreshCredentialDelete == .delete(.secure, .accessToken))
        // A refresh token under the contract's key is not where this design keeps its credential.
        #expect(observation(secure: [.refreshToken: .token(.refresh(1))], place: Self.oneToken).storedRefreshToken == nil)
    }

    @Test func theCredentialIsDroppedByDeletingItsOwnPlace() {
        let deleting = { (effect: Effect) in
            self.observation(
                secure: [.accessToken: .token(.access(1))], place: Self.oneToken,
                pending: [PendingEffect(effect: effect, cause: .user(.logout))])
        }
        #expect(deleting(.delete(.secure, .accessToken)).dropsStoredRefreshToken)
        #expect(!deleting(.delete(.secure, .refreshToken)).dropsStoredRefreshToken)
        #expect(observation(secure: [:], place: Self.oneToken).dropsStoredRefreshToken)
    }

    /// A killed app still has what secure storage holds and, where the design keeps its refresh
    /// credential outside it (a cookie file), that credential too: R1 and W-R-crash read them.
    @Test func storedTokensCountACredentialKeptOutsideSecureStorage() {
        let cookieFile = StoragePlace(.asyncStorage, .refreshToken)
        var files = Store()
        files[.refreshToken] = .token(.refresh(3))
        let cookies = Observation(
            running: false, client: ClientView(), secure: Make.store([.user: .account(.alice)]), fastCache: Store(),
            asyncStorage: files, server: Server(), calls: Slots(), pending: Slots(), device: Device(), performed: nil,
            answered: nil, requestsMade: 0, refreshCredential: cookieFile)
        #expect(cookies.storedTokens == [.refresh(3)])
        let keychain = observation(secure: [.refreshToken: .token(.refresh(1))])
        #expect(keychain.storedTokens == [.refresh(1)])
        let contractPlaceOnly = Observation(
            running: false, client: ClientView(), secure: Store(), fastCache: Store(), asyncStorage: files,
            server: Server(), calls: Slots(), pending: Slots(), device: Device(), performed: nil, answered: nil,
            requestsMade: 0)
        #expect(contractPlaceOnly.storedTokens == [])
    }

    /// The session helpers read the same places: a cookie file's credential is a stored session
    /// the app holds (and resumes), and its delete marks that session as ending; at the contract's
    /// place, the same file is nobody's session.
    @Test func sessionFactsReadTheCredentialWhereItIsKept() {
        var files = Store()
        files[.refreshToken] = .token(.refresh(1))
        func app(_ place: StoragePlace, deleting: Bool = false) -> Observation {
            let pending = deleting ? [PendingEffect(effect: .delete(.asyncStorage, .refreshToken), cause: .user(.logout))] : []
            return Observation(
                running: false, client: ClientView(), secure: Store(), fastCache: Store(), asyncStorage: files,
                server: Make.server(issuing: [.alice]), calls: Slots(), pending: Make.slots(pending), device: Device(),
                performed: nil, answered: nil, requestsMade: 0, refreshCredential: place)
        }
        let cookieFile = StoragePlace(.asyncStorage, .refreshToken)
        #expect(app(cookieFile).holdsAcceptedSession)
        #expect(app(cookieFile).holdsPair(1))
        #expect(!app(cookieFile).deletesAStoredToken)
        #expect(app(cookieFile, deleting: true).deletesAStoredToken)
        #expect(!app(cookieFile, deleting: true).holdsPair(1))
        #expect(!app(.contractRefreshToken).holdsAcceptedSession)
        #expect(!app(.contractRefreshToken).holdsPair(1))
        #expect(!app(.contractRefreshToken, deleting: true).deletesAStoredToken)
    }

    /// A reinstall deletes the app's files, a cookie file with them: not the credential "leaving"
    /// (C1.2). A launch that drops it for no cause still does.
    @Test func c12DoesNotJudgeTheReinstallsWipe() throws {
        let clause = try #require(ClauseCatalogue.clause(id: "C1.2"))
        guard case .step(let holds) = clause.kind else { Issue.record("C1.2 is \(clause.kind.name)"); return }
        let cookieFile = StoragePlace(.asyncStorage, .refreshToken)
        func app(cookie: Bool, performed: PendingEffect? = nil) -> Observation {
            var files = Store()
            if cookie { files[.refreshToken] = .token(.refresh(1)) }
            return Observation(
                running: true, client: ClientView(), secure: Store(), fastCache: Store(), asyncStorage: files,
                server: Server(), calls: Slots(), pending: Slots(), device: Device(), performed: performed,
                answered: nil, requestsMade: 0, refreshCredential: cookieFile)
        }
        #expect(holds(app(cookie: true), .reinstall, app(cookie: false)))
        let launchDrops = PendingEffect(effect: .delete(.asyncStorage, .refreshToken), cause: .launch)
        #expect(!holds(app(cookie: true), .perform, app(cookie: false, performed: launchDrops)))
    }

    /// C1.1 judges the credential where the design keeps it: settled holding pair 1, the one token
    /// stored meets it, a stale one or none breaks it.
    @Test func c11JudgesTheDesignsOwnPlace() throws {
        let clause = try #require(ClauseCatalogue.clause(id: "C1.1"))
        guard case .step(let holds) = clause.kind else { Issue.record("C1.1 is \(clause.kind.name)"); return }
        let holding = Make.client { $0.status = .authed; $0.accessToken = .access(1); $0.refreshToken = .refresh(1) }
        let before = observation(secure: [:], place: Self.oneToken)
        func settled(_ secure: [StorageKey: StoredValue]) -> Observation {
            observation(secure: secure, place: Self.oneToken, client: holding)
        }
        #expect(holds(before, .perform, settled([.accessToken: .token(.access(1))])))
        #expect(!holds(before, .perform, settled([.accessToken: .token(.access(2))])))
        #expect(!holds(before, .perform, settled([:])))
        // Read at the contract's place, the same storage breaks it: the token is not there.
        let atContractPlace = observation(secure: [.accessToken: .token(.access(1))], client: holding)
        #expect(!holds(before, .perform, atContractPlace))
    }
}
