@testable import ModelChecking
import Synchronization
import Testing

/// A panel answers for its members once per state and step; the exhaustive checker asks it
/// instead of the members' closures, and gives the verdicts and traces the closures would.
@Suite struct PropertyPanelTests {
    /// Six properties of `Steps`, each kind held and broken (witnessed and not): their own
    /// closures, and the same six as members of one panel that computes all their answers at once.
    static func sixProperties(panel: PropertyPanel<Steps>? = nil) -> [Property<Steps>] {
        let properties: [Property<Steps>] = [
            .valueIsNot(100), .valueIsNot(6), .threeOnlyFromEven, .smallSteps,
            .reach("five", "shows 5") { $0.value == 5 }, .reach("hundred", "shows 100") { $0.value == 100 },
        ]
        guard let panel else { return properties }
        return properties.enumerated().map { member, property in property.judged(by: panel, as: member) }
    }

    static func panel(onStateCall: @escaping @Sendable () -> Void = {}) -> PropertyPanel<Steps> {
        PropertyPanel(
            memberCount: 6,
            judgeState: { state, verdicts in
                onStateCall()
                verdicts[0] = state.value != 100
                verdicts[1] = state.value != 6
                verdicts[4] = state.value == 5
                verdicts[5] = state.value == 100
            },
            judgeStep: { before, action, after, verdicts in
                verdicts[2] = action != .addThree || before.value % 2 == 0
                verdicts[3] = after.value - before.value <= 3
            })
    }

    @Test func membersGetTheVerdictsAndTracesTheirClosuresGiveForEveryWorkerCount() throws {
        let determinism = DeterminismTests()
        let byClosures = try determinism.expectSameForEveryWorkerCount(Steps(limit: 30), Self.sixProperties())
        let byPanel = try determinism.expectSameForEveryWorkerCount(
            Steps(limit: 30), Self.sixProperties(panel: Self.panel()))
        #expect(byPanel == byClosures)
        #expect(byPanel.contains("not100 holds") && byPanel.contains("not6 violated 0 +3->3 +3->6"))
        #expect(byPanel.contains("even3 violated 0 +1->1 +3->4") && byPanel.contains("jump holds"))
        #expect(byPanel.contains("five witnessed 0 +1->1 +1->2 +3->5") && byPanel.contains("hundred unwitnessed"))
    }

    /// The checker reads the panel's answer, not the member's closure (here they disagree on
    /// purpose), and asks it once per distinct state while a state member is undecided.
    @Test func theCheckerAsksThePanelOncePerState() throws {
        let calls = Atomic(0)
        let panel = PropertyPanel<Steps>(
            memberCount: 1,
            judgeState: { state, verdicts in
                calls.add(1, ordering: .relaxed)
                verdicts[0] = state.value != 7
            },
            judgeStep: { _, _, _, _ in })
        let closureSaysHolds = Property<Steps>.always("not7", "never 7") { _ in true }
        let result = try Checker(model: Steps(limit: 30), properties: [closureSaysHolds.judged(by: panel, as: 0)]).run()
        #expect(result.judgements[0].verdict.name == "violated")
        #expect(result.judgements[0].verdict.trace?.steps.last?.state.value == 7)
        #expect(calls.load(ordering: .relaxed) > 0)

        let everyState = Atomic(0)
        let held = Self.sixProperties(panel: Self.panel { everyState.add(1, ordering: .relaxed) })[0]
        let heldResult = try Checker(model: Steps(limit: 30), properties: [held]).run()
        #expect(heldResult.judgements[0].verdict.name == "holds")
        #expect(everyState.load(ordering: .relaxed) == heldResult.statistics.distinct)
    }

