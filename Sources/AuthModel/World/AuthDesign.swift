/// An app's authentication design: a pure reducer over its own client state.
///
/// The reducer decides and returns effects as data; the world performs each as its own step.
/// A design never sees the world, only the events it is told, so what it does after a crash, a
/// lost response or a failed write is exactly what its code says.
public protocol AuthDesign: Sendable {
    associatedtype Client: Hashable & Sendable

    /// The design's name, as specs and traces give it (`reference`, `layered-biometric`, …).
    var name: String { get }

    /// The parts the design has; clauses about parts it lacks are `n/a` for it.
    var features: [Feature] { get }

    /// Memory at the instant the process starts, before `.launched` is handled.
    var initialClient: Client { get }

    func reduce(into client: inout Client, _ event: ClientEvent) -> [Effect]

    /// What the client shows and holds, in the contract's terms: the only window clauses have
    /// onto a design's state.
    func view(of client: Client) -> ClientView

    /// Whether the app makes this effect's call synchronously (iOS's `SecItemAdd`,
    /// `SecItemCopyMatching`, `SecItemDelete` return before the next line runs): while such an
    /// effect is the next to perform, nothing else happens, no tap, no answer and no kill, only
    /// the call itself or its failure. The synchronous effects that lead what `reduce` returns are
    /// made before the handler returns, so the world puts them ahead of every effect still
    /// awaited: their completions can come back before those of calls asked for earlier. By
    /// default no effect is synchronous.
    func isSynchronous(_ effect: Effect) -> Bool

    /// Where the design keeps the credential it presents to refresh, for a design that declares
    /// `storedRefreshToken`: the contract's `user_refresh_token` by default. A design that
    /// persists one token and presents it to refresh (000's `auth_access_token`) names its key:
    /// that token is its refresh credential under another name, and the clauses about a stored
    /// refresh token judge it there, in its refresh role.
    var refreshCredential: StoragePlace { get }
}

extension AuthDesign {
    @inlinable
    public func isSynchronous(_ effect: Effect) -> Bool { false }

    @inlinable
    public var refreshCredential: StoragePlace { .contractRefreshToken }
}
