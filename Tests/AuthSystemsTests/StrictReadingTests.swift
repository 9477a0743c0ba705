import AuthModel
import AuthSystems
import ModelChecking
import Testing

/// Each conflict's strict reading, both ways on the reference: it holds in the conflict's world
/// with the event that brings the situation switched off, and breaks with it on.
@Suite struct StrictReadingTests {
    static func withoutTheSituation(_ conflict: ClauseConflict) -> WorldOptions {
        var options = conflict.world
        switch conflict.id {
        case "K1": options.faults = 0
        case "K2": options.deleteFailures = 0
        case "K3": options.reinstalls = 0
        case "K4": options.lostAnswers = 0
        default: Issue.record("no situation named for \(conflict.id)")
        }
        return options
    }

    @Test(arguments: ClauseCatalogue.conflicts.map(\.id))
    func theStrictReadingBreaksOnlyInItsSituation(_ id: String) throws {
        let conflict = try #require(ClauseCatalogue.conflicts.first { $0.id == id })
        let strict = conflict.strict.id
        let on = try Exploration.verdicts(ReferenceDesign(), clauses: [conflict.strict], conflict.world)
        #expect(on[strict]?.name == "violated")
        let off = try Exploration.verdicts(ReferenceDesign(), clauses: [conflict.strict], Self.withoutTheSituation(conflict))
        #expect(off[strict]?.name == "holds")
    }
}
