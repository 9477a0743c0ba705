@testable import AuthModel
import Testing

/// Where the world queues what a handler returns. A handler makes its synchronous calls before
/// it returns, so those that lead its effects go ahead of what still waits on an `await`, behind
/// only a synchronous run already under way.
struct SynchronousCallTests {
    /// Signed in from launch. A request awaits a keychain write, then sends; a logout writes the
    /// fast cache (synchronous), then deletes from the keychain (awaited). Its variants make sends
    /// synchronous, or give the logout a second fast-cache call and a third on the first's end.
    struct HandlerDesign: AuthDesign {
        struct Client: Hashable, Sendable { var status: Status = .loading }

        var sendsAreSynchronous = false
        var secondCacheCall = false

        var name: String { "handler" }
        var features: [Feature] { [.logout] }
        var initialClient: Client { Client() }

        func isSynchronous(_ effect: Effect) -> Bool {
            switch effect {
            case .load(let store), .write(let store, _, _), .delete(let store, _): store == .fastCache
            case .send: sendsAreSynchronous
            case .promptBiometrics: false
            }
        }

        func reduce(into client: inout Client, _ event: ClientEvent) -> [Effect] {
            switch event {
            case .launched:
                client.status = .authed
                return []
            case .user(.request):
                return [Self.keychainWrite, Self.requestSend]
            case .user(.logout) where sendsAreSynchronous:
                return [Self.logoutSend]
            case .user(.logout) where secondCacheCall:
                return [Self.cacheWrite, Self.cacheDelete, Self.keychainDelete]
            case .user(.logout):
                return [Self.cacheWrite, Self.keychainDelete]
            case .wrote(.fastCache, .isLoggedIn) where secondCacheCall:
                return [Self.cacheReread]
            default:
                return []
            }
        }

        func view(of client: Client) -> ClientView {
            var view = ClientView()
            (view.status, view.screen) = (client.status, client.status == .authed ? .main : .splash)
            return view
        }

        static let keychainWrite = Effect.write(.secure, .userEmail, .account(.alice))
        static let requestSend = Effect.send(Call(.protected(1), token: nil))
        static let cacheWrite = Effect.write(.fastCache, .isLoggedIn, .flag(false))
        static let keychainDelete = Effect.delete(.secure, .userEmail)
        static let cacheDelete = Effect.delete(.fastCache, .user)
        static let cacheReread = Effect.load(.fastCache)
        static let logoutSend = Effect.send(Call(.logout, token: nil))
    }

    static func state(after events: [Event], _ design: HandlerDesign) throws -> (AuthWorld<HandlerDesign>, AuthWorld<HandlerDesign>.State) {
        let world = AuthWorld(design: design, options: .quiet { $0.requests = 1; $0.logouts = 1 })
        var state = world.initialStates[0]
        for event in events { state = try #require(world.next(after: state, on: event)) }
        return (world, state)
    }

    @Test func aSynchronousCallGoesAheadOfAWaitingSend() throws {
        // The request's keychain write is done; its send still waits when the logout is tapped.
        let (world, state) = try Self.state(after: [.launch, .user(.request), .perform, .user(.logout)], HandlerDesign())
        #expect(state.pending.map(\.effect) == [HandlerDesign.cacheWrite, HandlerDesign.requestSend, HandlerDesign.keychainDelete])
        var offered: [Event] = []
        world.actions(in: state, into: &offered)
        #expect(offered == [.perform], "inside the logout's synchronous write nothing else happens")
    }

    @Test func aSynchronousCallPassesAnAwaitedWrite() throws {
        // The request's keychain write still waits: the fast-cache write goes ahead of it.
        let (world, state) = try Self.state(after: [.launch, .user(.request), .user(.logout)], HandlerDesign())
        #expect(state.pending.map(\.effect) == [
            HandlerDesign.cacheWrite, HandlerDesign.keychainWrite, HandlerDesign.requestSend, HandlerDesign.keychainDelete,
        ])
        let next = try #require(world.next(after: state, on: .perform))
        #expect(world.observe(next, after: .perform, from: state).performed?.effect == HandlerDesign.cacheWrite)
    }

    @Test func aSynchronousCallWaitsForARunUnderWay() throws {
        // The logout's two fast-cache calls run together; the first one's completion asks for a
        // third, which follows the second.
        let (_, state) = try Self.state(after: [.launch, .user(.logout), .perform], HandlerDesign(secondCacheCall: true))
        #expect(state.pending.map(\.effect) == [HandlerDesign.cacheDelete, HandlerDesign.cacheReread, HandlerDesign.keychainDelete])
    }

    @Test func aSynchronousSendPassesAnAwaitedWrite() throws {
        let (_, state) = try Self.state(after: [.launch, .user(.request), .user(.logout)], HandlerDesign(sendsAreSynchronous: true))
        #expect(state.pending.map(\.effect) == [HandlerDesign.logoutSend, HandlerDesign.keychainWrite, HandlerDesign.requestSend])
    }

    @Test func theStepQueuedWhatWasPutAheadAndWhatWasAppended() throws {
        let design = HandlerDesign()
        let (world, before) = try Self.state(after: [.launch, .user(.request)], design)
        let after = try #require(world.next(after: before, on: .user(.logout)))
        let transition = Transition(
            before: world.observe(before), event: .user(.logout), after: world.observe(after, after: .user(.logout), from: before))
        #expect(transition.queued.map(\.effect) == [HandlerDesign.cacheWrite, HandlerDesign.keychainDelete])
    }
}
