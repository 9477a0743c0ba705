import AuthModel
@testable import AuthSystems
import ModelChecking

/// Runs the checker on a design's world for some clauses, as `authcheck check` would.
enum Exploration {
    static func verdicts<Design: AuthDesign>(
        _ design: Design, _ ids: [String], _ options: WorldOptions
    ) throws -> [String: Verdict<AuthWorld<Design>>] {
        let clauses = ids.compactMap(ClauseCatalogue.clause(id:))
        precondition(clauses.count == ids.count, "unknown clause among \(ids)")
        return try verdicts(design, clauses: clauses, options)
    }

    /// The same for clause values, a clause not (yet) in the catalogue's `all` among them.
    static func verdicts<Design: AuthDesign>(
        _ design: Design, clauses: [Clause], _ options: WorldOptions
    ) throws -> [String: Verdict<AuthWorld<Design>>] {
        let world = AuthWorld(design: design, options: options)
        let cache = ObservationCache(world: world)
        let properties = clauses.compactMap { $0.property(in: world, cache: cache) }
        precondition(properties.count == clauses.count, "unjudgeable clause among \(clauses.map(\.id))")
        let result = try Checker(model: world, properties: properties).run()
        var verdicts: [String: Verdict<AuthWorld<Design>>] = [:]
        for judgement in result.judgements { verdicts[judgement.property.id] = judgement.verdict }
        return verdicts
    }
}