    /// `Link`'s two recover properties, one broken (`recovers`: a broken link needs a new login)
    /// and one held, with their own closures or with `from` and `to` answered by a panel.
    static func recoverProperties(panel: PropertyPanel<Link>? = nil) -> [Property<Link>] {
        let withLogin = Property<Link>.recover(
            "any", "comes back somehow", from: { $0 == .offline || $0 == .broken }, to: { $0 == .online })
        guard let panel else { return [Link.recovers, withLogin] }
        return [Link.recovers.judged(by: panel, from: 0, to: 2), withLogin.judged(by: panel, from: 1, to: 3)]
    }

    static func recoverPanel(from: @escaping @Sendable (Link.State) -> Bool = { $0 == .offline || $0 == .broken })
        -> PropertyPanel<Link>
    {
        PropertyPanel(
            memberCount: 4,
            judgeState: { state, verdicts in
                verdicts[0] = from(state)
                verdicts[1] = from(state)
                verdicts[2] = state == .online
                verdicts[3] = state == .online
            },
            judgeStep: { _, _, _, _ in })
    }

    @Test func recoverMembersGetTheVerdictsAndTracesTheirClosuresGiveForEveryWorkerCount() throws {
        let determinism = DeterminismTests()
        let byClosures = try determinism.expectSameForEveryWorkerCount(
            Link(canBreak: true), Self.recoverProperties())
        let byPanel = try determinism.expectSameForEveryWorkerCount(
            Link(canBreak: true), Self.recoverProperties(panel: Self.recoverPanel()))
        #expect(byPanel == byClosures)
        #expect(byClosures.contains("recover violated") && byClosures.contains("any holds"))
    }

    /// A list mixing a recover property the panel answers with ones that answer themselves,
    /// before and after it, each with conditions of its own: each reads its own answers (a panel
    /// member read for the wrong property, or a closure's answers for the panel's, changes a
    /// verdict here).
    @Test func panelAndOwnRecoverConditionsInOneListKeepTheirOwnAnswers() throws {
        let fromBroken = Property<Link>.recover(
            "broken", "a broken link comes back", from: { $0 == .broken }, to: { $0 == .online })
        let fromOffline = Property<Link>.recover(
            "offline", "an offline link comes back without a login", from: { $0 == .offline }, to: { $0 == .online },
            without: { $0 == .login })
        let fromLoggedOut = Property<Link>.recover(
            "loggedOut", "a logged-out link goes offline without a login", from: { $0 == .loggedOut },
            to: { $0 == .offline }, without: { $0 == .login })
        // Members 0 and 1 answer `offline`'s conditions; the closures above say the same.
        let panel = PropertyPanel<Link>(
            memberCount: 2,
            judgeState: { state, verdicts in
                verdicts[0] = state == .offline
                verdicts[1] = state == .online
            },
            judgeStep: { _, _, _, _ in })
        let mixed = [fromBroken, fromOffline.judged(by: panel, from: 0, to: 1), fromLoggedOut]
        let result = try Checker(model: Link(canBreak: true), properties: mixed).run()
        let alone = try Checker(model: Link(canBreak: true), properties: [fromBroken, fromOffline, fromLoggedOut]).run()
        #expect(result.judgements.map(\.verdict.name) == ["holds", "holds", "violated"])
        #expect(result.judgements.map { "\($0.verdict.name) \($0.verdict.trace?.actions ?? [])" }
            == alone.judgements.map { "\($0.verdict.name) \($0.verdict.trace?.actions ?? [])" })
    }

    /// The checker reads `from` and `to` from the panel, not from the closures (here they
    /// disagree on purpose): a panel for which no state needs to recover holds both properties,
    /// whose closures break one.
    @Test func theCheckerReadsRecoverConditionsFromThePanel() throws {
        let nothingToRecover = Self.recoverPanel { _ in false }
        let result = try Checker(
            model: Link(canBreak: true), properties: Self.recoverProperties(panel: nothingToRecover)
        ).run()
        #expect(result.judgements.map(\.verdict.name) == ["holds", "holds"])
        let byClosures = try Checker(model: Link(canBreak: true), properties: Self.recoverProperties()).run()
        #expect(byClosures.judgements.map(\.verdict.name) == ["violated", "holds"])
    }
}
