import AuthModel
import AuthSystems
import ModelChecking
import Testing

/// `authcheck-bench subsumption`'s measure: it skips exactly the covered states, and its check
/// of monotonicity finds a world that is not.
@Suite struct BudgetSubsumptionTests {
    /// A walk around four places, moving one step freely or jumping two for one unit of fuel.
    /// With `idlesWhenEmpty`, an event only an empty tank allows, which more fuel cannot match;
    /// with `jumpsFartherOnAFullTank`, a jump that goes three places on a full tank, so that more
    /// fuel leads somewhere else.
    struct Walk: Model {
        struct State: Hashable, Sendable {
            var place: UInt8
            var fuel: UInt8
        }

        enum Action: Hashable, Sendable { case move, jump, idle }

        var fuel: UInt8 = 2
        var idlesWhenEmpty = false
        var jumpsFartherOnAFullTank = false

        var initialStates: [State] { [State(place: 0, fuel: fuel)] }

        func actions(in state: State, into actions: inout [Action]) {
            actions.append(.move)
            if state.fuel > 0 { actions.append(.jump) }
            if idlesWhenEmpty && state.fuel == 0 { actions.append(.idle) }
        }

        func next(after state: State, on action: Action) -> State? {
            switch action {
            case .move: State(place: (state.place + 1) % 4, fuel: state.fuel)
            case .jump:
                State(
                    place: (state.place + (jumpsFartherOnAFullTank && state.fuel == fuel ? 3 : 2)) % 4,
                    fuel: state.fuel - 1)
            // Places 4 to 7: idle, for good.
            case .idle: State(place: state.place | 4, fuel: 0)
            }
        }
    }

    static func measure(_ walk: Walk) throws -> BudgetSubsumption.Measure<Walk.State, Walk.Action> {
        try #require(BudgetSubsumption.measure(walk, split: split, join: join))
    }

    static func split(_ state: Walk.State) -> (rest: UInt8, counts: [UInt8]) { (state.place, [state.fuel]) }
    static func join(_ place: UInt8, _ counts: [UInt8]) -> Walk.State { Walk.State(place: place, fuel: counts[0]) }

    /// Worked by hand, level by level: (0,2); (1,2) (2,1); (2,2) (3,1), with (0,0) covered by
    /// (0,2); (3,2), with (0,1) twice and (1,0) covered; then (1,1) covered. Six kept where the
    /// plain search finds all twelve.
    @Test func aMonotoneWorldKeepsOnlyTheStatesNothingCovers() throws {
        let walk = Walk()
        let measure = try Self.measure(walk)
        #expect(measure.kept == 6)
        #expect(try Checker(model: walk, properties: []).run().statistics.distinct == 12)
        #expect(measure.covered == 5)
        #expect(measure.depth == 4)
        #expect(measure.notSimulated == 0)
        #expect(measure.firstNotSimulated == nil)
    }

    /// With `idle` allowed only on an empty tank, each empty state skipped has a step its
    /// covering state lacks: (0,0) is the first.
    @Test func aStepOnlyLessLeftAllowsIsFound() throws {
        let measure = try Self.measure(Walk(idlesWhenEmpty: true))
        #expect(measure.notSimulated > 0)
        let first = try #require(measure.firstNotSimulated)
        #expect(first.state == Walk.State(place: 0, fuel: 0))
        #expect(first.covering == Walk.State(place: 0, fuel: 2))
        #expect(first.action == .idle)
        #expect(!first.offered)
    }

    /// A jump on a full tank goes three places: (0,1), reached by jumping from (1,2), is covered
    /// by (0,2), whose jump lands on (3,1) where (0,1)'s lands on (2,0).
    @Test func aStepMoreLeftTakesElsewhereIsFound() throws {
        let measure = try Self.measure(Walk(jumpsFartherOnAFullTank: true))
        let first = try #require(measure.firstNotSimulated)
        #expect(first.state == Walk.State(place: 0, fuel: 1))
        #expect(first.covering == Walk.State(place: 0, fuel: 2))
        #expect(first.action == .jump)
        #expect(first.offered)
    }

    @Test func aSearchPastTheBoundGivesNoMeasure() {
        #expect(BudgetSubsumption.measure(Walk(), maximumStates: 3, split: Self.split, join: Self.join) == nil)
        #expect(BudgetSubsumption.measure(Walk(), maximumStates: 6, split: Self.split, join: Self.join) != nil)
    }

    /// The reference's world with two faults, a crash and two requests: no skipped state fails
    /// the one-step check, and skipping saves states.
    @Test func noSkippedReferenceStateFailsTheOneStepCheck() throws {
        let options = WorldOptions.quiet {
            $0.requests = 2
            $0.crashes = 1
            $0.faults = 2
            $0.disturbances = 2
        }
        let measure = try #require(BudgetSubsumption.measureReference(options: options))
        let distinct = try Checker(model: AuthWorld(design: ReferenceDesign(), options: options), properties: [])
            .run().statistics.distinct
        #expect(measure.notSimulated == 0)
        #expect(measure.covered > 0)
        #expect(measure.kept < distinct)
    }

    /// Every count moves out, in order, and back; the three the witnesses read stay in the rest.
    /// Each count is set apart from the others, so a field moved to the wrong place shows.
    @Test func theReferenceCountsMoveOutInOrderAndBack() {
        // In `exchangeCounts`' order, then the three it leaves: each set to its place, from 1.
        let fields: [WritableKeyPath<WorldOptions, Int>] = [
            \.crashes, \.logins, \.requests, \.logouts, \.settingsChanges, \.faults, \.writeFailures, \.keychainLocks,
            \.outages, \.backgrounds, \.suspensions, \.inactivity, \.serverEvents, \.clockTicks, \.deviceChanges,
            \.biometricAdditions, \.disturbances, \.pairs, \.deleteFailures, \.lostAnswers, \.reinstalls,
        ]
        var options = WorldOptions()
        for (value, field) in zip(1..., fields) { options[keyPath: field] = value }
        let original = Budget(options)
        var budget = original
        var counts = [UInt8](repeating: 0, count: BudgetSubsumption.countedFieldCount)
        BudgetSubsumption.exchangeCounts(&budget, &counts)
        #expect(counts == Array(1...18))
        let moved = [
            budget.crashes, budget.logins, budget.requests, budget.logouts, budget.settings, budget.faults,
            budget.writeFailures, budget.keychainLocks, budget.outages, budget.backgrounds, budget.suspensions,
            budget.inactivity, budget.serverEvents, budget.clockTicks, budget.deviceChanges, budget.biometricAdditions,
            budget.disturbances, budget.pairs,
        ]
        #expect(moved == [UInt8](repeating: 0, count: 18))
        #expect([budget.deleteFailures, budget.lostAnswers, budget.reinstalls] == [19, 20, 21])
        BudgetSubsumption.exchangeCounts(&budget, &counts)
        #expect(budget == original)
    }
}
