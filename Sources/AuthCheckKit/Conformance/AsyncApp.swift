import AuthModel

/// A team's real implementation, written with async/await, as `AsyncDriver` drives it: built
/// over fakes that ask a `HeldWorld` for every storage call, network call and prompt, and told
/// the events only its own code acts on.
public protocol AsyncApp: AnyObject, Sendable {
    /// A new process of the app, its fakes asking `world` for every effect. Storage is the
    /// world's, so a new process finds what the killed one left.
    init(world: HeldWorld)

    /// The launch, a user action, a lifecycle change: what a tap or the OS starts. Return once
    /// the work is started, as a button's action does; what it then waits for is the world's
    /// to answer. (Outcomes of effects reach the fakes, never this.)
    func handle(_ event: ClientEvent) async

    /// What the app shows and holds now, in the contract's terms.
    func view() async -> ClientView
}
