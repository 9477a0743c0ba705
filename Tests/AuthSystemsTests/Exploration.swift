import AuthModel
@testable import AuthSystems
import ModelChecking

/// Runs the checker on a design's world for some clauses, as `authcheck check` would.
enum Exploration {
    static func verdicts<Design: AuthDesign>(
        _ design: Design, _ ids: [String], _ options: WorldOptions
    ) throws -> [String: Verdict<AuthWorld<Design>>] {
        let world = AuthWorld(design: design, options: options)
        let cache = ObservationCache(world: world)
        let properties = ids.compactMap { ClauseCatalogue.clause(id: $0)?.property(in: world, cache: cache) }
        precondition(properties.count == ids.count, "unknown or unjudgeable clause among \(ids)")
        let result = try Checker(model: world, properties: properties).run()
        var verdicts: [String: Verdict<AuthWorld<Design>>] = [:]
        for judgement in result.judgements { verdicts[judgement.property.id] = judgement.verdict }
        return verdicts
    }
}
