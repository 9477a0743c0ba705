@testable import AuthModel
import ModelChecking
import Testing

/// `when:` on a step clause: what a step changed, computed only for the parts asked about; a
/// clause called only on steps that change one of its parts; and the debug check that names a
/// clause whose `on:` or `when:` is wrong.
@Suite struct StepChangesTests {
    static let world = TinyDesign.world

    /// An observation with nothing in it, and one with one thing changed from it, with the
    /// parts that change makes.
    static func observation(_ change: (inout ObservedInstant) -> Void = { _ in }) -> Observation {
        var instant = world.observe(world.initialStates[0]).snapshot
        change(&instant)
        return Observation(instant)
    }

    static let variants: [(StepChanges, Observation)] = [
        // The process starting or ending moves its work too (it ends what was pending).
        ([.running, .work], observation { $0.running = true }),
        (.client, observation { $0.client.errorShown = true }),
        (.stores, observation { $0.asyncStorage[.user] = .account(.alice) }),
        (.work, observation { $0.pending.append(PendingEffect(effect: .promptBiometrics, cause: .launch)) }),
        (.work, observation { $0.performed = PendingEffect(effect: .promptBiometrics, cause: .launch) }),
        (.work, observation { $0.answered = .networkError }),
        (.work, observation { $0.calls.append(InFlightCall(call: Call(.me, token: nil), cause: .launch, orphaned: true)) }),
    ]

    /// The tiny world's launch, as the judge sees it: the app starts, its view changes.
    static func launch() throws -> Transition {
        let stopped = world.initialStates[0]
        let launched = try #require(world.next(after: stopped, on: .launch))
        return Transition(
            before: world.observe(stopped), event: .launch, after: world.observe(launched, after: .launch, from: stopped))
    }

    static func step(to after: Observation) -> Transition {
        Transition(before: observation(), event: .connectivityLost, after: after)
    }

    @Test func eachPartIsSeenAloneAndOnlyWhenAsked() {
        #expect(StepChanges(of: Self.step(to: Self.observation()), asking: .all) == [])
        for (part, after) in Self.variants {
            #expect(StepChanges(of: Self.step(to: after), asking: .all) == part, "\(part)")
            #expect(StepChanges(of: Self.step(to: after), asking: StepChanges.all.subtracting(part)) == [], "\(part)")
        }
    }

    @Test func partsPrintAsAClauseWritesThem() {
        #expect("\(StepChanges.all)" == "[.running, .client, .stores, .work]")
        #expect("\([StepChanges.stores, .client] as StepChanges)" == "[.client, .stores]")
    }

    @Test func aStepClauseWithChangesIsCalledOnlyOnStepsThatMakeThem() throws {
        let world = Self.world
        let filtered = CallCounter()
        let unchanged = CallCounter()
        let clauses = [
            Clause.step("W1", "Holds, about the app's view", source: "test", requires: [], when: .client) { t in
                filtered.count(t.before.client == t.after.client ? "unchanged" : "changed")
                return true
            },
            Clause.step("W2", "Holds, on every step", source: "test", requires: []) { t in
                if t.before.client == t.after.client { unchanged.count() }
                return true
            },
        ]
        // Without the debug check, which would call W1 on the steps it skips.
        let judge = ClauseJudge(world: world, clauses: clauses, dropsDecided: true, checksSkippedClauses: false)
        _ = try Checker(model: world, properties: judge.properties()).run()
        #expect(filtered.calls > 0)
        #expect(Set(filtered.events) == ["changed"])
        #expect(unchanged.calls > 0, "the world has steps that leave the view as it was")
    }

