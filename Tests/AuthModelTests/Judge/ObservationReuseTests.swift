@testable import AuthModel
import Testing

/// The judge writes a new instant into an observation it no longer shares instead of allocating
/// another (`AuthWorld.observe(_:performed:answered:into:)`): an observation anyone else still
/// holds must never change under them.
@Suite struct ObservationReuseTests {
    typealias World = AuthWorld<TinyDesign>

    /// A state not running and the running state its launch leads to: two observations that differ.
    static func twoStates() throws -> (World.State, World.State) {
        let world = TinyDesign.world
        let stopped = world.initialStates[0]
        return (stopped, try #require(world.next(after: stopped, on: .launch)))
    }

    @Test func anObservationOnlyTheSpareHoldsIsWrittenOver() throws {
        let world = TinyDesign.world
        let (stopped, running) = try Self.twoStates()
        var spare: Observation?
        _ = world.observe(stopped, performed: nil, answered: nil, into: &spare)
        let first = try #require(spare.map(ObjectIdentifier.init))
        let again = world.observe(running, performed: nil, answered: nil, into: &spare)
        #expect(ObjectIdentifier(again) == first)
        #expect(again.running && again.client == world.observe(running).client)
    }

    @Test func anObservationSomeoneStillHoldsIsNeverWrittenOver() throws {
        let world = TinyDesign.world
        let (stopped, running) = try Self.twoStates()
        var spare: Observation?
        let held = world.observe(stopped, performed: nil, answered: nil, into: &spare)
        let next = world.observe(running, performed: nil, answered: nil, into: &spare)
        #expect(next !== held)
        #expect(!held.running && held.client == world.observe(stopped).client)
        #expect(next.running && spare === next)
    }

    /// Through the judge: a clause that keeps every observation it is handed sees each one as it
    /// was when handed, though the judge goes on judging other steps and states.
    @Test func observationsAClauseKeepsStayAsTheyWere() throws {
        final class Kept: @unchecked Sendable { var observations: [(Observation, ClientView, Bool)] = [] }
        let kept = Kept()
        let keeper = Clause.step("K1", "Keeps what it sees", source: "test", requires: []) { t in
            for observation in [t.before, t.after] {
                kept.observations.append((observation, observation.client, observation.running))
            }
            return true
        }
        let keeperOfStates = Clause.always("K2", "Keeps what it sees", source: "test", requires: []) { observation in
            kept.observations.append((observation, observation.client, observation.running))
            return true
        }
        let world = TinyDesign.world
        let judge = ClauseJudge(world: world, clauses: [keeper, keeperOfStates], dropsDecided: true)
        // Every step of a short walk, and every state on it, each judged once, as the checker does.
        var state = world.initialStates[0]
        _ = judge.stateVerdict(1, on: state)
        for _ in 0..<6 {
            var actions: [Event] = []
            world.actions(in: state, into: &actions)
            let event = try #require(actions.first)
            let next = try #require(world.next(after: state, on: event))
            _ = judge.stepVerdict(0, before: state, event: event, after: next)
            _ = judge.stateVerdict(1, on: next)
            state = next
        }
        #expect(kept.observations.count == 6 * 3 + 1)
        #expect(Set(kept.observations.map(\.2)).count == 2, "the walk shows the app both running and not")
        for (observation, client, running) in kept.observations {
            #expect(observation.client == client && observation.running == running)
        }
    }
}
