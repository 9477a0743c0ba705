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
    static func r1Judges<Design: AuthDesign>(_ state: WorldState<Design.Client>, in world: AuthWorld<Design>) throws -> Bool {
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

    /// C10.1 reads the same stop the same way: a launch after a logout whose delete failed and a
    /// kill finds the token the app had let go, and a locked keychain makes it show an error; the
    /// wide bounds (five disturbances) found the reference "violating" C10.1 there, as no login
    /// is needed to come back to a session the user had ended.
    @Test func c101AsksNothingOfALaunchAfterASignedOutStop() throws {
        let c101 = try #require(ClauseCatalogue.clause(id: "C10.1"))
        guard case .recover(let from, _, _) = c101.kind else {
            Issue.record("C10.1 is not a recover clause")
            return
        }
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet {
            $0.crashes = 1; $0.logouts = 1; $0.deleteFailures = 1; $0.keychainLocks = 1; $0.disturbances = 3
        })
        let stopped = try FidelityEventTests.play(world, Self.logoutThenKill)
        let erring = try FidelityEventTests.play(world, [.launch, .perform, .keychainLocked], from: stopped)
        let observed = world.observe(erring)
        #expect(observed.keepsSessionThroughNetworkError, "an error shown, loading, a refresh token the server accepts")
        #expect(observed.device.stoppedSignedOut)
        #expect(!from(observed))
        let verdicts = try Exploration.verdicts(ReferenceDesign(), clauses: [c101], world.options)
        #expect(verdicts["C10.1"]?.name == "holds")
    }

    /// The same error after a kill of a signed-in app is judged: the crash took that session.
    @Test func c101JudgesALaunchAfterAnAuthedStop() throws {
        let c101 = try #require(ClauseCatalogue.clause(id: "C10.1"))
        guard case .recover(let from, _, _) = c101.kind else {
            Issue.record("C10.1 is not a recover clause")
            return
        }
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.keychainLocks = 1; $0.disturbances = 2 })
        let erring = try FidelityEventTests.play(world, FidelityEventTests.signIn + [.crash, .launch, .perform, .keychainLocked])
        #expect(from(world.observe(erring)))
    }

    @Test func aKillWhileLoadingAfterAnAuthedStopIsStillJudged() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 2; $0.disturbances = 2 })
        let stopped = try FidelityEventTests.play(world, FidelityEventTests.signIn + [.crash])
        #expect(!stopped.device.stoppedSignedOut)
        let killedAgain = try FidelityEventTests.play(world, [.launch, .crash], from: stopped)
        #expect(!killedAgain.device.stoppedSignedOut)
        #expect(try Self.r1Judges(killedAgain, in: world), "a session the crash took: R1 asks the app to resume it")
    }

    /// `cleanerhq` saves a login's session as two awaited writes, the access token first, and
    /// shows the sign-in screen until both are done. A kill between them leaves a fresh access
    /// token the server accepts in the keychain: a session taken away mid-save, not one the app
    /// had let go. R1 judges it (0.9.1 exempted it, as the app showed `guest`).
    @Test func aKillBetweenASignInsTwoWritesIsJudged() throws {
        var run = CleanerHQTests.Run(.quiet { $0.crashes = 1; $0.disturbances = 1 })
        try run.steps([.launch, .perform, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)),
                       .perform, .answer(slot: 0), .perform])
        #expect(run.app.status == .guest, "the login's answer landed; the app shows the sign-in screen until both writes are done")
        #expect(run.state.secure[.accessToken] != nil && run.state.secure[.refreshToken] == nil)
        #expect(AuthWorld<CleanerHQDesign>.savesGrantedSession(run.state.fields))
        try run.step(.crash)
        #expect(!run.state.device.stoppedSignedOut)
        #expect(try Self.r1Judges(run.state, in: run.world), "the access token the sign-in saved is the crash's to take")
    }

    /// The reference writes the refresh token last and shows `authed` right after it, so its
    /// kills mid-save leave no accepted token; its stop there is still not a signed-out one.
    @Test func aKillWhileTheReferenceSavesASignInIsNotASignedOutStop() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.disturbances = 1 })
        let saving = try FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(7)))
        #expect(world.observe(saving).client.status == .guest, "the login's answer landed; its saves are under way")
        #expect(AuthWorld<ReferenceDesign>.savesGrantedSession(saving.fields))
        #expect(try !FidelityEventTests.play(world, [.crash], from: saving).device.stoppedSignedOut)
    }

    /// A login over an ended session's kept token writes its token first (0.9.9); when its cache
    /// write fails it takes that token back. If that delete fails too and the app is killed, the
    /// keychain holds a token the server accepts, but the app had shown "Failed to save login
    /// data" and was rolling back: a signed-out stop, which R1 asks nothing of. The rollback's
    /// deletes carry the granting answer as their cause; before 0.9.9 they read as a save, and
    /// since 0.9.10 the world's record of the failed write tells them apart.
    @Test func aKillWhileAFailedLoginTakesBackItsTokenIsASignedOutStop() throws {
        var options = RollbackBesideAnEndedSessionTests.options
        options.deleteFailures = 1
        options.disturbances = 6
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        let rollingBack = try FidelityEventTests.play(world, RollbackBesideAnEndedSessionTests.answeredOverAKeptToken + [
            .perform, .perform, .writeFails, .deleteFails, .perform,
        ])
        #expect(world.observe(rollingBack).client.status == .guest && world.observe(rollingBack).client.loginError == .saveFailed)
        #expect(rollingBack.secure[.refreshToken] == .token(.refresh(2)) && rollingBack.fastCache[.user] == nil)
        // Deletes, and the revocation of the pair the failed login was granted.
        #expect(!rollingBack.pending.isEmpty && rollingBack.pending.allSatisfy {
            if case .delete = $0.effect { true } else { $0.effect == .send(Call(.logout, token: .refresh(2))) }
        })
        #expect(!rollingBack.device.failedSaves.isEmpty, "the rollback's deletes carry the granting answer as their cause")
        #expect(!AuthWorld<ReferenceDesign>.savesGrantedSession(rollingBack.fields), "they answer the failed save")
        let killed = try FidelityEventTests.play(world, [.crash], from: rollingBack)
        #expect(killed.device.stoppedSignedOut)
        #expect(try !Self.r1Judges(killed, in: world), "a session the failed login had let go")
    }

    /// The world's record of a failed save decides (`Device.failedSaves`), not what the app shows
    /// nor the kind of effect pending: a save that deletes between two writes (a keychain item
    /// removed, then added) is still a save, even beside an error text an earlier attempt left;
    /// a rollback that ends with a write (a logged-in flag set false) is none, even before the
    /// app shows the failure; and another grant's save is still judged beside a failed one.
    @Test func aStopIsSignedOutByTheWorldsRecordOfAFailedSave() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.disturbances = 1 })
        var fields = world.initialStates[0].fields
        let granted = Cause.response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 1))
        let grantedAgain = Cause.response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 2))
        var guest = ClientView()
        guest.status = .guest
        for effect in [Effect.delete(.secure, .accessToken), .write(.fastCache, .isLoggedIn, .flag(false))] {
            fields.pending = Slots()
            fields.pending.append(PendingEffect(effect: effect, cause: granted))
            fields.device.failedSaves = FailedSaves()
            for error in [nil, LoginError.saveFailed] {
                guest.loginError = error
                #expect(!AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields), "\(effect), \(String(describing: error)): saving")
            }
            fields.device.failedSaves.record(try #require(FailedSave(failing: granted, at: .fastCache, .user)))
            for error in [nil, LoginError.saveFailed] {
                guest.loginError = error
                #expect(AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields), "\(effect), \(String(describing: error)): the save failed")
            }
            fields.pending.append(PendingEffect(effect: effect, cause: grantedAgain))
            #expect(!AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields), "\(effect): a newer grant's save")
        }
        fields.pending = Slots()
        fields.device.failedSaves = FailedSaves()
        guest.loginError = nil
        #expect(AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields), "nothing pending")
    }

    /// Two grants whose saves both failed, both answers' effects pending: each rollback is the
    /// app's answer to its own failure. With one record (0.9.10) the second failure replaced the
    /// first, and the first's rollback read as a save, so a kill there was judged.
    @Test func twoFailedSavesAreRecordedApart() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.disturbances = 1 })
        var fields = world.initialStates[0].fields
        let first = Cause.response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 1))
        let second = Cause.response(.refresh, .ok(account: .alice, pair: 2))
        fields.pending.append(PendingEffect(effect: .delete(.fastCache, .user), cause: first))
        fields.pending.append(PendingEffect(effect: .delete(.secure, .refreshToken), cause: second))
        var guest = ClientView()
        guest.status = .guest
        fields.device.failedSaves.record(try #require(FailedSave(failing: first, at: .fastCache, .tenant)))
        #expect(!AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields), "the second grant still saves")
        fields.device.failedSaves.record(try #require(FailedSave(failing: second, at: .secure, .refreshToken)))
        #expect(fields.device.failedSaves.records.map(\.cause) == [first, second])
        #expect(AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields), "both answer their failures")
        // Only the second on record, as one record kept it: the first's rollback reads as a save.
        fields.device.failedSaves.removeAll { $0.cause == first }
        #expect(!AuthWorld<ReferenceDesign>.stopsSignedOut(guest, fields))
    }

    /// The records against a list oracle: one per answer (a later failure of the same answer
    /// replaces it in place), oldest first, at most two (a third drops the oldest), and removal
    /// keeps the rest in order.
    @Test func failedSavesKeepOnePerAnswerOldestFirst() throws {
        let causes = (1...3).map { Cause.response(.refresh, .ok(account: .alice, pair: UInt8($0))) }
        let keys: [StorageKey] = [.refreshToken, .user]
        var all: [FailedSave] = []
        for cause in causes { for key in keys { all.append(try #require(FailedSave(failing: cause, at: .secure, key))) } }
        // Every sequence of up to four records, then every removal by cause.
        func sequences(_ length: Int) -> [[FailedSave]] {
            length == 0 ? [[]] : sequences(length - 1).flatMap { prefix in all.map { prefix + [$0] } }
        }
        for length in 0...4 {
            for sequence in sequences(length) {
                var saves = FailedSaves()
                var oracle: [FailedSave] = []
                for failed in sequence {
                    saves.record(failed)
                    if let index = oracle.firstIndex(where: { $0.cause == failed.cause }) {
                        oracle[index] = failed
                    } else {
                        oracle.append(failed)
                        if oracle.count > 2 { oracle.removeFirst() }
                    }
                }
                #expect(saves.records == oracle, "\(sequence)")
                #expect(saves.isEmpty == oracle.isEmpty)
                for cause in causes { #expect(saves.hasFailed(cause) == oracle.contains { $0.cause == cause }) }
                for cause in causes {
                    var removed = saves
                    removed.removeAll { $0.cause == cause }
                    #expect(removed.records == oracle.filter { $0.cause != cause })
                }
                var none = saves
                none.removeAll { _ in true }
                #expect(none.isEmpty && none == FailedSaves())
            }
        }
    }

    /// A failed write retried and done shows the save going on: the record is dropped, and a
    /// kill from then on is judged as any save's. The reference retries a failed write of the
    /// token that replaces a kept one; once that write is done, the keychain holds the new
    /// token, which the server accepts, while the cache writes follow. (The record's first
    /// version stayed until nothing of the answer was pending, which exempted those kills.)
    @Test func aRetriedWriteThatIsDoneShowsTheSaveGoingOn() throws {
        var options = RollbackBesideAnEndedSessionTests.options
        options.disturbances = 6
        let world = AuthWorld(design: ReferenceDesign(), options: options)
        let failed = try FidelityEventTests.play(world, RollbackBesideAnEndedSessionTests.answeredOverAKeptToken + [.writeFails])
        #expect(failed.device.failedSaves.records.map(\.key) == [.refreshToken] && failed.device.failedSaves.records.map(\.store) == [.secure])
        #expect(!AuthWorld<ReferenceDesign>.savesGrantedSession(failed.fields), "the retry waits: no save is going on")
        let retried = try FidelityEventTests.play(world, [.perform], from: failed)
        #expect(retried.secure[.refreshToken] == .token(.refresh(2)), "the retry wrote the new token")
        #expect(retried.device.failedSaves.isEmpty)
        #expect(!retried.pending.isEmpty && AuthWorld<ReferenceDesign>.savesGrantedSession(retried.fields))
        let killed = try FidelityEventTests.play(world, [.crash], from: retried)
        #expect(!killed.device.stoppedSignedOut)
        #expect(try Self.r1Judges(killed, in: world), "a kill mid-save with the new token stored")
    }

    /// What shows a save going on again after a failure, and what does not.
    @Test func aSaveGoesOnByARetryOrATokenOfItsPairNotByARollback() throws {
        let granted = Cause.response(.login(.alice, validCredentials: true), .ok(account: .alice, pair: 2))
        let other = Cause.response(.login(.bob, validCredentials: true), .ok(account: .bob, pair: 3))
        #expect(FailedSave(failing: .launch, at: .secure, .refreshToken) == nil, "only a session's save is recorded")
        #expect(FailedSave(failing: .response(.refresh, .failed(.serverError)), at: .secure, .refreshToken) == nil)
        let failedDelete = try #require(FailedSave(failing: granted, at: .secure, .userEmail))
        #expect(failedDelete.resumes(granted, writing: .token(.refresh(2)), to: .secure, .refreshToken), "its pair's token")
        #expect(failedDelete.resumes(granted, writing: .account(.alice), to: .secure, .userEmail), "the failed key again")
        #expect(!failedDelete.resumes(granted, writing: .flag(false), to: .fastCache, .isLoggedIn), "a rollback's flag")
        #expect(!failedDelete.resumes(granted, writing: .token(.refresh(1)), to: .secure, .refreshToken), "an older pair put back")
        #expect(!failedDelete.resumes(other, writing: .token(.refresh(3)), to: .secure, .refreshToken), "another answer's save")
    }

    /// A failed delete of a save's effect is recorded as a failed write is.
    @Test func aFailedDeleteOfASaveIsRecorded() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet {
            $0.crashes = 1; $0.deleteFailures = 1; $0.disturbances = 2
        })
        let saving = try FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(7)))
        var fields = saving.fields
        let cause = try #require(fields.pending.first?.cause)
        fields.pending.insert(PendingEffect(effect: .delete(.secure, .userEmail), cause: cause), at: 0)
        let next = try #require(world.next(after: WorldState(fields), on: .deleteFails))
        #expect(next.device.failedSaves.records == [FailedSave(failing: cause, at: .secure, .userEmail)])
        #expect(!next.device.failedSaves.isEmpty)
    }

    /// `layered-biometric` rolls a failed save back (S4) before it shows "Failed to save login
    /// data": a kill in between left a token the server accepts in the keychain, and 0.9.9,
    /// which read the app's error text, judged it as a crash taking a session away (R1 broke in
    /// a world with a failed write and a kill). The world now knows the save failed.
    @Test func aKillWhileALoginRollsBackBeforeItShowsTheFailureIsASignedOutStop() throws {
        let options = WorldOptions.quiet { $0.crashes = 1; $0.writeFailures = 1; $0.disturbances = 2 }
        var walk = LayeredBiometricTests.Walk(options)
        walk.go(.launch, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform, .perform,
                .answer(slot: 0), .perform, .writeFails)
        #expect(walk.state.secure[.accessToken] != nil, "the token the login wrote first")
        #expect(walk.now.client.status == .guest && walk.now.client.loginError == nil, "rolling back; no error shown yet")
        #expect(!walk.state.device.failedSaves.isEmpty)
        #expect(!AuthWorld<LayeredBiometricDesign>.savesGrantedSession(walk.state.fields))
        walk.go(.crash)
        #expect(walk.state.device.stoppedSignedOut)
        #expect(walk.state.device.failedSaves.isEmpty, "forgotten with the effects the kill dropped")
        #expect(try !Self.r1Judges(walk.state, in: walk.world))
        let verdicts = try Exploration.verdicts(LayeredBiometricDesign(), ["R1"], options)
        #expect(verdicts["R1"]?.name == "holds")
    }

    /// `layered-biometric` keeps its error text through a second sign-in (its `handleLogin`
    /// clears no error; `loginSuccess` does). A kill while that second login saves is a stop
    /// mid-save, as any save's, though the app still shows "Failed to save login data" (0.9.9
    /// read that text and exempted it). Here the kill comes as the save's first write waits: its
    /// later writes go to MMKV, synchronously, so no kill falls between them.
    @Test func aKillWhileANewLoginSavesBesideAnOldErrorIsNoSignedOutStop() throws {
        let options = WorldOptions.quiet { $0.crashes = 1; $0.writeFailures = 1; $0.logins = 2; $0.pairs = 3; $0.disturbances = 2 }
        var walk = LayeredBiometricTests.Walk(options)
        walk.go(.launch, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform, .perform,
                .answer(slot: 0), .perform, .writeFails)
        walk.settle()
        #expect(walk.now.client.loginError == .saveFailed && walk.now.pending.isEmpty)
        #expect(walk.state.device.failedSaves.isEmpty, "forgotten once the rollback is done")
        walk.go(.user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform, .answer(slot: 0))
        #expect(walk.now.client.status == .guest && walk.now.client.loginError == .saveFailed, "the old text, shown still")
        #expect(AuthWorld<LayeredBiometricDesign>.savesGrantedSession(walk.state.fields))
        walk.go(.crash)
        #expect(!walk.state.device.stoppedSignedOut)
    }

    /// A login whose call is still queued or in flight has saved nothing, and one refused saves
    /// no session: a kill then leaves the app as signed out as it was.
    @Test func aKillBeforeALoginIsAnsweredOrAfterItIsRefusedStaysExempt() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.crashes = 1; $0.disturbances = 1; $0.loginMistakes = true })
        for prefix in [3, 4, 5] {
            let state = try FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(prefix)))
            #expect(world.observe(state).client.status == .guest)
            #expect(!AuthWorld<ReferenceDesign>.savesGrantedSession(state.fields), "after \(prefix) events")
            #expect(try FidelityEventTests.play(world, [.crash], from: state).device.stoppedSignedOut, "after \(prefix) events")
        }
        #expect(try !FidelityEventTests.play(world, Array(FidelityEventTests.signIn.prefix(5))).calls.isEmpty,
                "the login's call is in flight")
        let refused = try FidelityEventTests.play(world, [
            .launch, .perform, .perform, .user(.submitLogin(.alice, validForm: true, rightPassword: false)), .perform,
            .answer(slot: 0),
        ])
        #expect(world.observe(refused).client.status == .guest)
        #expect(!AuthWorld<ReferenceDesign>.savesGrantedSession(refused.fields))
        #expect(try FidelityEventTests.play(world, [.crash], from: refused).device.stoppedSignedOut)
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