    /// Judged through the clause's own kind, as the simulator and replay judge it: the same.
    @Test func aStepClauseWithChangesHoldsOnOtherStepsWhereverItIsJudged() throws {
        let clause = Clause.step("W3", "Fails whenever it is called", source: "test", requires: [], when: .client) { _ in
            false
        }
        guard case .step(let holds) = clause.kind else { Issue.record("not a step clause"); return }
        let before = Self.observation()
        #expect(holds(before, .launch, Self.observation { $0.running = true }))
        #expect(!holds(before, .launch, Self.observation { $0.client.errorShown = true }))
    }

    @Test func theDebugCheckNamesAClauseWhoseWhenIsWrong() throws {
        let world = Self.world
        // Fails whenever the view changes, yet says it is about the stores.
        let wrong = Clause.step("W4", "Says stores, reads the view", source: "test", requires: [], when: .stores) { t in
            t.before.client == t.after.client
        }
        let right = Clause.step("W5", "Says the view, reads the view", source: "test", requires: [], when: .client) { t in
            t.before.client.status != .authed || t.after.client.status == .authed
        }
        let step = try Self.launch()
        func failing(_ clauses: [Clause]) -> String? {
            ClauseJudge(world: world, clauses: clauses, dropsDecided: false, checksSkippedClauses: false)
                .skippedClauseFailing(on: step)
        }
        #expect(failing([right]) == nil)
        #expect(
            failing([right, wrong])
                == "clause W4 is not judged on a step that changes none of [.stores] (when:); this one changes "
                + "[.running, .client, .work], yet fails on launch")
    }

    /// The lists the judge walks are checked against what each clause declares: a clause left
    /// out of the list for a step it is about is named, though it holds there.
    @Test func theDebugCheckNamesAClauseTheListsLeaveOut() throws {
        let world = Self.world
        let right = Clause.step("W7", "Says the view, holds", source: "test", requires: [], when: .client) { _ in true }
        let step = try Self.launch()
        let judge = ClauseJudge(world: world, clauses: [right], dropsDecided: false, checksSkippedClauses: false)
        #expect(judge.skippedClauseFailing(on: step) == nil)
        judge.memory.pointee.stepClausesToCall = judge.memory.pointee.stepClausesToCall.map { _ in [] }
        #expect(
            judge.skippedClauseFailing(on: step)
                == "clause W7 is about this step (launch, changing [.running, .client, .work]) but the judge does "
                + "not call it: its lists are wrong or out of order")
    }

    /// The check walks the list called beside the pending clauses: a clause left out between
    /// two called ones, or after the last, is the one named.
    @Test func theDebugCheckNamesTheClauseLeftOutWhereverItIsInTheList() throws {
        let clauses = ["W8", "W9", "W10"].map { id in
            Clause.step(id, "Says the view, holds", source: "test", requires: [], when: .client) { _ in true }
        }
        let step = try Self.launch()
        for (left, id) in [(1, "W9"), (2, "W10")] {
            let judge = ClauseJudge(world: Self.world, clauses: clauses, dropsDecided: false, checksSkippedClauses: false)
            #expect(judge.skippedClauseFailing(on: step) == nil)
            let leftOut = judge.memory.pointee.stepClauses[left]
            judge.memory.pointee.stepClausesToCall = judge.memory.pointee.stepClausesToCall.map { list in
                list.filter { $0 !== leftOut }
            }
            #expect(
                judge.skippedClauseFailing(on: step)
                    == "clause \(id) is about this step (launch, changing [.running, .client, .work]) but the judge does "
                    + "not call it: its lists are wrong or out of order")
        }
    }

    @Test func theDebugCheckNamesAClauseWhoseOnIsWrong() throws {
        let world = Self.world
        let wrong = Clause.step("W6", "Says user actions, fails on a launch", source: "test", requires: [], on: .user) { t in
            t.event != .launch
        }
        let step = try Self.launch()
        let judge = ClauseJudge(world: world, clauses: [wrong], dropsDecided: false, checksSkippedClauses: false)
        #expect(
            judge.skippedClauseFailing(on: step)
                == "clause W6 is not judged on a step of another kind of event (on:), yet fails on launch")
    }
}
