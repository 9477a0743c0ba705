@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// R1 asks nothing of a session the app had let go before a crash (`Device.stoppedSignedOut`),
/// and a launch cut short by a second crash does not bring it back: the reference at wide
/// bounds showed that a logout whose delete failed, then a kill, a launch and a kill while
/// loading, was read as a crash taking a session away.
@Suite struct StoppedSignedOutTests {
    /// A logout whose secure delete fails, then a kill while the app shows the sign-in screen.
    static let logoutThenKill: [Event] = FidelityEventTests.signIn + [.user(.logout), .deleteFails, .perform, .crash]

    static let options = WorldOptions.quiet {
        $0.crashes = 2
        $0.logouts = 1
        $0.deleteFailures = 1
        $0.disturbances = 3
    }

    static let world = AuthWorld(design: ReferenceDesign(), options: options)

    /// Whether R1 judges `state`: its `from` condition.
    static func r1Judges(_ state: WorldState<ReferenceClient>, in world: AuthWorld<ReferenceDesign>) throws -> Bool {
        let r1 = try #require(ClauseCatalogue.clause(id: "R1"))
        guard case .recover(let from, _, _) = r1.kind else {
            Issue.record("R1 is not a recover clause")
            return false
        }
        return from(world.observe(state))
    }

    @Test func aKillWhileLoadingAfterASignedOutStopKeepsItSignedOut() throws {
        let stopped = try FidelityEventTests.play(Self.world, Self.logoutThenKill)
        #expect(stopped.device.stoppedSignedOut)
        #expect(stopped.secure[.refreshToken] != nil, "the failed delete left the refresh token")
        let loading = try FidelityEventTests.play(Self.world, [.launch], from: stopped)
        #expect(Self.world.observe(loading).client.status == .loading)
        let killedAgain = try FidelityEventTests.play(Self.world, [.crash], from: loading)
        #expect(killedAgain.device.stoppedSignedOut)
        #expect(try !Self.r1Judges(killedAgain, in: Self.world), "the server still accepts R1, but the app had let it go")
    }

    @Test func aKillWhileLoadingAfterAnAuthedStopIsStillJudged() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 2; $0.disturbances = 2 })
        let stopped = try FidelityEventTests.play(world, FidelityEventTests.signIn + [.crash])
        #expect(!stopped.device.stoppedSignedOut)
        let killedAgain = try FidelityEventTests.play(world, [.launch, .crash], from: stopped)
        #expect(!killedAgain.device.stoppedSignedOut)
        #expect(try Self.r1Judges(killedAgain, in: world), "a session the crash took: R1 asks the app to resume it")
    }

    /// The sign-in screen is still up while the app saves the session a login brought (the
    /// reference shows `authed` only once its last write is done): a kill there takes that
    /// session away mid-save, not one the app had let go, so the stop is not a signed-out one and
    /// R1 judges it wherever secure storage already holds a token the server accepts. Before
    /// 0.9.2 the sign-in screen alone exempted it.
    @Test func aKillWhileASignInSavesItsSessionIsNotASignedOutStop() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.disturbances = 1 })
        let saving = try FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(7)))
        #expect(world.observe(saving).client.status == .guest, "the login's answer landed; its saves are under way")
        #expect(AuthWorld<ReferenceDesign>.signsIn(saving.fields))
        #expect(try !FidelityEventTests.play(world, [.crash], from: saving).device.stoppedSignedOut)
        let sending = try FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(4)))
        #expect(world.observe(sending).client.status == .guest && AuthWorld<ReferenceDesign>.signsIn(sending.fields),
                "the login's call waits to be sent")
        #expect(try !FidelityEventTests.play(world, [.crash], from: sending).device.stoppedSignedOut)
    }

    /// On the sign-in screen with nothing under way, a kill leaves the app as it was: signed out.
    @Test func aKillOnAnIdleSignInScreenStaysExempt() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.disturbances = 1 })
        let idle = try FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(3)))
        #expect(world.observe(idle).client.status == .guest)
        #expect(!AuthWorld<ReferenceDesign>.signsIn(idle.fields))
        #expect(try FidelityEventTests.play(world, [.crash], from: idle).device.stoppedSignedOut)
    }

    @Test func theFlagIsForgottenOnceTheAppShowsWhereItIs() throws {
        let stopped = try FidelityEventTests.play(Self.world, Self.logoutThenKill)
        // The launch does its work until the app leaves `loading`: from then on how it last
        // stopped no longer matters, and is forgotten.
        var state = try FidelityEventTests.play(Self.world, [.launch], from: stopped)
        #expect(state.device.stoppedSignedOut, "kept while the app loads")
        while Self.world.observe(state).client.status == .loading,
              FidelityEventTests.enabled(Self.world, state).contains(.perform) {
            state = try FidelityEventTests.play(Self.world, [.perform], from: state)
        }
        #expect(Self.world.observe(state).client.status == .guest)
        #expect(!state.device.stoppedSignedOut)
    }

    @Test func aLoadingAppThatSavesASessionOrPassesAPromptNoLongerCountsAsSignedOut() throws {
        let loading = try FidelityEventTests.play(Self.world, Self.logoutThenKill + [.launch]).fields
        #expect(!Self.world.resumesOrSettles(loading, after: loading, on: .perform))
        #expect(!Self.world.resumesOrSettles(loading, after: loading, on: .prompt(.cancel)))
        #expect(Self.world.resumesOrSettles(loading, after: loading, on: .prompt(.success)))
        var saved = loading
        saved.secure = Store()
        #expect(Self.world.resumesOrSettles(saved, after: loading, on: .perform), "secure storage changed")
    }

    @Test func theReferenceMeetsR1WhenALaunchAfterALogoutIsCutShort() throws {
        let verdicts = try Exploration.verdicts(ReferenceDesign(), ["R1", "E1"], Self.options)
        #expect(verdicts["R1"]?.name == "holds")
        #expect(verdicts["E1"]?.name == "holds")
    }
}
