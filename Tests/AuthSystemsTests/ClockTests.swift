@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// The device's clock (`clockTicks`): off unless a spec turns it on; a tick brings the newest
/// access token within five minutes of its expiry while the server still accepts it; a running
/// app is told every reading, at launch too; it leads a design that refreshes on its clock into
/// the refresh the contract forbids (C3.1). Its witness and the reference's coping are in
/// `FidelityEventTests`, beside the other events'.
@Suite struct ClockTests {
    static let signIn: [Event] = [
        .launch, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform,
        .answer(slot: 0), .perform, .perform, .perform,
    ]

    static func play<Design: AuthDesign>(_ world: AuthWorld<Design>, _ events: [Event]) throws -> AuthWorld<Design>.State {
        var state = world.initialStates[0]
        for event in events { state = try #require(world.next(after: state, on: event), "\(event) is disabled") }
        return state
    }

    @Test func aClockReadsEachAccessTokenByItsOwnPair() {
        let clock = Clock(soon: 0b010, expired: 0b100)
        #expect(clock.time(of: .access(1)) == .fresh)
        #expect(clock.time(of: .access(2)) == .expiresSoon)
        #expect(clock.time(of: .access(3)) == .expired)
        #expect(clock.time(of: .refresh(3)) == .fresh)
        #expect(clock.time(of: .access(0)) == .fresh)
        #expect(clock.description == "A2 expiresSoon, A3 expired")
        #expect(Clock().description == "every token fresh")
    }

    @Test func aTickBringsTheNewestTokenNearItsExpiryAndTellsTheRunningApp() throws {
        let world = AuthWorld(design: KeychainRotationDesign(), options: .quiet { $0.clockTicks = 1; $0.serverEvents = 1 })
        let signedIn = try Self.play(world, Self.signIn)
        var events: [Event] = []
        world.actions(in: signedIn, into: &events)
        #expect(events.contains(.accessTokenExpiresSoon))
        let soon = try #require(world.next(after: signedIn, on: .accessTokenExpiresSoon))
        #expect(soon.server.pair(1)?.access == .valid && soon.server.pair(1)?.accessExpiresSoon == true)
        #expect(soon.client?.clock.time(of: .access(1)) == .expiresSoon)
        #expect(soon.budget.clockTicks == 0)
        // One tick per token: the next needs a newer pair.
        #expect(world.next(after: soon, on: .accessTokenExpiresSoon) == nil)
        // An expiry is on the clock too, and the app is told.
        let expired = try #require(world.next(after: soon, on: .accessTokenExpires))
        #expect(expired.client?.clock.time(of: .access(1)) == .expired)
        let step = Transition(before: world.observe(soon), event: .accessTokenExpires, after: world.observe(expired))
        #expect(step.cause == .device)
    }

    @Test func aNewProcessIsToldTheClockAtLaunch() throws {
        let world = AuthWorld(design: KeychainRotationDesign(), options: .quiet {
            $0.clockTicks = 1; $0.crashes = 1; $0.disturbances = 1
        })
        let relaunched = try Self.play(world, Self.signIn + [.crash, .accessTokenExpiresSoon, .launch])
        #expect(relaunched.client?.clock.time(of: .access(1)) == .expiresSoon)
    }

    @Test func withoutTicksTheClockNeverMovesAndTheAppIsToldNothing() throws {
        let world = AuthWorld(design: KeychainRotationDesign(), options: .quiet { $0.serverEvents = 1 })
        let signedIn = try Self.play(world, Self.signIn)
        var events: [Event] = []
        world.actions(in: signedIn, into: &events)
        #expect(!events.contains(.accessTokenExpiresSoon))
        #expect(world.next(after: signedIn, on: .accessTokenExpiresSoon) == nil)
        let expired = try #require(world.next(after: signedIn, on: .accessTokenExpires))
        #expect(expired.client?.clock == Clock())
        let step = Transition(before: world.observe(signedIn), event: .accessTokenExpires, after: world.observe(expired))
        #expect(step.cause == nil)
    }

    /// 002's Scenario 4 and 004's S7 refresh when the clock says "expires soon": with a clock, a
    /// return to the foreground starts a refresh no 401 asked for; without one, they never do.
    @Test func theClockLeadsKeychainRotationIntoARefreshNo401Started() throws {
        try Self.expectProactiveRefresh(KeychainRotationDesign())
    }

    @Test func theClockLeadsCleanerHQIntoARefreshNo401Started() throws {
        try Self.expectProactiveRefresh(CleanerHQDesign())
    }

    static func expectProactiveRefresh<Design: AuthDesign>(_ design: Design) throws {
        let options = WorldOptions.quiet { $0.clockTicks = 1; $0.backgrounds = 1; $0.disturbances = 1 }
        let on = try #require(try Exploration.verdicts(design, ["C3.1"], options)["C3.1"])
        #expect(on.name == "violated")
        #expect(on.trace?.actions.contains(.accessTokenExpiresSoon) == true)
        var off = options
        off.clockTicks = 0
        #expect(try Exploration.verdicts(design, ["C3.1"], off)["C3.1"]?.name == "holds")
    }

    /// A restore that finds its access token near expiry refreshes first (004: "if token near
    /// expiry on restore"), behind the splash; with the token fresh it enters at once.
    @Test func aRestoreNearExpiryRefreshesFirst() throws {
        let world = AuthWorld(design: CleanerHQDesign(), options: .quiet { $0.clockTicks = 1; $0.crashes = 1; $0.disturbances = 1 })
        let signIn: [Event] = [
            .launch, .perform, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform,
            .answer(slot: 0), .perform, .perform, .crash,
        ]
        let fresh = world.observe(try Self.play(world, signIn + [.launch, .perform, .perform]))
        #expect(fresh.client.status == .authed && fresh.client.accessToken == .access(1) && fresh.pending.isEmpty)
        let soon = world.observe(try Self.play(world, signIn + [.accessTokenExpiresSoon, .launch, .perform, .perform]))
        #expect(soon.client.status == .loading && soon.client.screen == .splash)
        #expect(soon.pending.map(\.effect) == [.send(Call(.refresh, token: .refresh(1)))])
    }

    /// R1 does not ask a design to resume a session whose only accepted token is an access
    /// token within minutes of its end: cleanerhq refreshes it at restore, the refresh token has
    /// expired, and the login form is the document's answer, not the crash's doing.
    @Test func r1AsksNothingOfASessionAboutToEnd() throws {
        let options = WorldOptions.quiet { $0.clockTicks = 1; $0.crashes = 1; $0.serverEvents = 1; $0.disturbances = 2 }
        #expect(try Exploration.verdicts(CleanerHQDesign(), ["R1"], options)["R1"]?.name == "holds")
    }
}
